#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    /// The library's navigation delegate: it runs library transitions for pushes and pops, keeps swipe-back working
    /// with them, and passes everything else to the app's own navigation delegate.
    ///
    /// ```swift
    /// let delegate = TimelineNavigationDelegate.installed(on: navigation)
    /// let pushedWith = delegate.transition(for: detail)
    /// ```
    ///
    /// ``UIKit/UINavigationController/pushViewController(_:transition:)`` and the other one-line calls install one
    /// with ``installed(on:)``; the navigation controller keeps it alive. It:
    /// - vends a ``TimelineAnimator`` for the change a one-line call asked for, and remembers a pushed controller's
    ///   transition, so popping that controller later — by `popViewController(animated:)`, by the back button, by a
    ///   swipe — runs the transition's dismissing side;
    /// - installs its own ``edgePan`` at the leading edge — the left edge in a left-to-right layout, the right edge
    ///   in a right-to-left one, as the navigation controller's view lays out when the touch goes down: UIKit's
    ///   `interactivePopGestureRecognizer` drives only the standard pop, so the edge pan pops a controller pushed
    ///   with a library transition through an ``EdgeSwipeInteraction``, its progress the finger's travel towards the
    ///   trailing edge. A top controller pushed without one is left to the system swipe, and so is every controller
    ///   while this delegate is not the navigation controller's delegate;
    /// - passes every other call to ``forwardingDelegate`` — the navigation controller's delegate when it was
    ///   installed — including the animator and interaction controller of changes it has no transition for.
    ///
    /// It remembers a controller's transition while the controller is in the stack: a pop or a removal that
    /// completes forgets it (a cancelled swipe keeps it), and a push without a library transition replaces it with
    /// none.
    ///
    /// An app that sets its own navigation delegate afterwards takes this one out of play — it is told nothing and its
    /// edge pan does not begin — until a one-line call or ``installed(on:)`` puts it back: the same delegate, its one
    /// edge pan, now forwarding to the delegate the app set.
    @MainActor
    public final class TimelineNavigationDelegate: NSObject, UINavigationControllerDelegate, UIGestureRecognizerDelegate
    {
        /// The app's own navigation delegate, told every `willShow` and `didShow` and asked for the changes this
        /// delegate has no transition for. Weak, as a navigation controller's delegate. Default: the navigation
        /// controller's delegate when this one was installed.
        public weak var forwardingDelegate: (any UINavigationControllerDelegate)?
        /// The edge pan that pops a controller pushed with a library transition, attached to the navigation
        /// controller's view. Its edges are `[.left, .right]`; it begins only from the leading one, as the view's
        /// `effectiveUserInterfaceLayoutDirection` is when the pan would begin, and moves towards the trailing one.
        public let edgePan = UIScreenEdgePanGestureRecognizer()

        private weak var navigation: UINavigationController?
        /// The transitions controllers were pushed with, weakly keyed by controller.
        private var transitions = NavigationTransitions<UIViewController>()
        /// The transition of the change a one-line call is making now.
        private var requested: Transition?
        /// The animator this delegate vended last.
        private weak var vended: TimelineAnimator?
        /// The interaction of the swipe in progress, if any.
        private var swipe: EdgeSwipeInteraction?
        /// The swipe's drag towards the trailing edge, resolved with the layout direction when it began.
        private var drag = DragProgress(towards: .trailing, travel: 1)

        private init(navigation: UINavigationController) {
            self.navigation = navigation
            forwardingDelegate = navigation.delegate
            super.init()
            edgePan.edges = [.left, .right]
            edgePan.delegate = self
            edgePan.addTarget(self, action: #selector(handleEdgePan(_:)))
        }

        /// The library delegate of `navigation`: the one installed already, or a new one that forwards to
        /// `navigation`'s current delegate, made its delegate, kept alive by it, with its edge pan on its view and
        /// UIKit's `interactivePopGestureRecognizer` made to wait for that edge pan to fail.
        ///
        /// When the app replaced the library's delegate with its own, the library's comes back — the same delegate
        /// with the same edge pan, never a second one for the system swipe to wait for — forwarding to the app's
        /// delegate of the moment, and remembering the transitions of the controllers still in the stack.
        public static func installed(on navigation: UINavigationController) -> TimelineNavigationDelegate {
            if let installed = navigation.delegate as? TimelineNavigationDelegate { return installed }
            if let kept = navigation.retainedNavigationDelegate {
                kept.forwardingDelegate = navigation.delegate
                kept.transitions.forgetControllers(notIn: navigation.viewControllers)
                navigation.delegate = kept
                if kept.edgePan.view !== navigation.view {
                    navigation.view.addGestureRecognizer(kept.edgePan)
                    navigation.interactivePopGestureRecognizer?.require(toFail: kept.edgePan)
                }
                return kept
            }
            let delegate = TimelineNavigationDelegate(navigation: navigation)
            navigation.delegate = delegate
            navigation.retainedNavigationDelegate = delegate
            navigation.view.addGestureRecognizer(delegate.edgePan)
            // Both pans start at the leading edge: the system's waits until the library's declines (a top
            // controller pushed without a library transition), so the two never pop at once.
            navigation.interactivePopGestureRecognizer?.require(toFail: delegate.edgePan)
            return delegate
        }

        /// The transition `controller` was pushed with, while it is in the stack; `nil` for one pushed otherwise, and
        /// for one that left the stack.
        public func transition(for controller: UIViewController) -> Transition? {
            guard let navigation, navigation.viewControllers.contains(where: { $0 === controller }) else { return nil }
            return transitions.transition(for: controller)
        }

        /// Runs `change` with `transition` as the transition of the push or pop it makes.
        func perform(_ transition: Transition, _ change: () -> Void) {
            requested = transition
            defer { requested = nil }
            change()
        }

        // MARK: - UINavigationControllerDelegate

        /// Tells the ``forwardingDelegate``.
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            forwardingDelegate?.navigationController?(
                navigationController, willShow: viewController, animated: animated)
        }

        /// Forgets the transitions of the controllers that left the stack, then tells the ``forwardingDelegate``.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            transitions.forgetControllers(notIn: navigationController.viewControllers)
            forwardingDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        }

        /// A ``TimelineAnimator`` for a change a one-line call asked for, for the push of a controller with a
        /// ``UIKit/UIViewController/choreograph`` transition (a push remembers its transition), and for the pop of a
        /// controller pushed with a library transition; otherwise the ``forwardingDelegate``'s answer (a push then
        /// forgets what the pushed controller had).
        public func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let kind: TransitionOperation = operation == .push ? .push : .pop
            // A push no one-line call asked for (a segue, `pushViewController(_:animated:)`) runs the pushed
            // controller's own `choreograph.transition`, if it has one.
            let asked = requested ?? (kind == .push ? toVC.choreograph.transition : nil)
            guard operation != .none,
                let transition = transitions.transition(for: kind, from: fromVC, to: toVC, requested: asked)
            else {
                return forwardingDelegate?.navigationController?(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }
            let animator = TimelineAnimator(transition, operation: kind)
            animator.layoutDirection = LayoutDirection(navigationController.view.effectiveUserInterfaceLayoutDirection)
            vended = animator
            return animator
        }

        /// The swipe's ``EdgeSwipeInteraction`` for the pop it started; `nil` for another animator this delegate
        /// vended; otherwise the ``forwardingDelegate``'s answer.
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            guard let animator = animationController as? TimelineAnimator, animator === vended else {
                return forwardingDelegate?.navigationController?(
                    navigationController, interactionControllerFor: animationController)
            }
            return swipe
        }

        // MARK: - Edge pan

        /// Whether a swipe may pop now: it started at the leading edge (its touch went down in the leading half of
        /// the navigation controller's view, as `DragProgress.startsAwayFromEdge(location:translation:in:)`
        /// decides), this is the navigation controller's delegate, the navigation controller is in a window with more
        /// than one controller, no transition runs, and its top controller was pushed with a library transition.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let navigation, navigation.delegate === self, let top = navigation.topViewController,
                navigation.viewControllers.count > 1,
                navigation.view.window != nil, navigation.transitionCoordinator == nil,
                let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = navigation.view
            else { return false }
            let startsAtLeadingEdge = swipeBack(on: view).startsAwayFromEdge(
                location: pan.location(in: view), translation: pan.translation(in: view), in: view.bounds)
            return startsAtLeadingEdge && transition(for: top) != nil
        }

        /// The drag of a swipe back on `view`: towards its trailing edge, across its width.
        private func swipeBack(on view: UIView) -> DragProgress {
            DragProgress(
                towards: .trailing, layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection),
                travel: Double(view.bounds.width))
        }

        @objc private func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
            guard let navigation else { return }
            let width = Double(navigation.view.bounds.width)
            if recognizer.state == .began { drag = swipeBack(on: navigation.view) }
            let progress = width > 0 ? drag.contribution(translation: recognizer.translation(in: navigation.view)) : 0
            switch recognizer.state {
            case .began:
                let swipe = EdgeSwipeInteraction()
                self.swipe = swipe
                // The duration is the running transition's, which the swipe reads when the pop starts.
                swipe.begin(duration: 0, width: width)
                navigation.popViewController(animated: true)
            case .changed:
                swipe?.track(progress: progress, at: CACurrentMediaTime())
            case .ended:
                let velocity = width > 0 ? drag.progressVelocity(recognizer.velocity(in: navigation.view)) : 0
                swipe?.track(progress: progress, at: CACurrentMediaTime())
                swipe?.release(velocity: velocity)
                swipe = nil
            case .cancelled, .failed:
                swipe?.cancel()
                swipe = nil
            default:
                break
            }
        }
    }
#endif
