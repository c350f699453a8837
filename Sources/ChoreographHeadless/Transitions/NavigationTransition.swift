import Foundation

/// Builds and starts the transition of one animated navigation change, asking the delegate in UIKit's order
/// (<doc:HostRules#Navigation-and-tab-changes>) and keeping UIKit's view, containment and appearance bookkeeping.
///
/// The order of an animated change:
/// 1. leaving controllers get `willMove(toParent: nil)`; arriving ones are added; the stack becomes the new one;
/// 2. the delegate's `willShow`; the new top's view is loaded;
/// 3. the delegate's animator, then (only when it vended one) its interaction controller; with no animator,
///    ``StandardNavigationAnimator``. The system edge swipe's pop skips this step: it runs the standard animator,
///    driven by the swipe (<doc:HostRules#The-edge-swipe-pop>);
/// 4. the old top's `viewWillDisappear`, the new top's `viewWillAppear`;
/// 5. the animator runs in the navigation controller's content view (``TransitionRun``), from the old top's view
///    (already in it) to the new top's view (which the animator adds);
/// 6. `completeTransition`, then the view cleanup, the coordinator's completions, and:
///    - completed: the old top's view has left the hierarchy; `viewDidDisappear`, `viewDidAppear`; the containment
///      ends (`didMove(toParent:)`); the delegate's `didShow`;
///    - cancelled (a pop): the stack goes back; neither top reports moving any more
///      (``ViewController/isMovingFromParent`` and ``ViewController/isMovingToParent`` are `false`); the revealed
///      controller gets `viewWillDisappear` and `viewDidDisappear` after its `viewWillAppear`, then the old top
///      `viewWillAppear` and `viewDidAppear` after its `viewWillDisappear` (<doc:HostRules#Cancelled-pops-and-pushes>,
///      in the order observed on iOS); leaving controllers stay and get `didMove(toParent:)` with the navigation
///      controller (they got `willMove(toParent: nil)` at the start, as in UIKit, observed); arriving ones are removed
///      again; `didShow` is not called.
///
/// The context (<doc:HostRules#Navigation-and-tab-contexts>): container = the content view;
/// ``ModalPresentationStyle/none``; both views given; the old top's initial frame is its frame and its final frame
/// `.zero` (it will be removed); the new top's initial frame is `.zero` and its final frame the content view's bounds
/// (<doc:HostRules#Frames>). The animator must set the new top's frame. On a cancelled transition the animator removes
/// the view it added (<doc:HostRules#Cleaning-up>); the host removes it only if it is still in the hierarchy. On
/// completion the host lays the navigation controller out, which puts the top's view at the content view's bounds.
///
/// A push is never cancelled (<doc:HostRules#Cancelled-pops-and-pushes>): when an interaction controller cancels one
/// anyway, the push completes as usual and the pushed controllers are then popped at once without animation, and
/// `navigationController.pushCancelled` is reported.
@MainActor
struct NavigationTransition {
    let navigation: NavigationController
    let old: [ViewController]
    let new: [ViewController]
    let operation: NavigationOperation

    /// Starts the transition (the caller checked the tops exist and differ). With `standardInteractivePop` (the
    /// system edge swipe's), the transition is ``StandardNavigationAnimator`` driven by it and the delegate is not
    /// asked for an animator or an interaction controller: the system edge swipe drives only the standard pop (<doc:HostRules#The-edge-swipe-pop>).
    func start(standardInteractivePop: PercentDrivenInteractiveTransition?) {
        guard let oldTop = old.last, let newTop = new.last else { return }
        let (navigation, old, new, operation) = (self.navigation, self.old, self.new, self.operation)
        let (arriving, leaving) = navigation.beginContainment(from: old, to: new)
        navigation.tellDelegate(willShow: newTop, animated: true)
        if arriving.contains(where: { $0 === newTop }) { newTop.isMovingToParent = true }
        if leaving.contains(where: { $0 === oldTop }) { oldTop.isMovingFromParent = true }
        newTop.loadViewIfNeeded()

        var animator: (any AnimatedTransitioning)?
        var interactor: (any InteractiveTransitioning)?
        if navigation.delegate == nil, navigation.hadDelegate {
            HostEnvironment.current.diagnostics.report(
                .delegateReleased,
                "\(navigation.traceName).delegate was released before the \(operation.rawValue) (it is held weakly): "
                    + "the standard transition runs instead"
            )
        }
        if standardInteractivePop == nil, let delegate = navigation.delegate {
            navigation.record(
                "delegate.animationController(for: \(operation.rawValue), from: \(oldTop.traceName), "
                    + "to: \(newTop.traceName))"
            )
            animator = delegate.navigationController(
                navigation, animationControllerFor: operation, from: oldTop, to: newTop)
            if let animator {
                navigation.record("delegate.interactionController(for: \(TransitionRun.name(animator)))")
                interactor = delegate.navigationController(navigation, interactionControllerFor: animator)
            }
        }
        if animator == nil, standardInteractivePop == nil,
            let zoom = (operation == .push ? newTop : oldTop).zoomCoordinator
        {
            let zoomAnimator = zoom.animator(for: operation == .push ? .push : .pop)
            animator = zoomAnimator
            interactor = zoom.interaction(for: zoomAnimator)
        }

        let swap = ChildViewSwap(owner: navigation, container: navigation.contentView, from: oldTop, to: newTop)
        var hooks = TransitionRun.Hooks()
        hooks.cleanUp = { didComplete in
            swap.cleanUp(
                showsTo: didComplete || operation == .push,
                missingToView: didComplete ? .navigationToViewNotAdded : nil
            )
        }
        hooks.didEnd = { didComplete in
            if didComplete || operation == .push {
                oldTop.endAppearance()
                newTop.endAppearance()
                navigation.finishContainment(arriving: arriving, leaving: leaving)
                newTop.isMovingToParent = false
                oldTop.isMovingFromParent = false
                navigation.tellDelegate(didShow: newTop, animated: true)
                if !didComplete { Self.undoCancelledPush(navigation: navigation, from: new, to: old) }
            } else {
                navigation.stack = old
                navigation.children = old + navigation.children.filter { child in !old.contains { $0 === child } }
                newTop.isMovingToParent = false
                oldTop.isMovingFromParent = false
                newTop.reverseAppearance(animated: true)
                oldTop.reverseAppearance(animated: true)
                for controller in arriving where controller.parent === navigation { controller.removeFromParent() }
                for controller in leaving where controller.parent === navigation {
                    controller.deliverDidMove(toParent: navigation)
                }
            }
        }
        let run = TransitionRun(
            kind: operation == .pop ? .pop : .push,
            animator: animator ?? StandardNavigationAnimator(operation: operation),
            interactor: standardInteractivePop ?? interactor,
            participants: [navigation, oldTop, newTop],
            container: navigation,
            hooks: hooks,
            completion: nil
        )
        run.begin()
        oldTop.beginAppearance(false, animated: true)
        newTop.beginAppearance(true, animated: true)
        run.start(with: swap.makeContext())
    }

    /// Pops, at once, what a cancelled push pushed: UIKit never cancels a push.
    private static func undoCancelledPush(
        navigation: NavigationController,
        from pushed: [ViewController],
        to previous: [ViewController]
    ) {
        HostEnvironment.current.diagnostics.report(
            .pushCancelled,
            "\(navigation.traceName): an interaction controller cancelled a push to "
                + "\(pushed.last?.traceName ?? "nil"), which UIKit never cancels: the push completed and was then "
                + "undone without animation"
        )
        let wasChanging = navigation.isChangingStack
        navigation.isChangingStack = true
        defer { navigation.isChangingStack = wasChanging }
        let target = previous.filter { $0.parent == nil || $0.parent === navigation }
        navigation.applyStackChange(from: navigation.viewControllers, to: target, animated: false)
    }
}
