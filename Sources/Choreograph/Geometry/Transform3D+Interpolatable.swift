import Foundation

// MARK: - Interpolatable

extension Transform3D: Interpolatable {
    /// The transform `fraction` of the way to `other`, blended part by part: the 2D decomposition when both
    /// ends are affine, the 3D decomposition otherwise, a discrete switch at `0.5` when an end cannot be
    /// decomposed. Exactly `self` at `0` and `other` at `1`; not clamped.
    ///
    /// Each call decomposes both ends. To sample the same pair many times, make a `TransformInterpolator`
    /// once and call its `value(at:)`, which gives the same results.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        TransformInterpolator(from: self, to: other).value(at: fraction)
    }
}
