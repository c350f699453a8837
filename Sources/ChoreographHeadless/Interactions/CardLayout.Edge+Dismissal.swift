import Choreograph

extension CardLayout.Edge {
    /// The way a finger drags the card off through this edge: ``DragInteractionController/Direction/up`` for the
    /// top, ``DragInteractionController/Direction/down`` for the bottom.
    public var dismissalDirection: DragInteractionController.Direction {
        self == .top ? .up : .down
    }
}
