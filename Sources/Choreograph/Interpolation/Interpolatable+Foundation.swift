import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Scalars

extension Double: Interpolatable {
    /// `self + (other − self) · fraction`: linear, not clamped, exactly `other` at `1`. Non-finite ends
    /// propagate; a non-finite fraction counts as `0` (NaN, `-∞`) or `1` (`+∞`).
    public func interpolated(to other: Double, fraction: Double) -> Double {
        let t = InterpolationMath.sanitized(fraction)
        return t == 1 ? other : self + (other - self) * t
    }
}

extension CGFloat: Interpolatable {
    /// `self + (other − self) · fraction`: linear, not clamped, exactly `other` at `1`. Non-finite ends
    /// propagate; a non-finite fraction counts as `0` (NaN, `-∞`) or `1` (`+∞`).
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        InterpolationMath.lerp(self, other, CGFloat(InterpolationMath.sanitized(fraction)))
    }
}

// MARK: - Geometry

extension CGPoint: Interpolatable {
    /// Each coordinate interpolated linearly, not clamped.
    public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
        let t = CGFloat(InterpolationMath.sanitized(fraction))
        return CGPoint(x: InterpolationMath.lerp(x, other.x, t), y: InterpolationMath.lerp(y, other.y, t))
    }
}

extension CGSize: Interpolatable {
    /// Width and height interpolated linearly, not clamped (extrapolating past a shrink can give a negative
    /// size).
    public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
        let t = CGFloat(InterpolationMath.sanitized(fraction))
        return CGSize(
            width: InterpolationMath.lerp(width, other.width, t),
            height: InterpolationMath.lerp(height, other.height, t)
        )
    }
}

// `CGRect.interpolated(to:fraction:)` is defined with the other rectangle helpers in CGRect+Geometry.swift.
extension CGRect: Interpolatable {}
