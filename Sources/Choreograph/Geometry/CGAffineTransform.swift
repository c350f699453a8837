#if !canImport(CoreGraphics)
    import Foundation

    /// A 2D affine transform, for platforms whose Foundation has no CoreGraphics (Linux, Windows): the same type,
    /// entries, initializers and operations as CoreGraphics' `CGAffineTransform`, so geometry code written for Apple
    /// platforms compiles unchanged. On Apple platforms CoreGraphics' own type is used and this one does not exist.
    ///
    /// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`: the matrix
    /// ```
    /// | a  b  0 |
    /// | c  d  0 |
    /// | tx ty 1 |
    /// ```
    /// applied to the row vector `(x, y, 1)`.
    public struct CGAffineTransform: Equatable, Sendable {
        /// The entry in the first row, first column.
        public var a: CGFloat
        /// The entry in the first row, second column.
        public var b: CGFloat
        /// The entry in the second row, first column.
        public var c: CGFloat
        /// The entry in the second row, second column.
        public var d: CGFloat
        /// The horizontal translation.
        public var tx: CGFloat
        /// The vertical translation.
        public var ty: CGFloat

        /// A transform with every entry zero, as CoreGraphics' `CGAffineTransform()`.
        public init() {
            self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        }

        /// A transform with the given entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// The transform that moves points by `(tx, ty)`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// The transform that scales by `sx` horizontally and `sy` vertically.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// The transform that rotates by `angle` radians; in a y-down coordinate space (a view's) a positive angle
        /// turns clockwise on screen.
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(Foundation.cos(Double(angle)))
            let sine = CGFloat(Foundation.sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// Whether this is the identity transform.
        public var isIdentity: Bool {
            self == .identity
        }

        /// This transform followed by `other`: a point goes through `self` first, then `other`.
        public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * other.a + b * other.c,
                b: a * other.b + b * other.d,
                c: c * other.a + d * other.c,
                d: c * other.b + d * other.d,
                tx: tx * other.a + ty * other.c + other.tx,
                ty: tx * other.b + ty * other.d + other.ty
            )
        }

        /// A translation by `(tx, ty)` followed by this transform, as `CGAffineTransformTranslate`.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by `(sx, sy)` followed by this transform, as `CGAffineTransformScale`.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians followed by this transform, as `CGAffineTransformRotate`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform; a transform that cannot be inverted (its determinant is zero or not finite) is
        /// returned unchanged, as `CGAffineTransformInvert` does.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant,
                b: -b / determinant,
                c: -c / determinant,
                d: a / determinant,
                tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant
            )
        }
    }

    extension CGPoint {
        /// The point mapped through `transform`.
        public func applying(_ transform: CGAffineTransform) -> CGPoint {
            CGPoint(
                x: transform.a * x + transform.c * y + transform.tx,
                y: transform.b * x + transform.d * y + transform.ty
            )
        }
    }

    extension CGSize {
        /// The size mapped through `transform`'s linear part (translation ignored), as CoreGraphics does; the
        /// result may be negative.
        public func applying(_ transform: CGAffineTransform) -> CGSize {
            CGSize(
                width: transform.a * width + transform.c * height,
                height: transform.b * width + transform.d * height
            )
        }
    }

    extension CGRect {
        /// The smallest rectangle that contains the four corners of this rectangle mapped through `transform`; the
        /// null rectangle stays null.
        public func applying(_ transform: CGAffineTransform) -> CGRect {
            guard !isNull else { return self }
            let a = CGPoint(x: minX, y: minY).applying(transform)
            let b = CGPoint(x: maxX, y: minY).applying(transform)
            let c = CGPoint(x: minX, y: maxY).applying(transform)
            let d = CGPoint(x: maxX, y: maxY).applying(transform)
            let left = min(a.x, b.x, c.x, d.x)
            let top = min(a.y, b.y, c.y, d.y)
            return CGRect(x: left, y: top, width: max(a.x, b.x, c.x, d.x) - left, height: max(a.y, b.y, c.y, d.y) - top)
        }
    }
#endif
