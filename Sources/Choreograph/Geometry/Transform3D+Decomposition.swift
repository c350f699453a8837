import Foundation

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

// MARK: - Internal API

/// The scale, skew and rotation of a 3×3 linear part given by its rows, found by Gram–Schmidt.
private struct LinearPart {
    var scale: DecomposedTransform.Vector3
    var skew: DecomposedTransform.Skew
    var quaternion: DecomposedTransform.Quaternion

    typealias Vector3 = DecomposedTransform.Vector3

    /// Rows shorter than this fraction of the longest row count as zero.
    static let relativeTolerance: CGFloat = 1e-10

    init?(_ row0: Vector3, _ row1: Vector3, _ row2: Vector3) {
        let tolerance = max(row0.length, row1.length, row2.length) * LinearPart.relativeTolerance

        // X scale and first axis.
        var scaleX = row0.length
        var axis0: Vector3? = nil
        if scaleX > tolerance {
            axis0 = row0 * (1 / scaleX)
        } else {
            scaleX = 0
        }

        // XY shear, Y scale and second axis.
        var shearXY = axis0.map { $0.dot(row1) } ?? 0
        let rest1 = row1 - (axis0 ?? .zero) * shearXY
        var scaleY = rest1.length
        var axis1: Vector3? = nil
        if scaleY > tolerance {
            axis1 = rest1 * (1 / scaleY)
            shearXY /= scaleY
        } else if row1.length > tolerance {
            return nil  // row 1 is a non-zero multiple of row 0
        } else {
            scaleY = 0
            shearXY = 0
        }

        // XZ and YZ shears, Z scale and third axis.
        var shearXZ = axis0.map { $0.dot(row2) } ?? 0
        var rest2 = row2 - (axis0 ?? .zero) * shearXZ
        var shearYZ = axis1.map { $0.dot(rest2) } ?? 0
        rest2 = rest2 - (axis1 ?? .zero) * shearYZ
        var scaleZ = rest2.length
        var axis2: Vector3? = nil
        if scaleZ > tolerance {
            axis2 = rest2 * (1 / scaleZ)
            shearXZ /= scaleZ
            shearYZ /= scaleZ
        } else if row2.length > tolerance {
            return nil  // row 2 lies in the span of rows 0 and 1
        } else {
            scaleZ = 0
            shearXZ = 0
            shearYZ = 0
        }

        // Complete the axes of zero rows to a right-handed orthonormal basis.
        var axes = LinearPart.completed(axis0, axis1, axis2)

        // A mirrored basis: negate the scales and the axes so the axes form a proper rotation.
        if axes.0.dot(axes.1.cross(axes.2)) < 0 {
            scaleX = -scaleX
            scaleY = -scaleY
            scaleZ = -scaleZ
            axes = (-axes.0, -axes.1, -axes.2)
        }

        scale = Vector3(x: scaleX, y: scaleY, z: scaleZ)
        skew = DecomposedTransform.Skew(xy: shearXY, xz: shearXZ, yz: shearYZ)
        quaternion = LinearPart.quaternion(rows: axes.0, axes.1, axes.2)
    }

    /// Fills in missing axes: from the cross product of the other two when both are known, otherwise from the
    /// coordinate axis with the largest part orthogonal to the known ones (its own axis first, so a scale of 0
    /// along x alone keeps the rotation at identity).
    static func completed(_ a0: Vector3?, _ a1: Vector3?, _ a2: Vector3?) -> (Vector3, Vector3, Vector3) {
        var axis0 = a0
        var axis1 = a1
        var axis2 = a2
        if axis0 == nil {
            axis0 = cross(axis1, axis2) ?? orthogonal(preferring: 0, to: axis1, axis2)
        }
        if axis1 == nil {
            axis1 = cross(axis2, axis0) ?? orthogonal(preferring: 1, to: axis0, axis2)
        }
        if axis2 == nil {
            axis2 = cross(axis0, axis1) ?? orthogonal(preferring: 2, to: axis0, axis1)
        }
        return (
            axis0 ?? Vector3(x: 1, y: 0, z: 0),
            axis1 ?? Vector3(x: 0, y: 1, z: 0),
            axis2 ?? Vector3(x: 0, y: 0, z: 1)
        )
    }

    /// `a × b` when both are known.
    static func cross(_ a: Vector3?, _ b: Vector3?) -> Vector3? {
        guard let a, let b else { return nil }
        return a.cross(b)
    }

    /// A unit vector orthogonal to the given unit vectors (at most one of them non-nil), built from a
    /// coordinate axis, trying axis `preferred` first.
    static func orthogonal(preferring preferred: Int, to first: Vector3?, _ second: Vector3?) -> Vector3 {
        let units = [Vector3(x: 1, y: 0, z: 0), Vector3(x: 0, y: 1, z: 0), Vector3(x: 0, y: 0, z: 1)]
        var best = units[preferred]
        var bestLength: CGFloat = -1
        for offset in 0..<3 {
            var candidate = units[(preferred + offset) % 3]
            for known in [first, second] {
                if let known { candidate = candidate - known * known.dot(candidate) }
            }
            let length = candidate.length
            if length > 0.5 { return candidate * (1 / length) }
            if length > bestLength {
                best = candidate * (1 / length)
                bestLength = length
            }
        }
        return best
    }

    /// The unit quaternion (with `w ≥ 0`) of a rotation given by its rows in the row-vector convention, by
    /// Shepperd's method: the largest of `w, x, y, z` is found from the diagonal and the others from the
    /// off-diagonal entries, which is stable for every angle including `π`.
    static func quaternion(rows r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> DecomposedTransform.Quaternion {
        let (m11, m12, m13) = (r0.x, r0.y, r0.z)
        let (m21, m22, m23) = (r1.x, r1.y, r1.z)
        let (m31, m32, m33) = (r2.x, r2.y, r2.z)
        let trace = m11 + m22 + m33
        var x: CGFloat
        var y: CGFloat
        var z: CGFloat
        var w: CGFloat
        if trace >= m11, trace >= m22, trace >= m33 {
            w = 0.5 * max(1 + trace, 0).squareRoot()
            let k = 1 / (4 * w)
            x = (m23 - m32) * k
            y = (m31 - m13) * k
            z = (m12 - m21) * k
        } else if m11 >= m22, m11 >= m33 {
            x = 0.5 * max(1 + m11 - m22 - m33, 0).squareRoot()
            let k = 1 / (4 * x)
            w = (m23 - m32) * k
            y = (m12 + m21) * k
            z = (m13 + m31) * k
        } else if m22 >= m33 {
            y = 0.5 * max(1 - m11 + m22 - m33, 0).squareRoot()
            let k = 1 / (4 * y)
            w = (m31 - m13) * k
            x = (m12 + m21) * k
            z = (m23 + m32) * k
        } else {
            z = 0.5 * max(1 - m11 - m22 + m33, 0).squareRoot()
            let k = 1 / (4 * z)
            w = (m12 - m21) * k
            x = (m13 + m31) * k
            y = (m23 + m32) * k
        }
        let norm = (x * x + y * y + z * z + w * w).squareRoot()
        let sign: CGFloat = w < 0 ? -1 : 1
        let scale = sign / norm
        return DecomposedTransform.Quaternion(x: x * scale, y: y * scale, z: z * scale, w: w * scale)
    }
}

/// A rotation matrix as its three rows in the row-vector convention (the images of the x, y and z axes).
struct RotationRows: Sendable {
    var row0: DecomposedTransform.Vector3
    var row1: DecomposedTransform.Vector3
    var row2: DecomposedTransform.Vector3

    /// The rotation of a unit quaternion, in the same sense as `Transform3D(rotationAngle:x:y:z:)`.
    @inline(__always)
    init(_ q: DecomposedTransform.Quaternion) {
        let xx = q.x * q.x
        let yy = q.y * q.y
        let zz = q.z * q.z
        let xy = q.x * q.y
        let xz = q.x * q.z
        let yz = q.y * q.z
        let xw = q.x * q.w
        let yw = q.y * q.w
        let zw = q.z * q.w
        row0 = DecomposedTransform.Vector3(x: 1 - 2 * (yy + zz), y: 2 * (xy + zw), z: 2 * (xz - yw))
        row1 = DecomposedTransform.Vector3(x: 2 * (xy - zw), y: 1 - 2 * (xx + zz), z: 2 * (yz + xw))
        row2 = DecomposedTransform.Vector3(x: 2 * (xz + yw), y: 2 * (yz - xw), z: 1 - 2 * (xx + yy))
    }
}
