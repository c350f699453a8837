import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Component types

extension DecomposedTransform {
    /// Three components, used for translation and scale.
    public struct Vector3: Hashable, Sendable {
        /// The x component.
        public var x: CGFloat
        /// The y component.
        public var y: CGFloat
        /// The z component.
        public var z: CGFloat

        /// Creates a vector from its components.
        public init(x: CGFloat, y: CGFloat, z: CGFloat) {
            self.x = x
            self.y = y
            self.z = z
        }

        /// `(0, 0, 0)`.
        public static let zero = Vector3(x: 0, y: 0, z: 0)
    }

    /// Three shear factors, in the order the decomposition removes them.
    public struct Skew: Hashable, Sendable {
        /// The shear of the y axis along the x axis.
        public var xy: CGFloat
        /// The shear of the z axis along the x axis.
        public var xz: CGFloat
        /// The shear of the z axis along the y axis.
        public var yz: CGFloat

        /// Creates a skew from its factors.
        public init(xy: CGFloat, xz: CGFloat, yz: CGFloat) {
            self.xy = xy
            self.xz = xz
            self.yz = yz
        }

        /// No shear.
        public static let zero = Skew(xy: 0, xz: 0, yz: 0)
    }

    /// Four components, used for the perspective part: `(x, y, z)` is the fourth column that remains once the
    /// rotation, skew and scale are taken out, `w` the homogeneous weight.
    public struct Vector4: Hashable, Sendable {
        /// The x component.
        public var x: CGFloat
        /// The y component.
        public var y: CGFloat
        /// The z component.
        public var z: CGFloat
        /// The w component.
        public var w: CGFloat

        /// Creates a vector from its components.
        public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
            self.x = x
            self.y = y
            self.z = z
            self.w = w
        }

        /// `(0, 0, 0, 1)`: no perspective.
        public static let noPerspective = Vector4(x: 0, y: 0, z: 0, w: 1)
    }

    /// A rotation as a unit quaternion `(x, y, z, w) = (axis · sin(angle/2), cos(angle/2))`, with the same
    /// sense of rotation as `Transform3D(rotationAngle:x:y:z:)`.
    public struct Quaternion: Hashable, Sendable {
        /// The x component of the vector part.
        public var x: CGFloat
        /// The y component of the vector part.
        public var y: CGFloat
        /// The z component of the vector part.
        public var z: CGFloat
        /// The scalar part.
        public var w: CGFloat

        /// Creates a quaternion from its components; they are stored as given (not normalized).
        public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
            self.x = x
            self.y = y
            self.z = z
            self.w = w
        }

        /// `(0, 0, 0, 1)`: no rotation.
        public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)
    }
}

// MARK: - Internal vector math

extension DecomposedTransform.Vector3 {
    static func + (lhs: Self, rhs: Self) -> Self {
        Self(x: lhs.x + rhs.x, y: lhs.y + rhs.y, z: lhs.z + rhs.z)
    }

    static func - (lhs: Self, rhs: Self) -> Self {
        Self(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z)
    }

    static func * (lhs: Self, rhs: CGFloat) -> Self {
        Self(x: lhs.x * rhs, y: lhs.y * rhs, z: lhs.z * rhs)
    }

    static prefix func - (operand: Self) -> Self {
        Self(x: -operand.x, y: -operand.y, z: -operand.z)
    }

    func dot(_ other: Self) -> CGFloat {
        x * other.x + y * other.y + z * other.z
    }

    func cross(_ other: Self) -> Self {
        Self(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    var length: CGFloat {
        dot(self).squareRoot()
    }

    var isFinite: Bool {
        x.isFinite && y.isFinite && z.isFinite
    }
}
