/// Decides and hears about a tab bar controller's selections made by the user, and vends the animators of tab
/// switches, as `UITabBarControllerDelegate`.
///
/// Every requirement has a default implementation (``TabBarControllerDelegate`` extension): selecting is allowed,
/// nothing else happens, and nothing is vended (a tab switch is not animated, as in UIKit). The selection callbacks
/// are called for user selections (``TabBarController/tapTab(at:)``) only, never for programmatic ones
/// (``TabBarController/selectedIndex``), as in UIKit; the vending requirements are asked for both, in UIKit's order
/// (<doc:HostRules#Navigation-and-tab-changes>): the animator, then — only when there is one — the interaction
/// controller.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user's tap on `viewController`'s tab should select it. Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool

    /// Called after the user's tap selected `viewController`, also when it was already selected. Default: does
    /// nothing.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)

    /// The animator of the switch from the selected `fromVC` to `toVC`, or `nil` to switch at once. Default `nil`.
    ///
    /// Asked when the selection changes while the tab bar controller is on screen (a tap,
    /// ``TabBarController/selectedIndex``, ``TabBarController/selectedViewController``), not when
    /// ``TabBarController/setViewControllers(_:animated:)`` changes it. A cancelled switch puts the selection back;
    /// the host removes the "to" view if the animator left it in the hierarchy.
    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)?

    /// The interaction controller that drives `animationController`, or `nil` to run it by itself. Asked only when
    /// the delegate vended an animator. Default `nil`.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}
