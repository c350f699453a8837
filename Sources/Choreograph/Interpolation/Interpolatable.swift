import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - API

/// A value that can be blended with another value of the same type.
///
/// `fraction` is **not clamped**: `0` gives `self`, `1` gives `other`, values in between blend, and values
/// outside `0...1` extrapolate linearly where that makes sense (a spring that overshoots samples at 1.2).
/// Each conformance documents what it does beyond the ends, e.g. colour components are clamped to `0...1`
/// and corner radii to `≥ 0` after extrapolating.
///
/// A non-finite fraction never produces garbage: every conformance in this module treats NaN and `-∞`
/// as `0` and `+∞` as `1`.
public protocol Interpolatable {
    /// The value `fraction` of the way from `self` to `other`; see the protocol's notes on the range.
    func interpolated(to other: Self, fraction: Double) -> Self
}

/// The value `fraction` of the way from `from` to `to`: the same as `from.interpolated(to: to, fraction:
/// fraction)`, for call sites that read better as a function.
public func interpolate<T: Interpolatable>(_ from: T, _ to: T, _ fraction: Double) -> T {
    from.interpolated(to: to, fraction: fraction)
}

// MARK: - Internal API

/// Small numeric helpers shared by the conformances.
enum InterpolationMath {
    /// `fraction` with non-finite values replaced: NaN and `-∞` become `0`, `+∞` becomes `1`.
    @inline(__always)
    static func sanitized(_ fraction: Double) -> Double {
        if fraction.isFinite { return fraction }
        return fraction == .infinity ? 1 : 0
    }

    /// Linear interpolation `a + (b − a)·t`; exactly `a` at `t = 0`, exactly `b` at `t = 1`, and exactly `a`
    /// for every `t` when `a == b`, so a property that does not change stays bit-for-bit constant.
    @inline(__always)
    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat {
        t == 1 ? b : a + (b - a) * t
    }

    /// `value` limited to `lower...upper`, with NaN mapped to `lower`.
    @inline(__always)
    static func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        if value > lower {
            return value < upper ? value : upper
        }
        return lower
    }
}
