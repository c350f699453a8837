import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Distances inward from the edges of a rectangle, as `UIEdgeInsets`: a scroll view's content inset, a flow layout's
/// section inset.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge. Default 0.
    public var top: CGFloat
    /// The inset from the left edge. Default 0.
    public var left: CGFloat
    /// The inset from the bottom edge. Default 0.
    public var bottom: CGFloat
    /// The inset from the right edge. Default 0.
    public var right: CGFloat

    /// Creates insets from the four distances (each default 0).
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// Whether all four distances are finite numbers.
    var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }
}
