import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The 2D decomposition of an affine `Transform3D` (CSS Transforms Level 1, "Unmatrix" for 2D): translation,
/// scale, a rotation angle and the remaining 2×2 matrix.
///
/// In the row-vector convention the linear part recomposes as `scale · rotation(angle) · remainder`; the
/// remainder is the identity for any mix of rotation and per-axis scale, and carries the shear otherwise.
///
/// Two deliberate differences from the CSS pseudo-code:
/// - a zero row (a scale of 0 along an axis) gets a unit axis perpendicular to the other one instead of a zero
///   axis, so `scale(0)` decomposes to scale 0, angle 0 and an identity remainder, and scaling to or from 0
///   interpolates linearly;
/// - the angle difference is wrapped to `[-π, π]` without CSS's "0 counts as 360°" rule, so identity →
///   rotation(π) turns through `+π/2`, and swapping the ends retraces the same path.
struct AffineDecomposition: Hashable, Sendable {
    var translationX: CGFloat
    var translationY: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat
    /// Radians, in `(-π, π]` after decomposition.
    var angle: CGFloat
    var m11: CGFloat
    var m12: CGFloat
    var m21: CGFloat
    var m22: CGFloat

    init(
        translationX: CGFloat, translationY: CGFloat, scaleX: CGFloat, scaleY: CGFloat, angle: CGFloat,
        m11: CGFloat, m12: CGFloat, m21: CGFloat, m22: CGFloat
    ) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.angle = angle
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
    }

    /// Decomposes the affine entries (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`) of `transform`; the other
    /// entries are ignored. Every finite input decomposes.
    init(_ transform: Transform3D) {
        let row0x = transform.m11
        let row0y = transform.m12
        let row1x = transform.m21
        let row1y = transform.m22
        var scaleX = hypot(row0x, row0y)
        var scaleY = hypot(row1x, row1y)

        // A negative determinant means one axis is mirrored: flip the one with the smaller diagonal entry.
        if row0x * row1y - row0y * row1x < 0 {
            if row0x < row1y {
                scaleX = -scaleX
            } else {
                scaleY = -scaleY
            }
        }

        // Unit axes; a zero row gets the unit axis that makes the pair a rotation.
        var axis0 = (x: CGFloat(1), y: CGFloat(0))
        var axis1 = (x: CGFloat(0), y: CGFloat(1))
        switch (scaleX != 0, scaleY != 0) {
        case (true, true):
            axis0 = (row0x / scaleX, row0y / scaleX)
            axis1 = (row1x / scaleY, row1y / scaleY)
        case (true, false):
            axis0 = (row0x / scaleX, row0y / scaleX)
            axis1 = (-axis0.y, axis0.x)
        case (false, true):
            axis1 = (row1x / scaleY, row1y / scaleY)
            axis0 = (axis1.y, -axis1.x)
        case (false, false):
            break
        }

        // The angle of the x axis; removing it (rotation by -angle, whose rows are (c, -s) and (s, c))
        // leaves the remainder.
        let angle = atan2(axis0.y, axis0.x)
        let c = axis0.x
        let s = axis0.y
        self.init(
            translationX: transform.m41,
            translationY: transform.m42,
            scaleX: scaleX,
            scaleY: scaleY,
            angle: angle,
            m11: c * axis0.x - s * axis1.x,
            m12: c * axis0.y - s * axis1.y,
            m21: s * axis0.x + c * axis1.x,
            m22: s * axis0.y + c * axis1.y
        )
    }

    /// Whether every part is finite.
    var isFinite: Bool {
        translationX.isFinite && translationY.isFinite && scaleX.isFinite && scaleY.isFinite && angle.isFinite
            && m11.isFinite && m12.isFinite && m21.isFinite && m22.isFinite
    }

    /// The affine transform `scale · rotation(angle) · remainder`, then translation, in closed form.
    @inline(__always)
    func recomposed() -> Transform3D {
        let rotation = FastTrigonometry.sineCosine(angle)
        return recomposed(cosine: rotation.cosine, sine: rotation.sine)
    }

    /// `recomposed()` with the cosine and sine of `angle` supplied by the caller.
    @inline(__always)
    func recomposed(cosine c: CGFloat, sine s: CGFloat) -> Transform3D {
        var result = Transform3D.identity
        result.m11 = scaleX * (c * m11 + s * m21)
        result.m12 = scaleX * (c * m12 + s * m22)
        result.m21 = scaleY * (c * m21 - s * m11)
        result.m22 = scaleY * (c * m22 - s * m12)
        result.m41 = translationX
        result.m42 = translationY
        return result
    }

    /// Adjusts two decompositions so that blending them field by field takes the short way round: when one
    /// end mirrors x and the other y, `from` is rewritten as the equivalent unmirrored rotation (both scales
    /// negated, angle moved by `π`), and the angle difference is wrapped into `[-π, π]`.
    static func aligned(_ from: AffineDecomposition, _ to: AffineDecomposition) -> (
        from: AffineDecomposition, to: AffineDecomposition
    ) {
        var a = from
        var b = to
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX
            a.scaleY = -a.scaleY
            a.angle += a.angle < 0 ? .pi : -.pi
        }
        let difference = b.angle - a.angle
        if difference > .pi {
            b.angle -= 2 * .pi
        } else if difference < -.pi {
            b.angle += 2 * .pi
        }
        return (a, b)
    }
}
