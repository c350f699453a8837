#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Dismisses a screen interactively with a vertical pan, through a `UIPercentDrivenInteractiveTransition`.
///
/// Following the gesture's states:
/// - **began**: a fresh percent-driven transition is made and the controller is asked to dismiss; its transitioning
///   delegate vends ``transition`` as the interaction controller. When the dismissal did not start (a transition is
///   already running) the rest of the gesture is ignored, so nothing is left pending.
/// - **changed**: the progress is the downward translation divided by the view's height.
/// - **ended**: ``InteractiveRelease`` decides from the progress and the velocity (in heights per second) whether to
///   finish or cancel.
/// - **cancelled**: the transition is cancelled.
@MainActor
public final class PanToDismissInteraction {
    /// The pan recognizer (`dismiss-pan`); attach it with ``attach(to:)``.
    public let pan = UIPanGestureRecognizer()
    /// The transition the pan drives, while it drives one; `nil` otherwise.
    public private(set) var transition: UIPercentDrivenInteractiveTransition?
    private weak var controller: UIViewController?

    /// Creates the interaction for `controller`, the screen the pan dismisses (held weakly).
    public init(controller: UIViewController) {
        self.controller = controller
        pan.name = "dismiss-pan"
        pan.addHandler { [weak self] pan in self?.handle(pan) }
    }

    /// Adds the pan recognizer to `view`.
    public func attach(to view: UIView) {
        view.addGestureRecognizer(pan)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let controller, let view = controller.view else { return }
        let height = max(view.bounds.height, 1)
        if pan.state == .began {
            transition = UIPercentDrivenInteractiveTransition()
            controller.dismiss(animated: true)
            if !controller.isBeingDismissed { transition = nil }
        } else if transition?.follow(pan, in: view, vertical: true, length: height) == true {
            transition = nil
        }
    }
}
