import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Dismisses a screen interactively with a vertical pan, through a
/// ``/ChoreographHeadless/PercentDrivenInteractiveTransition``.
///
/// Following the gesture's states:
/// - **began**: a fresh percent-driven transition is made and the controller is asked to dismiss; its transitioning
///   delegate vends ``transition`` as the interaction controller. When the host refuses the dismissal (a transition
///   is already running) the rest of the gesture is ignored, so nothing is left pending.
/// - **changed**: the progress is the downward translation divided by the view's height.
/// - **ended**: `InteractiveCompletion.finishes(progress:velocity:)` decides from the progress and the velocity (in
///   heights per second) whether to finish or cancel.
/// - **cancelled**: the transition is cancelled.
@MainActor
public final class PanToDismissInteraction {
    /// The pan recognizer; attach it with ``attach(to:)``.
    public let pan = PanGestureRecognizer()
    /// The transition the pan drives, while it drives one; `nil` otherwise.
    public private(set) var transition: PercentDrivenInteractiveTransition?
    private weak var controller: ViewController?

    /// Creates the interaction for `controller`, the screen the pan dismisses (held weakly).
    public init(controller: ViewController) {
        self.controller = controller
        pan.name = "dismiss-pan"
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            handle(pan)
        }
    }

    /// Adds the pan recognizer to `view`.
    public func attach(to view: View) {
        view.addGestureRecognizer(pan)
    }

    // MARK: - Internal API

    private func handle(_ pan: PanGestureRecognizer) {
        guard let controller else { return }
        let view: View = controller.view
        let height = max(view.bounds.height, 1)
        switch pan.state {
        case .began:
            let driven = PercentDrivenInteractiveTransition()
            transition = driven
            controller.dismiss(animated: true)
            if !controller.isBeingDismissed { transition = nil }
        case .changed:
            transition?.update(Double(pan.translation(in: view).y / height))
        case .ended:
            transition?.release(
                progress: Double(pan.translation(in: view).y / height),
                velocity: Double(pan.velocity(in: view).y / height))
            transition = nil
        case .cancelled:
            transition?.cancel()
            transition = nil
        default:
            break
        }
    }
}
