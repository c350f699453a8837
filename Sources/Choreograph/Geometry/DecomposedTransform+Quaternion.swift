import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal vector math

extension DecomposedTransform.Quaternion {
    static func + (lhs: Self, rhs: Self) -> Self {
        Self(x: lhs.x + rhs.x, y: lhs.y + rhs.y, z: lhs.z + rhs.z, w: lhs.w + rhs.w)
    }

    static func - (lhs: Self, rhs: Self) -> Self {
        Self(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z, w: lhs.w - rhs.w)
    }

    static func * (lhs: Self, rhs: CGFloat) -> Self {
        Self(x: lhs.x * rhs, y: lhs.y * rhs, z: lhs.z * rhs, w: lhs.w * rhs)
    }

    func dot(_ other: Self) -> CGFloat {
        x * other.x + y * other.y + z * other.z + w * other.w
    }

    /// This quaternion scaled to unit length; the identity when its length is 0 or not finite.
    var normalized: Self {
        let length = dot(self).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return self * (1 / length)
    }
}

// MARK: - Internal API

/// Spherical linear interpolation between two rotations along the shorter arc, with the arc's constants
/// computed once so that each sample costs one sine-and-cosine evaluation.
///
/// The end quaternion is negated when needed so the arc spans at most a quarter of a great circle (at
/// most `π` of rotation). The sample at `t` is `start·cos(tθ) + direction·sin(tθ)`, with `direction` the unit
/// quaternion orthogonal to `start` in the plane of the arc: exact slerp, which also extrapolates along the
/// same great circle outside `0...1`. Only when the ends are equal to within `1e-9` (where the direction is
/// undefined) is normalized linear interpolation used; its error there is far below rounding.
struct QuaternionArc: Sendable {
    typealias Quaternion = DecomposedTransform.Quaternion

    /// Arcs whose sine is below this are interpolated linearly.
    static let linearThreshold: CGFloat = 1e-9

    private let start: Quaternion
    /// The unit quaternion orthogonal to `start` in the plane of the arc, or the end quaternion when linear.
    private let direction: Quaternion
    /// The angle of the arc on the quaternion sphere; `0` selects linear interpolation.
    private let angle: CGFloat

    init(from a: Quaternion, to b: Quaternion) {
        let start = a.normalized
        var end = b.normalized
        var cosine = start.dot(end)
        if cosine < 0 {
            end = end * -1
            cosine = -cosine
        }
        self.start = start
        let orthogonal = end - start * cosine
        let sine = orthogonal.dot(orthogonal).squareRoot()
        if sine < QuaternionArc.linearThreshold {
            direction = end
            angle = 0
        } else {
            direction = orthogonal * (1 / sine)
            angle = atan2(sine, cosine)
        }
    }

    /// Whether the two ends are the same rotation (to within `linearThreshold`).
    var isStationary: Bool {
        angle == 0 && start == direction
    }

    /// The rotation `t` of the way along the arc (not clamped).
    @inline(__always)
    func value(at t: CGFloat) -> Quaternion {
        if angle == 0 {
            return (start + (direction - start) * t).normalized
        }
        let rotation = FastTrigonometry.sineCosine(angle * t)
        return start * rotation.cosine + direction * rotation.sine
    }
}
