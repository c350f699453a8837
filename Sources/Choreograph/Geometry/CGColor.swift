#if !canImport(CoreGraphics)
    import Foundation

    /// A colour as CoreGraphics' `CGColor`, for platforms that have no CoreGraphics (Linux, Windows), so code that
    /// writes `layer.borderColor = UIColor.red.cgColor` compiles unchanged. It is always in the sRGB colour space
    /// with four components. On Apple platforms CoreGraphics' own type is used and this one does not exist.
    ///
    /// Convert to and from the package's ``Color`` with ``Color/init(cgColor:)`` and ``Color/cgColor``.
    public final class CGColor: Hashable, Sendable {
        /// The red, green, blue and alpha components, each meant to lie in `0...1`.
        public let components: [CGFloat]?

        /// The opacity, `0...1`.
        public var alpha: CGFloat { components?[3] ?? 1 }
        /// The number of components: 4 (red, green, blue, alpha).
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// Creates an sRGB colour from its components and alpha.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// Creates an sRGB colour from its components and alpha.
        public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Creates a grey.
        public convenience init(gray: CGFloat, alpha: CGFloat) {
            self.init(red: gray, green: gray, blue: gray, alpha: alpha)
        }

        /// The same colour with another opacity.
        public func copy(alpha: CGFloat) -> CGColor? {
            let values = components ?? [0, 0, 0, 1]
            return CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
        }

        /// Opaque black.
        public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        /// Opaque white.
        public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        /// Transparent black.
        public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

        /// Whether the two colours have equal components.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
            lhs.components == rhs.components
        }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(components)
        }
    }
#endif
