/// The pan of a sheet: a ``PanGestureRecognizer`` that also says when a finger lands and when the recognizer resets,
/// so that a sheet still settling stops under the finger at once, and settles on if no drag follows
/// (<doc:SheetPresentations#Dragging>).
@MainActor
final class SheetPanGestureRecognizer: PanGestureRecognizer {
    /// Called after the first finger lands.
    var onTouchDown: (() -> Void)?
    /// Called after the recognizer resets: the gesture ended, was cancelled or failed.
    var onReset: (() -> Void)?

    override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if numberOfTouches == touches.count { onTouchDown?() }
    }

    override func reset() {
        super.reset()
        onReset?()
    }
}
