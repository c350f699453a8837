import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Blends two transforms, with all the decomposition work done once in `init` so that `value(at:)` is cheap
/// enough to call thousands of times per frame (no heap allocation, no matrix multiplication, at most one
/// sine-and-cosine evaluation, none when the rotation does not change).
///
/// The strategy is chosen at `init`:
/// - ``Strategy/constant`` when both ends are equal;
/// - ``Strategy/affine`` when both ends are 2D affine (`Transform3D.isAffine`): translation, per-axis scale,
///   the rotation angle and the remaining 2×2 shear are blended, as CSS does for 2D transforms;
/// - ``Strategy/decomposed`` otherwise: both ends are decomposed (`DecomposedTransform`), translation, scale,
///   skew and perspective blended linearly and the rotation by slerp along the shorter arc;
/// - ``Strategy/discrete`` when an end cannot be decomposed (an entry is NaN or infinite, `m44 == 0`, a
///   singular 3D matrix with perspective, or entries so large that the decomposition overflows): the value
///   switches from `from` to `to` at fraction `0.5`.
///
/// Blending parts instead of matrix entries keeps rotations rotations: identity → `rotation(π)` is
/// `rotation(π/2)` halfway, instead of collapsing through a scale of 0.
///
/// `value(at:)` returns `from` exactly at fraction `0` and `to` exactly at `1`. The fraction is not clamped:
/// outside `0...1` the parts extrapolate (a spring overshooting to 1.2 turns 20 % past the end). NaN and
/// `-∞` count as `0`, `+∞` as `1`.
public struct TransformInterpolator: Sendable {
    /// How an interpolator blends its ends; chosen once at `init`.
    public enum Strategy: Hashable, Sendable {
        /// Both ends are equal; every fraction gives `from`.
        case constant
        /// Both ends are 2D affine; the 2D decomposition is blended.
        case affine
        /// The 3D decompositions are blended.
        case decomposed
        /// An end cannot be decomposed; `from` below fraction `0.5`, `to` from `0.5` on.
        case discrete
    }

    enum Path: Sendable {
        case constant
        case affine(AffinePath)
        indirect case decomposed(DecomposedPath)
        case discrete
    }

    /// The value at fraction 0.
    public let from: Transform3D
    /// The value at fraction 1.
    public let to: Transform3D
    let path: Path

    // MARK: - Initializers

    /// Prepares to blend `from` into `to`, choosing and precomputing the strategy (see the type's notes).
    public init(from: Transform3D, to: Transform3D) {
        self.from = from
        self.to = to
        if from == to {
            path = .constant
        } else if !from.isFinite || !to.isFinite {
            path = .discrete
        } else if from.isAffine && to.isAffine {
            let affine = AffinePath(from: AffineDecomposition(from), to: AffineDecomposition(to))
            path = affine.isFinite ? .affine(affine) : .discrete
        } else if let start = DecomposedTransform(from), let end = DecomposedTransform(to) {
            path = .decomposed(DecomposedPath(from: start, to: end))
        } else {
            path = .discrete
        }
    }

    // MARK: - API

    /// The strategy chosen at `init`.
    public var strategy: Strategy {
        switch path {
        case .constant: return .constant
        case .affine: return .affine
        case .decomposed: return .decomposed
        case .discrete: return .discrete
        }
    }

    /// The transform `fraction` of the way from `from` to `to` (see the type's notes on range and fallbacks).
    @inline(__always)
    public func value(at fraction: Double) -> Transform3D {
        let t = CGFloat(InterpolationMath.sanitized(fraction))
        if t == 0 { return from }
        if t == 1 { return to }
        switch path {
        case .constant:
            return from
        case .affine(let affine):
            return affine.value(at: t)
        case .decomposed(let decomposed):
            return decomposed.value(at: t)
        case .discrete:
            return t < 0.5 ? from : to
        }
    }
}

// MARK: - Internal API

/// The precomputed 2D path: both aligned decompositions, and the rotation's cosine and sine when the angle does
/// not change (then sampling needs no trigonometry at all).
struct AffinePath: Sendable {
    let start: AffineDecomposition
    let end: AffineDecomposition
    let rotates: Bool
    let cosine: CGFloat
    let sine: CGFloat

    init(from: AffineDecomposition, to: AffineDecomposition) {
        let ends = AffineDecomposition.aligned(from, to)
        start = ends.from
        end = ends.to
        rotates = start.angle != end.angle
        cosine = cos(start.angle)
        sine = sin(start.angle)
    }

    var isFinite: Bool {
        start.isFinite && end.isFinite
    }

    @inline(__always)
    func value(at t: CGFloat) -> Transform3D {
        typealias M = InterpolationMath
        let parts = AffineDecomposition(
            translationX: M.lerp(start.translationX, end.translationX, t),
            translationY: M.lerp(start.translationY, end.translationY, t),
            scaleX: M.lerp(start.scaleX, end.scaleX, t),
            scaleY: M.lerp(start.scaleY, end.scaleY, t),
            angle: M.lerp(start.angle, end.angle, t),
            m11: M.lerp(start.m11, end.m11, t),
            m12: M.lerp(start.m12, end.m12, t),
            m21: M.lerp(start.m21, end.m21, t),
            m22: M.lerp(start.m22, end.m22, t)
        )
        return rotates ? parts.recomposed() : parts.recomposed(cosine: cosine, sine: sine)
    }
}

/// The precomputed 3D path: both decompositions, the rotation arc, and the rotation's rows when it does not
/// change (then sampling needs no trigonometry at all).
struct DecomposedPath: Sendable {
    let start: DecomposedTransform
    let end: DecomposedTransform
    let arc: QuaternionArc
    let fixedRotation: RotationRows?

    init(from: DecomposedTransform, to: DecomposedTransform) {
        start = from
        end = to
        arc = QuaternionArc(from: from.quaternion, to: to.quaternion)
        fixedRotation = arc.isStationary ? RotationRows(arc.value(at: 0)) : nil
    }

    @inline(__always)
    func value(at t: CGFloat) -> Transform3D {
        let parts = DecomposedTransform.blendLinearParts(start, end, t)
        if let fixedRotation {
            return parts.recomposed(rotation: fixedRotation)
        }
        return parts.recomposed(rotation: RotationRows(arc.value(at: t)))
    }
}
