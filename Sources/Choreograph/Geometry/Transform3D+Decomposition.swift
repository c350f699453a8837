import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A `Transform3D` split into translation, scale, skew, perspective and rotation — the "unmatrix"
/// decomposition of Graphics Gems II, as specified by CSS Transforms Module Level 2 ("Decomposing a 3D
/// matrix") — so that two transforms can be blended part by part.
///
/// In the row-vector convention of `Transform3D` the parts recompose as
/// `scale · skew · rotation · translation · perspective`: a point is scaled first and projected last.
/// Blending the parts (`interpolated(to:fraction:)`) keeps a rotation a rotation, where blending matrix
/// entries would shrink it through zero.
///
/// The decomposition normalizes the matrix by `m44`, so `recomposed()` returns the original divided by
/// `m44` (identical for every transform built from this package's constructors, which have `m44 == 1`).
///
/// Unlike the CSS algorithm, a linear part with **zero-length rows** (a scale of 0 along some axes) and no
/// perspective still decomposes: those axes get a scale of 0 and the rotation is completed to a proper
/// one, so scaling from or to 0 interpolates smoothly.
public struct DecomposedTransform: Hashable, Sendable {
    // MARK: - Parts

    /// The translation, `(m41, m42, m43)` of the normalized matrix. Default value is `.zero`.
    public var translation: Vector3
    /// The scale along each axis; negative when the matrix mirrors. Default value is `(1, 1, 1)`.
    public var scale: Vector3
    /// The shears. Default value is `.zero`.
    public var skew: Skew
    /// The perspective part. Default value is `.noPerspective`, `(0, 0, 0, 1)`.
    public var perspective: Vector4
    /// The rotation as a unit quaternion with `w ≥ 0`. Default value is `.identity`.
    public var quaternion: Quaternion

    // MARK: - Initializers

    /// Creates a decomposition from its parts; every parameter defaults to "no change".
    ///
    /// - Parameters:
    ///   - translation: Default value is `.zero`.
    ///   - scale: Default value is `(1, 1, 1)`.
    ///   - skew: Default value is `.zero`.
    ///   - perspective: Default value is `.noPerspective`.
    ///   - quaternion: Default value is `.identity`.
    public init(
        translation: Vector3 = .zero,
        scale: Vector3 = Vector3(x: 1, y: 1, z: 1),
        skew: Skew = .zero,
        perspective: Vector4 = .noPerspective,
        quaternion: Quaternion = .identity
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The decomposition of `Transform3D.identity`.
    public static let identity = DecomposedTransform()

    /// Decomposes `transform`, or returns `nil` when it cannot be decomposed:
    /// - an entry is NaN or infinite;
    /// - `m44 == 0`;
    /// - the matrix has perspective (`m14`, `m24` or `m34` non-zero) and its upper-left 3×3 part is singular
    ///   (`|det| < Transform3D.singularityThreshold`), so the perspective cannot be solved for;
    /// - two rows of the upper-left 3×3 part are linearly dependent without one of them being zero (a
    ///   projection onto a line or plane that is not a plain scale by 0).
    public init?(_ transform: Transform3D) {
        guard transform.isFinite, transform.m44 != 0 else { return nil }
        let t = transform
        let weight = t.m44
        let row0 = Vector3(x: t.m11 / weight, y: t.m12 / weight, z: t.m13 / weight)
        let row1 = Vector3(x: t.m21 / weight, y: t.m22 / weight, z: t.m23 / weight)
        let row2 = Vector3(x: t.m31 / weight, y: t.m32 / weight, z: t.m33 / weight)
        let column = Vector3(x: t.m14 / weight, y: t.m24 / weight, z: t.m34 / weight)
        let offset = Vector3(x: t.m41 / weight, y: t.m42 / weight, z: t.m43 / weight)

        // Perspective: solve [A 0; t 1] · (p; w) = (column; 1) for the perspective part (p; w).
        var perspective = Vector4.noPerspective
        if column != .zero {
            let c12 = row1.cross(row2)
            let c20 = row2.cross(row0)
            let c01 = row0.cross(row1)
            let det = row0.dot(c12)
            guard abs(det) >= Transform3D.singularityThreshold else { return nil }
            let solution = (c12 * column.x + c20 * column.y + c01 * column.z) * (1 / det)
            perspective = Vector4(x: solution.x, y: solution.y, z: solution.z, w: 1 - offset.dot(solution))
        }

        guard let linear = LinearPart(row0, row1, row2) else { return nil }
        self.init(
            translation: offset,
            scale: linear.scale,
            skew: linear.skew,
            perspective: perspective,
            quaternion: linear.quaternion
        )
        guard isFinite else { return nil }
    }

    /// Whether every component is finite.
    var isFinite: Bool {
        translation.isFinite && scale.isFinite && skew.xy.isFinite && skew.xz.isFinite && skew.yz.isFinite
            && perspective.x.isFinite && perspective.y.isFinite && perspective.z.isFinite
            && perspective.w.isFinite && quaternion.x.isFinite && quaternion.y.isFinite
            && quaternion.z.isFinite && quaternion.w.isFinite
    }

    // MARK: - Recomposing

    /// The transform these parts describe: `scale · skew · rotation · translation · perspective`, computed in
    /// closed form (no 4×4 multiplication). The quaternion is used as stored; pass a unit quaternion.
    public func recomposed() -> Transform3D {
        recomposed(rotation: RotationRows(quaternion))
    }

    /// The transform these parts describe with the rotation given as rows instead of `quaternion`.
    @inline(__always)
    func recomposed(rotation r: RotationRows) -> Transform3D {
        // Linear part A = S · U · R, U the unit lower-triangular skew.
        let a0 = r.row0 * scale.x
        let a1 = (r.row1 + r.row0 * skew.xy) * scale.y
        let a2 = (r.row2 + r.row0 * skew.xz + r.row1 * skew.yz) * scale.z
        let p = Vector3(x: perspective.x, y: perspective.y, z: perspective.z)
        return Transform3D(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: a0.dot(p),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: a1.dot(p),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: a2.dot(p),
            m41: translation.x, m42: translation.y, m43: translation.z, m44: translation.dot(p) + perspective.w
        )
    }

    // MARK: - Interpolating

    /// The parts `fraction` of the way to `other`: translation, scale, skew and perspective are interpolated
    /// linearly, the rotation by spherical linear interpolation along the shorter arc.
    ///
    /// `fraction` is not clamped (values outside `0...1` extrapolate); NaN and `-∞` count as `0`, `+∞` as
    /// `1`. This is the general 3D path; `TransformInterpolator` uses a cheaper 2D path when both ends are
    /// affine and precomputes the rotation arc.
    public func interpolated(to other: DecomposedTransform, fraction: Double) -> DecomposedTransform {
        let t = CGFloat(InterpolationMath.sanitized(fraction))
        var result = DecomposedTransform.blendLinearParts(self, other, t)
        result.quaternion = QuaternionArc(from: quaternion, to: other.quaternion).value(at: t)
        return result
    }

    /// Blends translation, scale, skew and perspective of `a` and `b`; the quaternion is `a`'s.
    @inline(__always)
    static func blendLinearParts(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: CGFloat)
        -> DecomposedTransform
    {
        typealias M = InterpolationMath
        return DecomposedTransform(
            translation: Vector3(
                x: M.lerp(a.translation.x, b.translation.x, t),
                y: M.lerp(a.translation.y, b.translation.y, t),
                z: M.lerp(a.translation.z, b.translation.z, t)
            ),
            scale: Vector3(
                x: M.lerp(a.scale.x, b.scale.x, t),
                y: M.lerp(a.scale.y, b.scale.y, t),
                z: M.lerp(a.scale.z, b.scale.z, t)
            ),
            skew: Skew(
                xy: M.lerp(a.skew.xy, b.skew.xy, t),
                xz: M.lerp(a.skew.xz, b.skew.xz, t),
                yz: M.lerp(a.skew.yz, b.skew.yz, t)
            ),
            perspective: Vector4(
                x: M.lerp(a.perspective.x, b.perspective.x, t),
                y: M.lerp(a.perspective.y, b.perspective.y, t),
                z: M.lerp(a.perspective.z, b.perspective.z, t),
                w: M.lerp(a.perspective.w, b.perspective.w, t)
            ),
            quaternion: a.quaternion
        )
    }
}
