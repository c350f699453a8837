#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// Dismisses a presented controller interactively with a pan: the finger sets the transition's progress (the
    /// transition's animator moves the screens), and the release finishes or cancels by the core's rule, completing
    /// at the finger's velocity. The UIKit counterpart of the headless host's drag interaction controller.
    ///
    /// ```swift
    /// let pan = PanDismissInteraction(dismissing: card, towards: .bottom)
    /// pan.attach(to: card.view)
    /// let delegate = TimelineTransitioningDelegate(.cover(from: .bottom))
    /// delegate.dismissalInteraction = pan
    /// ```
    ///
    /// The progress is the translation towards ``edge`` over ``travel``, measured in window coordinates so a moving
    /// card does not skew it; the release velocity is the finger's velocity towards ``edge`` over the same travel
    /// (progress per second) — the core's ``/Choreograph/DragProgress``, as the headless host's drag interaction
    /// controller uses it. A pan that begins while this controller's dismissal completes grabs it. See
    /// ``GestureDismissInteraction`` for the states.
    @MainActor
    public final class PanDismissInteraction: GestureDismissInteraction {
        /// The recognizer, whose delegate and target this controller is. Attach it with
        /// ``GestureDismissInteraction/attach(to:)``.
        public let recognizer: UIPanGestureRecognizer
        /// The edge of the screen the finger moves towards to dismiss; ``/Choreograph/TransitionEdge/leading`` and
        /// ``/Choreograph/TransitionEdge/trailing`` follow the layout direction of the recognizer's view when the pan
        /// begins.
        public let edge: TransitionEdge
        /// The distance, in points, the finger travels for the whole dismissal, asked when the pan begins (or grabs);
        /// `nil` reads the length of the recognizer's view along the move (its height towards the top or bottom, else
        /// its width). A value that is not a finite number greater than 0 counts as 1
        /// (``/Choreograph/DragProgress/fallbackTravel``). Default `nil`.
        public var travel: (@MainActor () -> CGFloat)?

        private var drag = DragProgress(towards: .bottom, travel: 1)

        /// Creates a pan (named `pan-to-dismiss`) that dismisses `controller` when dragged towards `edge`.
        ///
        /// - Parameters:
        ///   - controller: The presented controller to dismiss.
        ///   - edge: The edge of the screen the finger moves towards to dismiss. Default
        ///     ``/Choreograph/TransitionEdge/bottom``.
        public init(dismissing controller: UIViewController, towards edge: TransitionEdge = .bottom) {
            self.edge = edge
            let made = UIPanGestureRecognizer()
            recognizer = made
            super.init(controller: controller, recognizer: made)
            recognizer.name = "pan-to-dismiss"
            recognizer.addTarget(self, action: #selector(handle(_:)))
        }

        @objc private func handle(_ pan: UIPanGestureRecognizer) {
            follow(
                pan.state,
                measure: {
                    let direction = pan.view?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
                    let length = DragProgress.length(of: pan.view?.bounds.size ?? .zero, towards: edge)
                    drag = DragProgress(
                        towards: edge, layoutDirection: LayoutDirection(direction),
                        travel: travel.map { Double($0()) } ?? length)
                },
                contribution: { drag.contribution(translation: pan.translation(in: nil)) },
                velocity: { drag.progressVelocity(pan.velocity(in: nil)) })
        }
    }
#endif
