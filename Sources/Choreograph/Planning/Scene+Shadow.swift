import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scene {
    /// An element's shadow, as `CALayer` describes one.
    public struct Shadow: Equatable, Sendable {
        /// The shadow's opacity, from 0 to 1 (a scene refuses any other value). Default 0 (no shadow), as
        /// `CALayer.shadowOpacity`.
        public var opacity: CGFloat
        /// The blur radius. Default 3, as `CALayer.shadowRadius`.
        public var radius: CGFloat
        /// The offset of the shadow. Default (0, −3), as `CALayer.shadowOffset`.
        public var offset: CGSize
        /// The shadow's colour. Default opaque black, as `CALayer.shadowColor`.
        public var color: Color

        /// Creates a shadow.
        ///
        /// - Parameters:
        ///   - opacity: The opacity, from 0 to 1. Default 0.
        ///   - radius: The blur radius. Default 3.
        ///   - offset: The offset. Default (0, −3).
        ///   - color: The colour. Default ``Color/black``.
        public init(
            opacity: CGFloat = 0,
            radius: CGFloat = 3,
            offset: CGSize = CGSize(width: 0, height: -3),
            color: Color = .black
        ) {
            self.opacity = opacity
            self.radius = radius
            self.offset = offset
            self.color = color
        }

        /// No shadow: `CALayer`'s defaults, with an opacity of 0.
        public static let none = Shadow()
    }
}
