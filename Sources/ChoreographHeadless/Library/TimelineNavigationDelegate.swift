import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The library's navigation delegate: it runs library transitions for pushes and pops, keeps swipe-back working with
/// them, and passes everything else to the app's own navigation delegate (<doc:RunningTransitions#Swipe-back>).
///
/// ``NavigationController/pushViewController(_:transition:)`` and the other one-line calls install one with
/// ``installed(on:)``; the navigation controller keeps it alive. It:
/// - vends a ``TimelineAnimator`` for the change a one-line call asked for, and remembers a pushed controller's
///   transition, so popping that controller later — by ``NavigationController/popViewController(animated:)``, by a
///   swipe — runs the transition's dismissing side;
/// - installs its own ``edgePan`` at the leading edge — the left edge in a left-to-right layout, the right edge in a
///   right-to-left one, as the navigation controller's view lays out when the touch goes down: the system's
///   ``NavigationController/interactivePopGestureRecognizer`` drives only the standard pop and fails once the
///   delegate vends an animator, as UIKit's does, so the edge pan drives the pop of a controller pushed with a
///   library transition through a ``DragInteractionController`` (a ``TransitionInteraction`` with the edge swipe's
///   rule, its progress the finger's travel towards the trailing edge), and can grab a pop it released while it
///   completes. A top controller pushed without one is left to the system swipe, and so is every controller while
///   this delegate is not the navigation controller's delegate;
/// - passes every other call to ``forwardingDelegate`` — the navigation controller's delegate when it was installed —
///   including the animator and interaction controller of changes it has no transition for.
///
/// It remembers a controller's transition while the controller is in the stack: a pop or a removal that completes
/// forgets it (a cancelled swipe keeps it), and a push without a library transition replaces it with none.
///
/// An app that sets its own navigation delegate afterwards takes this one out of play — it is told nothing and its
/// edge pan does not begin — until a one-line call or ``installed(on:)`` puts it back: the same delegate, its one edge
/// pan, now forwarding to the delegate the app set.
@MainActor
public final class TimelineNavigationDelegate: NavigationControllerDelegate, GestureRecognizerDelegate {
    /// The app's own navigation delegate, told every `willShow` and `didShow` and asked for the changes this delegate
    /// has no transition for. Weak, as a navigation controller's delegate. Default: the navigation controller's
    /// delegate when this one was installed.
    public weak var forwardingDelegate: (any NavigationControllerDelegate)?
    /// The edge pan that pops a controller pushed with a library transition (`library-edge-pan`), attached to the
    /// navigation controller's view. Its edges are `[.left, .right]`; it begins only from the leading one, as the
    /// view's ``View/effectiveUserInterfaceLayoutDirection`` is when the touch goes down
    /// (``DragInteractionController/gestureRecognizerShouldBegin(_:)``), and moves towards the trailing one.
    public let edgePan = ScreenEdgePanGestureRecognizer()

    private weak var navigation: NavigationController?
    /// The transitions controllers were pushed with, weakly keyed by controller.
    private var transitions = NavigationTransitions<ViewController>()
    /// The transition of the change a one-line call is making now.
    private var requested: Transition?
    /// The animator this delegate vended last.
    private weak var vended: TimelineAnimator?
    /// What the edge pan drives: a ``DragInteractionController`` popping with the edge swipe's release rule.
    private let swipe: DragInteractionController

    private init(navigation: NavigationController) {
        self.navigation = navigation
        forwardingDelegate = navigation.delegate
        edgePan.edges = [.left, .right]
        swipe = DragInteractionController(
            .pop(navigation), direction: .trailing, recognizer: edgePan, releaseRule: .edgeSwipe(width: 1))
        edgePan.name = "library-edge-pan"
        swipe.shouldBegin = { [weak self] in self?.mayPop ?? false }
    }

    /// The library delegate of `navigation`: the one installed already, or a new one that forwards to
    /// `navigation`'s current delegate, made its delegate, kept alive by it, with its edge pan attached to its view.
    ///
    /// When the app replaced the library's delegate with its own, the library's comes back — the same delegate with
    /// the same edge pan, never a second one — forwarding to the app's delegate of the moment, and remembering the
    /// transitions of the controllers still in the stack.
    public static func installed(on navigation: NavigationController) -> TimelineNavigationDelegate {
        if let installed = navigation.delegate as? TimelineNavigationDelegate { return installed }
        if let kept = navigation.libraryDelegates[.navigation] as? TimelineNavigationDelegate {
            kept.forwardingDelegate = navigation.delegate
            kept.transitions.forgetControllers(notIn: navigation.viewControllers)
            navigation.delegate = kept
            if kept.edgePan.view !== navigation.view { navigation.view.addGestureRecognizer(kept.edgePan) }
            return kept
        }
        let delegate = TimelineNavigationDelegate(navigation: navigation)
        navigation.delegate = delegate
        navigation.libraryDelegates[.navigation] = delegate
        navigation.view.addGestureRecognizer(delegate.edgePan)
        return delegate
    }

    /// The transition `controller` was pushed with, while it is in the stack; `nil` for one pushed otherwise, and
    /// for one that left the stack.
    public func transition(for controller: ViewController) -> Transition? {
        guard let navigation, navigation.viewControllers.contains(where: { $0 === controller }) else { return nil }
        return transitions.transition(for: controller)
    }

    /// Runs `change` with `transition` as the transition of the push or pop it makes.
    func perform(_ transition: Transition, _ change: () -> Void) {
        requested = transition
        defer { requested = nil }
        change()
    }

    // MARK: - NavigationControllerDelegate

    /// Tells the ``forwardingDelegate``.
    public func navigationController(
        _ navigationController: NavigationController,
        willShow viewController: ViewController,
        animated: Bool
    ) {
        forwardingDelegate?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    /// Forgets the transitions of the controllers that left the stack, then tells the ``forwardingDelegate``.
    public func navigationController(
        _ navigationController: NavigationController,
        didShow viewController: ViewController,
        animated: Bool
    ) {
        transitions.forgetControllers(notIn: navigationController.viewControllers)
        forwardingDelegate?.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    /// A ``TimelineAnimator`` for a change a one-line call asked for (a push remembers its transition) and for the
    /// pop of a controller pushed with a library transition; otherwise the ``forwardingDelegate``'s answer (a push
    /// then forgets what the pushed controller had).
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        let kind: TransitionOperation = operation == .push ? .push : .pop
        guard operation != .none,
            let transition = transitions.transition(for: kind, from: fromVC, to: toVC, requested: requested)
        else {
            return forwardingDelegate?.navigationController(
                navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        }
        let animator = TimelineAnimator(transition, operation: kind)
        animator.layoutDirection = LayoutDirection(navigationController.view.effectiveUserInterfaceLayoutDirection)
        vended = animator
        return animator
    }

    /// The edge pan's ``TransitionInteraction`` for the pop it started; `nil` for another animator this delegate
    /// vended; otherwise the ``forwardingDelegate``'s answer.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        guard let animator = animationController as? TimelineAnimator, animator === vended else {
            return forwardingDelegate?.navigationController(
                navigationController, interactionControllerFor: animationController)
        }
        return swipe.interactionController
    }

    // MARK: - Edge pan

    /// Whether a swipe may pop now: this is the navigation controller's delegate, the navigation controller is on
    /// screen with more than one controller, no transition that would hold its stack runs (one that involves it, or
    /// one nested in its top screen; one in another window or tab does not stop the swipe,
    /// <doc:HostRules#Changes-while-a-transition-runs>), and its top controller was pushed with a library transition.
    /// The edge pan's delegate is its ``DragInteractionController``, which asks this too and also lets the edge pan
    /// grab a pop it released that is still completing.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        mayPop
    }

    private var mayPop: Bool {
        guard let navigation, navigation.delegate === self, let top = navigation.topViewController,
            navigation.viewControllers.count > 1, navigation.isOnScreen,
            navigation.runningTransitionHoldingStack == nil
        else { return false }
        return transition(for: top) != nil
    }
}

/// A controller held weakly.
@MainActor
struct WeakController {
    weak var value: ViewController?
}
