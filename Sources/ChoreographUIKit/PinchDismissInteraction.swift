#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// Dismisses a presented controller interactively with a pinch: the fingers closing set the transition's
    /// progress — 0 at the fingers' distance when they came down, 1 once they have closed to ``closedScale`` of it —
    /// and the release finishes or cancels by the core's rule. The UIKit counterpart of the headless host's pinch
    /// interaction controller.
    ///
    /// ```swift
    /// let pinch = PinchDismissInteraction(dismissing: photo)
    /// pinch.attach(to: photo.view)
    /// let delegate = TimelineTransitioningDelegate(.zoom(from: "herb-2"))
    /// delegate.dismissalInteraction = pinch
    /// ```
    ///
    /// The progress is `(1 − scale) / (1 − closedScale)`; the release velocity is the pinch's velocity turned into
    /// progress per second, `−velocity / (1 − closedScale)` — the core's ``/Choreograph/PinchProgress``, as the
    /// headless host's pinch interaction controller uses it. A pinch that begins while this controller's dismissal
    /// completes grabs it. See ``GestureDismissInteraction`` for the states.
    @MainActor
    public final class PinchDismissInteraction: GestureDismissInteraction {
        /// The closed scale used when ``closedScale`` is outside `0..<1` or not finite: 0.5
        /// (``/Choreograph/PinchProgress/defaultClosedScale``).
        public static let defaultClosedScale = CGFloat(PinchProgress.defaultClosedScale)

        /// The recognizer, whose delegate and target this controller is. Attach it with
        /// ``GestureDismissInteraction/attach(to:)``.
        public let recognizer: UIPinchGestureRecognizer
        /// The pinch scale that completes the dismissal, read once the pinch has started a dismissal (a pinch that
        /// grabs one keeps the scale it started with); a value that is not a finite number in `0..<1` counts as
        /// ``defaultClosedScale``. Default 0.5.
        public var closedScale: CGFloat = defaultClosedScale

        private var pinchProgress = PinchProgress()

        /// Creates a pinch (named `pinch-to-dismiss`) that dismisses `controller` when the fingers close.
        ///
        /// - Parameter controller: The presented controller to dismiss.
        public init(dismissing controller: UIViewController) {
            let made = UIPinchGestureRecognizer()
            recognizer = made
            super.init(controller: controller, recognizer: made)
            recognizer.name = "pinch-to-dismiss"
            recognizer.addTarget(self, action: #selector(handle(_:)))
        }

        @objc private func handle(_ pinch: UIPinchGestureRecognizer) {
            follow(
                pinch.state,
                started: { pinchProgress = PinchProgress(closedScale: Double(closedScale)) },
                contribution: { pinchProgress.contribution(scale: Double(pinch.scale)) },
                velocity: { pinchProgress.progressVelocity(Double(pinch.velocity)) })
        }
    }
#endif
