import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The radii of a rounded rectangle's four corners, in points.
///
/// Radii are stored as given; `clamped(to:)` makes them drawable for a given size, and interpolation keeps
/// them non-negative.
public struct CornerRadii: Hashable, Sendable {
    // MARK: - Radii

    /// The radius of the top-left corner.
    public var topLeft: CGFloat
    /// The radius of the top-right corner.
    public var topRight: CGFloat
    /// The radius of the bottom-right corner.
    public var bottomRight: CGFloat
    /// The radius of the bottom-left corner.
    public var bottomLeft: CGFloat

    // MARK: - Initializers

    /// Creates radii corner by corner, clockwise from the top left.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(all radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// The same radius at every corner; the same as `CornerRadii(all: radius)`.
    public static func uniform(_ radius: CGFloat) -> CornerRadii {
        CornerRadii(all: radius)
    }

    /// Square corners: every radius `0`.
    public static let zero = CornerRadii(all: 0)

    // MARK: - Queries

    /// Whether all four radii are equal.
    public var isUniform: Bool {
        topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
    }

    // MARK: - Clamping

    /// The radii made drawable in a rectangle of `size`, as CSS does for `border-radius`: negative and NaN
    /// radii become `0` (and `+∞` the longest side); then, if two radii on one side add up to more than
    /// that side, **all** radii are scaled down by the same factor so that the most crowded side fits exactly
    /// and the shape keeps its proportions. A negative or non-finite dimension counts as `0`.
    public func clamped(to size: CGSize) -> CornerRadii {
        let width = CornerRadii.dimension(size.width)
        let height = CornerRadii.dimension(size.height)
        let longest = max(width, height)
        let radii = CornerRadii(
            topLeft: InterpolationMath.clamp(topLeft, 0, longest),
            topRight: InterpolationMath.clamp(topRight, 0, longest),
            bottomRight: InterpolationMath.clamp(bottomRight, 0, longest),
            bottomLeft: InterpolationMath.clamp(bottomLeft, 0, longest)
        )
        var factor: CGFloat = 1
        for (side, sum) in [
            (width, radii.topLeft + radii.topRight),
            (width, radii.bottomLeft + radii.bottomRight),
            (height, radii.topLeft + radii.bottomLeft),
            (height, radii.topRight + radii.bottomRight),
        ] where sum > side {
            factor = min(factor, side / sum)
        }
        guard factor < 1 else { return radii }
        return CornerRadii(
            topLeft: radii.topLeft * factor,
            topRight: radii.topRight * factor,
            bottomRight: radii.bottomRight * factor,
            bottomLeft: radii.bottomLeft * factor
        )
    }

    private static func dimension(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
