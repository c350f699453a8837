#if !canImport(CoreGraphics)
    import Foundation

    /// A two-dimensional vector, for platforms whose Foundation has no CoreGraphics (Linux, Windows): the same type,
    /// members and initializers as CoreGraphics' `CGVector`, so code written for Apple platforms (a spring's initial
    /// velocity, for one) compiles unchanged. On Apple platforms CoreGraphics' own type is used and this one does not
    /// exist.
    public struct CGVector: Equatable, Sendable {
        /// The horizontal component.
        public var dx: CGFloat
        /// The vertical component.
        public var dy: CGFloat

        /// The zero vector, as `CGVector()`.
        public init() {
            self.init(dx: 0, dy: 0)
        }

        /// A vector with the given components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// A vector with the given components.
        public init(dx: Double, dy: Double) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// A vector with the given components.
        public init(dx: Int, dy: Int) {
            self.init(dx: CGFloat(dx), dy: CGFloat(dy))
        }

        /// The zero vector.
        public static let zero = CGVector()
    }
#endif
