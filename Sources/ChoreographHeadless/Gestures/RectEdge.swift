/// A set of rectangle edges, as `UIRectEdge`: which edges of the screen a ``ScreenEdgePanGestureRecognizer`` listens
/// to.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge (least y).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge (least x).
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge (greatest y).
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge (greatest x).
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
