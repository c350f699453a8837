import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Making transforms

extension Transform3D {
    /// A translation by `(x, y, z)`, like `CATransform3DMakeTranslation`.
    ///
    /// - Parameters:
    ///   - x: The offset along x.
    ///   - y: The offset along y.
    ///   - z: The offset along z. Default value is `0`.
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat = 0) {
        self = .identity
        m41 = x
        m42 = y
        m43 = z
    }

    /// A scale by `(x, y, z)` about the origin, like `CATransform3DMakeScale`.
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    ///   - z: The factor along z. Default value is `1`.
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat = 1) {
        self = .identity
        m11 = x
        m22 = y
        m33 = z
    }

    /// A rotation about the z axis by `angle` radians, like `CATransform3DMakeRotation(angle, 0, 0, 1)`.
    ///
    /// A positive angle turns the x axis towards the y axis: rotating `(1, 0)` by `π/2` gives `(0, 1)`.
    /// In UIKit's y-down screen coordinates that is clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self = .identity
        m11 = cosine
        m12 = sine
        m21 = -sine
        m22 = cosine
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin, like
    /// `CATransform3DMakeRotation(angle, x, y, z)`.
    ///
    /// The axis is normalized first. A zero-length or non-finite axis gives `identity`, as Core Animation
    /// does for a zero axis. With the axis `(0, 0, 1)` this equals `init(rotationAngle:)`.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let ax = x / length
        let ay = y / length
        let az = z / length
        let cosine = cos(angle)
        let sine = sin(angle)
        let versine = 1 - cosine
        self.init(
            m11: ax * ax * versine + cosine, m12: ax * ay * versine + az * sine,
            m13: ax * az * versine - ay * sine, m14: 0,
            m21: ax * ay * versine - az * sine, m22: ay * ay * versine + cosine,
            m23: ay * az * versine + ax * sine, m24: 0,
            m31: ax * az * versine + ay * sine, m32: ay * az * versine - ax * sine,
            m33: az * az * versine + cosine, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// A 2D affine transform with `CGAffineTransform`'s entries: a point `(x, y)` maps to
    /// `(a·x + c·y + tx, b·x + d·y + ty)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self = .identity
        m11 = a
        m12 = b
        m21 = c
        m22 = d
        m41 = tx
        m42 = ty
    }

    /// A perspective projection towards an eye on the z axis at `eyeDistance` points: `m34 = -1 / eyeDistance`.
    ///
    /// Concatenate it after the 3D transforms it should project (`rotation.concatenating(.perspective(...))`),
    /// which is what setting `m34` before `CATransform3DRotate` does. A distance that is not positive and
    /// finite gives `identity` (an eye infinitely far away).
    public static func perspective(eyeDistance: CGFloat) -> Transform3D {
        var result = Transform3D.identity
        if eyeDistance > 0, eyeDistance.isFinite {
            result.m34 = -1 / eyeDistance
        }
        return result
    }
}

// MARK: - Chaining

extension Transform3D {
    /// This transform preceded by a translation, like `CATransform3DTranslate(self, x, y, z)`: the result is
    /// `Transform3D(translationX: x, y: y, z: z).concatenating(self)`.
    ///
    /// - Parameters:
    ///   - x: The offset along x.
    ///   - y: The offset along y.
    ///   - z: The offset along z. Default value is `0`.
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// This transform preceded by a scale, like `CATransform3DScale(self, x, y, z)`: the result is
    /// `Transform3D(scaleX: x, y: y, z: z).concatenating(self)`.
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    ///   - z: The factor along z. Default value is `1`.
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// This transform preceded by a rotation about z, like `CATransform3DRotate(self, angle, 0, 0, 1)`: the
    /// result is `Transform3D(rotationAngle: angle).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle).concatenating(self)
    }

    /// This transform preceded by an axis-angle rotation, like `CATransform3DRotate(self, angle, x, y, z)`:
    /// the result is `Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)`.
    /// A zero-length axis leaves the transform unchanged.
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }
}
