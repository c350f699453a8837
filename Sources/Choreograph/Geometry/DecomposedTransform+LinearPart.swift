import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// The scale, skew and rotation of a 3×3 linear part given by its rows, found by Gram–Schmidt.
struct LinearPart {
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
