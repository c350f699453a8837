import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The order a cascade (``ElementModifier/cascade(delta:direction:)``) starts its elements in, by their centers in
/// the container's coordinates.
public enum CascadeDirection: Hashable, Sendable, CustomStringConvertible {
    /// Smallest y first.
    case topToBottom
    /// Largest y first.
    case bottomToTop
    /// Smallest x first.
    case leftToRight
    /// Largest x first.
    case rightToLeft
    /// From the leading edge: left to right in left-to-right layouts, right to left in right-to-left ones.
    case leadingToTrailing
    /// From the trailing edge.
    case trailingToLeading
    /// Nearest to the point first.
    case radial(x: CGFloat, y: CGFloat)
    /// Farthest from the point first.
    case inverseRadial(x: CGFloat, y: CGFloat)

    /// The direction's name, for example `topToBottom` or `radial(x: 10.0, y: 20.0)`.
    public var description: String {
        switch self {
        case .topToBottom: "topToBottom"
        case .bottomToTop: "bottomToTop"
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        case .leadingToTrailing: "leadingToTrailing"
        case .trailingToLeading: "trailingToLeading"
        case .radial(let x, let y): "radial(x: \(x), y: \(y))"
        case .inverseRadial(let x, let y): "inverseRadial(x: \(x), y: \(y))"
        }
    }

    /// The key the direction orders a center by, smallest first.
    func key(_ center: CGPoint, layoutDirection: LayoutDirection) -> CGFloat {
        switch self {
        case .topToBottom: center.y
        case .bottomToTop: -center.y
        case .leftToRight: center.x
        case .rightToLeft: -center.x
        case .leadingToTrailing: layoutDirection == .leftToRight ? center.x : -center.x
        case .trailingToLeading: layoutDirection == .leftToRight ? -center.x : center.x
        case .radial(let x, let y): hypot(center.x - x, center.y - y)
        case .inverseRadial(let x, let y): -hypot(center.x - x, center.y - y)
        }
    }
}
