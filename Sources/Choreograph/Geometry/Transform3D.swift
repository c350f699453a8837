import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A 4×4 homogeneous transform laid out like Core Animation's `CATransform3D`.
///
/// The matrix uses the **row-vector** convention: a point is the row `[x y z 1]` and is transformed as
/// `[x y z 1] * M`. Consequently
/// - the translation lives in `m41`, `m42`, `m43`;
/// - perspective lives in `m34` (`-1 / eyeDistance`), and more generally in the fourth column;
/// - `a.concatenating(b)` applies `a` first and then `b`, like `CATransform3DConcat(a, b)`.
///
/// A 2D affine transform `(a, b, c, d, tx, ty)` in `CGAffineTransform` terms occupies
/// `m11 = a`, `m12 = b`, `m21 = c`, `m22 = d`, `m41 = tx`, `m42 = ty`.
///
/// Values are stored as given; nothing is validated on construction. Operations that cannot cope with a
/// singular or non-finite matrix say what they return instead (see `inverted()`, `DecomposedTransform`,
/// and `TransformInterpolator`).
public struct Transform3D: Hashable, Sendable {
    // MARK: - Storage

    /// Row 1, column 1: the x component of the transformed x axis.
    public var m11: CGFloat
    /// Row 1, column 2: the y component of the transformed x axis.
    public var m12: CGFloat
    /// Row 1, column 3: the z component of the transformed x axis.
    public var m13: CGFloat
    /// Row 1, column 4: the perspective contribution of x.
    public var m14: CGFloat
    /// Row 2, column 1: the x component of the transformed y axis.
    public var m21: CGFloat
    /// Row 2, column 2: the y component of the transformed y axis.
    public var m22: CGFloat
    /// Row 2, column 3: the z component of the transformed y axis.
    public var m23: CGFloat
    /// Row 2, column 4: the perspective contribution of y.
    public var m24: CGFloat
    /// Row 3, column 1: the x component of the transformed z axis.
    public var m31: CGFloat
    /// Row 3, column 2: the y component of the transformed z axis.
    public var m32: CGFloat
    /// Row 3, column 3: the z component of the transformed z axis.
    public var m33: CGFloat
    /// Row 3, column 4: the perspective contribution of z (`-1 / eyeDistance` for a plain perspective).
    public var m34: CGFloat
    /// Row 4, column 1: the translation along x.
    public var m41: CGFloat
    /// Row 4, column 2: the translation along y.
    public var m42: CGFloat
    /// Row 4, column 3: the translation along z.
    public var m43: CGFloat
    /// Row 4, column 4: the homogeneous weight; `1` for every affine transform.
    public var m44: CGFloat

    // MARK: - Initializers

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The identity transform: ones on the diagonal, zeros elsewhere.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    // MARK: - Classification

    /// Whether every entry equals the identity's (exact comparison).
    public var isIdentity: Bool {
        self == .identity
    }

    /// Whether this is a 2D affine transform: only `m11`, `m12`, `m21`, `m22`, `m41` and `m42` may differ
    /// from the identity (exact comparison). Such a transform maps the z = 0 plane onto itself without
    /// perspective, like a `CGAffineTransform`.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// Whether all sixteen entries are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
