import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns the navigation controller's edge swipe into an interactive pop (<doc:HostRules#The-edge-swipe-pop>).
///
/// - The swipe may begin only while the navigation controller is on screen with more than one controller in its
///   stack and no transition runs in the host (it is the recognizer's delegate).
/// - When it begins, the top is popped with animation, driven by the delegate's interaction controller when it vends
///   one, otherwise by the driver's own ``PercentDrivenInteractiveTransition`` — also when the delegate vends an
///   animator but no interaction controller.
/// - While the finger drags, the progress is the horizontal translation over the navigation controller's width,
///   capped at 0.999 (``/Choreograph/InteractiveCompletion``).
/// - When the finger lifts, ``/Choreograph/InteractiveCompletion/decide()`` picks finish or cancel from the progress
///   samples and sets the completion speed; the completion curve is ease-out. A gesture the system cancels cancels the
///   pop at speed 1.
///
/// When the delegate's interaction controller is used, the driver does not touch it: the delegate drives it (for
/// example from its own target on ``NavigationController/interactivePopGestureRecognizer``).
@MainActor
final class InteractivePopDriver: GestureRecognizerDelegate {
    weak var navigation: NavigationController?
    private var interactor: PercentDrivenInteractiveTransition?
    private var completion: InteractiveCompletion?

    /// Whether a swipe now may start a pop.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let navigation else { return false }
        return navigation.viewControllers.count > 1 && navigation.isOnScreen && !navigation.isChangingStack
            && HostEnvironment.current.runningTransitions.isEmpty
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
            hostInteractor: driven
        )
        guard popped, let run = navigation.activeTransition, !run.isFinished, run.interactor === driven else { return }
        interactor = driven
        completion = try? InteractiveCompletion(duration: run.duration, width: width)
        track(pan)
    }

    private func track(_ pan: PanGestureRecognizer) {
        guard let interactor, let navigation else { return }
        let progress = width > 0 ? Double(pan.translation(in: navigation.view).x) / width : 0
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
