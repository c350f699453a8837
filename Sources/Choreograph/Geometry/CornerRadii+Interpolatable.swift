import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Interpolatable

extension CornerRadii: Interpolatable {
    /// Each radius interpolated linearly, not clamped above; a result below `0` (extrapolating past a shrink)
    /// or NaN becomes `0`. A non-finite fraction counts as `0` (NaN, `-∞`) or `1` (`+∞`).
    @inline(__always)
    public func interpolated(to other: CornerRadii, fraction: Double) -> CornerRadii {
        typealias M = InterpolationMath
        let t = CGFloat(M.sanitized(fraction))
        return CornerRadii(
            topLeft: M.clamp(M.lerp(topLeft, other.topLeft, t), 0, .infinity),
            topRight: M.clamp(M.lerp(topRight, other.topRight, t), 0, .infinity),
            bottomRight: M.clamp(M.lerp(bottomRight, other.bottomRight, t), 0, .infinity),
            bottomLeft: M.clamp(M.lerp(bottomLeft, other.bottomLeft, t), 0, .infinity)
        )
    }
}
