import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns the navigation controller's edge swipe into an interactive pop of the standard animation
/// (<doc:HostRules#The-edge-swipe-pop>): the system edge swipe drives only UIKit's own pop.
///
/// - The swipe starts at the leading edge — the left edge in a left-to-right layout, the right edge in a
///   right-to-left one, as UIKit's does — as the navigation controller's view lays out when the swipe would begin
///   (``View/effectiveUserInterfaceLayoutDirection``): the recognizer listens at both edges and the driver refuses a
///   touch that went down in the trailing half
///   (``/Choreograph/DragProgress/startsAwayFromEdge(location:translation:in:)``).
/// - The swipe may begin only while the navigation controller is on screen with more than one controller in its
///   stack, no transition runs in the host, and the delegate (if any) vends no animator for the pop: the driver,
///   the recognizer's delegate, asks `navigationController(_:animationControllerFor:from:to:)` for the pop of the
///   top to the controller below, and a non-`nil` answer makes the recognizer fail. Nothing else happens then: no
///   transition starts, no appearance callback runs, nothing is reported. An app that wants swipe-back with its own
///   animator installs its own edge pan and vends an interaction controller it drives itself.
/// - When it begins, the top is popped with ``StandardNavigationAnimator``, driven by the driver's own
///   ``PercentDrivenInteractiveTransition``; the delegate is not asked again for an animator, nor for an interaction
///   controller (UIKit's recognizer ignores the delegate's transition controllers for the pop it starts).
/// - While the finger drags, the progress is the translation towards the trailing edge over the navigation
///   controller's width (``/Choreograph/DragProgress``, resolved when the swipe begins), capped at 0.999
///   (``/Choreograph/InteractiveCompletion``).
/// - When the finger lifts, ``/Choreograph/InteractiveCompletion/decide()`` picks finish or cancel from the progress
///   samples and sets the completion speed; the completion curve is ease-out. A gesture the system cancels cancels the
///   pop at speed 1.
@MainActor
final class InteractivePopDriver: GestureRecognizerDelegate {
    weak var navigation: NavigationController?
    private var interactor: PercentDrivenInteractiveTransition?
    private var completion: InteractiveCompletion?
    /// The drag towards the trailing edge, resolved with the layout direction when the swipe began.
    private var drag = DragProgress(towards: .trailing, travel: 1)

    /// Whether a swipe now may start a pop: the stack, screen and transition conditions hold and the delegate vends
    /// no animator for the pop (it is asked last, only when everything else allows the pop).
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let navigation else { return false }
        let stack = navigation.viewControllers
        // Only a transition that holds this stack stops the swipe (one that involves this navigation controller, or is
        // nested in its top screen): one in another window or tab does not, as a stack change is not refused then
        // either (HostRules, "Changes while a transition runs").
        guard stack.count > 1, navigation.isOnScreen, !navigation.isChangingStack,
            navigation.runningTransitionHoldingStack == nil,
            startsAtLeadingEdge(recognizer, navigation.view)
        else { return false }
        return !delegateVendsAnimator(navigation, from: stack[stack.count - 1], to: stack[stack.count - 2])
    }

    /// The recognizer's action.
    func handle(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began: begin(pan)
        case .changed: track(pan)
        case .ended: end(systemCancelled: false)
        case .cancelled, .failed: end(systemCancelled: true)
        case .possible: break
        }
    }

    // MARK: - Internal API

    private var width: Double {
        Double(navigation?.viewIfLoaded?.bounds.width ?? 0)
    }

    /// The drag of a swipe back on `view`: towards its trailing edge, across its width.
    private func swipeBack(on view: View) -> DragProgress {
        DragProgress(
            towards: .trailing, layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection),
            travel: Double(view.bounds.width))
    }

    /// Whether the pan's touch went down in the leading half of `view`, where a swipe back starts.
    private func startsAtLeadingEdge(_ recognizer: GestureRecognizer, _ view: View) -> Bool {
        guard let pan = recognizer as? PanGestureRecognizer else { return true }
        return swipeBack(on: view).startsAwayFromEdge(
            location: pan.location(in: view), translation: pan.translation(in: view), in: view.bounds)
    }

    private func begin(_ pan: PanGestureRecognizer) {
        guard let navigation else { return }
        let stack = navigation.viewControllers
        guard stack.count > 1 else { return }
        let driven = PercentDrivenInteractiveTransition()
        driven.completionCurve = .easeOut
        let popped = navigation.performStackChange(
            from: stack,
            to: Array(stack.dropLast()),
            animated: true,
            standardInteractivePop: driven
        )
        guard popped, let run = navigation.activeTransition, !run.isFinished, run.interactor === driven else { return }
        interactor = driven
        drag = swipeBack(on: navigation.view)
        completion = try? InteractiveCompletion(duration: run.duration, width: width)
        track(pan)
    }

    /// Asks the delegate, as it would be asked for the pop of `top` to `below`, whether it vends an animator; records
    /// the call.
    private func delegateVendsAnimator(
        _ navigation: NavigationController,
        from top: ViewController,
        to below: ViewController
    ) -> Bool {
        guard let delegate = navigation.delegate else { return false }
        navigation.record(
            "delegate.animationController(for: \(NavigationOperation.pop.rawValue), from: \(top.traceName), "
                + "to: \(below.traceName))"
        )
        return delegate.navigationController(navigation, animationControllerFor: .pop, from: top, to: below) != nil
    }

    private func track(_ pan: PanGestureRecognizer) {
        guard let interactor, let navigation else { return }
        let progress = width > 0 ? drag.contribution(translation: pan.translation(in: navigation.view)) : 0
        let time = HostEnvironment.current.clock.now
        let shown =
            (try? completion?.record(progress: progress, at: time))
            ?? min(max(progress.isFinite ? progress : 0, 0), InteractiveCompletion.progressCap)
        interactor.update(shown)
    }

    private func end(systemCancelled: Bool) {
        guard let interactor else { return }
        self.interactor = nil
        defer { completion = nil }
        guard !systemCancelled, let decision = completion?.decide() else {
            interactor.cancel()
            return
        }
        interactor.completionSpeed = decision.completionSpeed
        if decision.finishes {
            interactor.finish()
        } else {
            interactor.cancel()
        }
    }
}
