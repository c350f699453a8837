import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Interpolatable

extension Color: Interpolatable {
    /// The colour `fraction` of the way to `other`, blended in **premultiplied** form: each colour's
    /// components are multiplied by its alpha, the four premultiplied values interpolated linearly, and the
    /// result divided by the blended alpha. Red → `.clear` therefore stays pure red while its alpha falls,
    /// with no dark fringe.
    ///
    /// `fraction` is not clamped; afterwards alpha and the components are clamped to `0...1` (NaN counts as
    /// 0). When the blended alpha is `0` or less the result is `.clear` (all components `0`). Ends are
    /// clamped to `0...1` before blending. A non-finite fraction counts as `0` (NaN, `-∞`) or `1` (`+∞`).
    @inline(__always)
    public func interpolated(to other: Color, fraction: Double) -> Color {
        typealias M = InterpolationMath
        let t = CGFloat(M.sanitized(fraction))
        let a = Premultiplied(self)
        let b = Premultiplied(other)
        let alpha = M.lerp(a.alpha, b.alpha, t)
        guard alpha > 0 else { return .clear }
        let unpremultiply = 1 / alpha
        return Color(
            red: M.clamp(M.lerp(a.red, b.red, t) * unpremultiply, 0, 1),
            green: M.clamp(M.lerp(a.green, b.green, t) * unpremultiply, 0, 1),
            blue: M.clamp(M.lerp(a.blue, b.blue, t) * unpremultiply, 0, 1),
            alpha: M.clamp(alpha, 0, 1)
        )
    }
}

/// A colour with its components multiplied by its alpha, all clamped to `0...1` first.
private struct Premultiplied {
    var red: CGFloat
    var green: CGFloat
    var blue: CGFloat
    var alpha: CGFloat

    @inline(__always)
    init(_ color: Color) {
        alpha = InterpolationMath.clamp(color.alpha, 0, 1)
        red = InterpolationMath.clamp(color.red, 0, 1) * alpha
        green = InterpolationMath.clamp(color.green, 0, 1) * alpha
        blue = InterpolationMath.clamp(color.blue, 0, 1) * alpha
    }
}
