/// Hears about a navigation controller's stack changes and vends their animators, as
/// `UINavigationControllerDelegate`.
///
/// Every requirement has a default implementation (``NavigationControllerDelegate`` extension), so a delegate
/// implements only what it needs: the show callbacks do nothing, and both vending requirements return `nil` (the
/// standard push and pop animation, run by itself).
///
/// For an animated change the host asks, in UIKit's order (<doc:HostRules#Navigation-and-tab-changes>): `willShow`,
/// then ``navigationController(_:animationControllerFor:from:to:)``, then — only when that returned an animator —
/// ``navigationController(_:interactionControllerFor:)``.
///
/// The system edge swipe (``NavigationController/interactivePopGestureRecognizer``) drives only the standard pop
/// (<doc:HostRules#The-edge-swipe-pop>): before it begins it asks the delegate for the pop's animator, and fails when it gets one. The
/// pop it starts runs the standard animation without asking the delegate again.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called when `viewController` is about to become the top controller: after the containment calls that
    /// start the change and before any appearance callback. Default: does nothing.
    func navigationController(
        _ navigationController: NavigationController,
        willShow viewController: ViewController,
        animated: Bool
    )

    /// Called when `viewController` has become the top controller: after its `viewDidAppear` (when the navigation
    /// controller is on screen) and the containment calls that end the change. Not called when an interactive pop
    /// is cancelled. Default: does nothing.
    func navigationController(
        _ navigationController: NavigationController,
        didShow viewController: ViewController,
        animated: Bool
    )

    /// The animator of an animated change from `fromVC` (the top now) to `toVC` (the new top), or `nil` for the
    /// standard animation (``NavigationOperation`` says which way). Asked after `willShow`. Default `nil`.
    ///
    /// The animator runs in the navigation controller's content view, which holds the "from" view; it adds the "to"
    /// view, sets its frame to `finalFrame(for:)`, and calls `completeTransition(!transitionWasCancelled)`. When a pop
    /// is cancelled the animator removes the "to" view it added; the host removes it only if it is still in the
    /// hierarchy, and puts the stack back.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)?

    /// The interaction controller that drives `animationController`, or `nil` to run it by itself. Asked only when
    /// the delegate vended an animator. Default `nil`.
    ///
    /// The app drives what it returns: to keep swipe-back with its own animator, an app adds its own
    /// ``ScreenEdgePanGestureRecognizer`` that pops and drives a ``PercentDrivenInteractiveTransition``, and returns
    /// it here while that gesture is active (the system edge swipe never drives a delegate's animator).
    ///
    /// A push is never cancelled (<doc:HostRules#Cancelled-pops-and-pushes>): when an interaction controller cancels
    /// one, the push completes as usual and the pushed controller is then popped at once without animation, and
    /// `navigationController.pushCancelled` is reported.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}
