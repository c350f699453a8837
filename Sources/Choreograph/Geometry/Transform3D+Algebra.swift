import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Products

extension Transform3D {
    /// The product `self * other`: `self` is applied first, then `other`, like `CATransform3DConcat(self, other)`.
    ///
    /// For example `Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 10, y: 0))` maps
    /// `(1, 0)` to `(12, 0)`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31 + m14 * other.m41,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32 + m14 * other.m42,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33 + m14 * other.m43,
            m14: m11 * other.m14 + m12 * other.m24 + m13 * other.m34 + m14 * other.m44,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31 + m24 * other.m41,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32 + m24 * other.m42,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33 + m24 * other.m43,
            m24: m21 * other.m14 + m22 * other.m24 + m23 * other.m34 + m24 * other.m44,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31 + m34 * other.m41,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32 + m34 * other.m42,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33 + m34 * other.m43,
            m34: m31 * other.m14 + m32 * other.m24 + m33 * other.m34 + m34 * other.m44,
            m41: m41 * other.m11 + m42 * other.m21 + m43 * other.m31 + m44 * other.m41,
            m42: m41 * other.m12 + m42 * other.m22 + m43 * other.m32 + m44 * other.m42,
            m43: m41 * other.m13 + m42 * other.m23 + m43 * other.m33 + m44 * other.m43,
            m44: m41 * other.m14 + m42 * other.m24 + m43 * other.m34 + m44 * other.m44
        )
    }
}

// MARK: - Determinant and inverse

extension Transform3D {
    /// The smallest absolute determinant `inverted()` accepts; below it the matrix counts as singular.
    public static let singularityThreshold: CGFloat = 1e-12

    /// The determinant of the 4×4 matrix. It is NaN when an entry is NaN.
    public var determinant: CGFloat {
        let minors = Minors(self)
        return minors.determinant
    }

    /// The inverse transform, such that `t.concatenating(t.inverted()!)` is the identity up to rounding.
    ///
    /// Returns `nil` when the matrix is singular (`|determinant| < singularityThreshold`, `1e-12`) or when the
    /// determinant or an entry of the result is not finite.
    public func inverted() -> Transform3D? {
        let minors = Minors(self)
        let det = minors.determinant
        guard det.isFinite, abs(det) >= Transform3D.singularityThreshold else { return nil }
        let inverse = 1 / det
        let (s0, s1, s2, s3, s4, s5) = (minors.s0, minors.s1, minors.s2, minors.s3, minors.s4, minors.s5)
        let (c0, c1, c2, c3, c4, c5) = (minors.c0, minors.c1, minors.c2, minors.c3, minors.c4, minors.c5)
        let result = Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * inverse,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * inverse,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * inverse,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * inverse,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * inverse,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * inverse,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * inverse,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * inverse,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * inverse,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * inverse,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * inverse,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * inverse,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * inverse,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * inverse,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * inverse,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * inverse
        )
        return result.isFinite ? result : nil
    }
}

/// The twelve 2×2 minors of the top two and bottom two rows, from which the determinant and the adjugate of a
/// 4×4 matrix follow (Laplace expansion by complementary minors).
private struct Minors {
    var s0, s1, s2, s3, s4, s5: CGFloat
    var c0, c1, c2, c3, c4, c5: CGFloat

    init(_ t: Transform3D) {
        s0 = t.m11 * t.m22 - t.m21 * t.m12
        s1 = t.m11 * t.m23 - t.m21 * t.m13
        s2 = t.m11 * t.m24 - t.m21 * t.m14
        s3 = t.m12 * t.m23 - t.m22 * t.m13
        s4 = t.m12 * t.m24 - t.m22 * t.m14
        s5 = t.m13 * t.m24 - t.m23 * t.m14
        c5 = t.m33 * t.m44 - t.m43 * t.m34
        c4 = t.m32 * t.m44 - t.m42 * t.m34
        c3 = t.m32 * t.m43 - t.m42 * t.m33
        c2 = t.m31 * t.m44 - t.m41 * t.m34
        c1 = t.m31 * t.m43 - t.m41 * t.m33
        c0 = t.m31 * t.m42 - t.m41 * t.m32
    }

    var determinant: CGFloat {
        s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }
}

// MARK: - Applying to geometry

extension Transform3D {
    /// Transforms a point of the z = 0 plane: `[x y 0 1] * M`, then divides x and y by the resulting w.
    ///
    /// When w is not positive or not finite (the point lies at or behind the eye of a perspective), the
    /// division is skipped and the point is returned **unprojected**, `(x', y')` before dividing by w. That
    /// keeps the result finite for finite input instead of flipping through infinity. Affine transforms have
    /// w = 1 and never take this fallback.
    public func apply(to point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 0, w.isFinite, w != 1 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The bounding box of the four transformed corners of `rect` (each through `apply(to:)`), like
    /// `CGRectApplyAffineTransform` for affine transforms.
    ///
    /// `CGRect.null` and `CGRect.infinite` are returned unchanged. If a corner maps to a non-finite point, the
    /// result is `CGRect.null`.
    public func apply(to rect: CGRect) -> CGRect {
        if rect.isNull || rect.isInfinite { return rect }
        let a = apply(to: CGPoint(x: rect.minX, y: rect.minY))
        let b = apply(to: CGPoint(x: rect.maxX, y: rect.minY))
        let c = apply(to: CGPoint(x: rect.maxX, y: rect.maxY))
        let d = apply(to: CGPoint(x: rect.minX, y: rect.maxY))
        let allFinite =
            a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite
            && c.x.isFinite && c.y.isFinite && d.x.isFinite && d.y.isFinite
        guard allFinite else { return .null }
        let minX = min(min(a.x, b.x), min(c.x, d.x))
        let maxX = max(max(a.x, b.x), max(c.x, d.x))
        let minY = min(min(a.y, b.y), min(c.y, d.y))
        let maxY = max(max(a.y, b.y), max(c.y, d.y))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
