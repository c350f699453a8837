import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A font, as `UIFont`: a point size and a weight of the system font.
///
/// The host has no font files and draws no glyphs. Text is measured with the stand-in metrics of
/// <doc:HostRules#Text-measurement>: every character advances ``averageCharacterWidth`` (half the point size) and
/// every line is ``lineHeight`` (1.2 × the point size) tall, the line height previews draw text with.
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// The weight of a font, as `UIFont.Weight`: UIKit's raw values, from −0.8 (ultra light) to 0.62 (black).
    public struct Weight: Hashable, Sendable, Comparable, RawRepresentable {
        /// The weight's value: 0 is regular, negative is lighter, positive is heavier.
        public var rawValue: CGFloat

        /// Creates a weight from its raw value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a weight from its raw value, as `UIFont.Weight(_:)`.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        /// Orders weights by their raw values.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// The width of one character, as a fraction of the point size: 0.5 (<doc:HostRules#Text-measurement>).
    public static let characterWidthPerPoint: CGFloat = 0.5
    /// The height of one line, as a multiple of the point size: 1.2, the line height previews draw text with
    /// (<doc:HostRules#Text-measurement>).
    public static let lineHeightPerPoint: CGFloat = TextContent.lineHeightPerPoint

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight. Default ``Weight/regular``.
    public let weight: Weight

    private init(validSize: CGFloat, weight: Weight) {
        pointSize = validSize
        self.weight = weight
    }

    /// The system font of `fontSize` points and regular weight, as `UIFont.systemFont(ofSize:)`.
    ///
    /// A size that is negative or not finite is read as 0 (<doc:HostRules#Text-measurement>).
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of `fontSize` points and `weight`, as `UIFont.systemFont(ofSize:weight:)`.
    ///
    /// A size that is negative or not finite is read as 0, and a weight that is not finite as regular
    /// (<doc:HostRules#Text-measurement>): fonts are made on any thread, where the host's diagnostics log cannot be
    /// reached.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        let size = fontSize.isFinite && fontSize >= 0 ? fontSize : 0
        return Font(validSize: size, weight: weight.rawValue.isFinite ? weight : .regular)
    }

    /// The bold system font of `fontSize` points, as `UIFont.boldSystemFont(ofSize:)`; sizes are checked as
    /// ``systemFont(ofSize:)`` checks them.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The same font at another size, as `UIFont.withSize(_:)`; sizes are checked as ``systemFont(ofSize:)`` checks
    /// them.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font.systemFont(ofSize: fontSize, weight: weight)
    }

    /// The height of one line of text: 1.2 × ``pointSize`` (<doc:HostRules#Text-measurement>).
    public var lineHeight: CGFloat {
        pointSize * Font.lineHeightPerPoint
    }

    /// The advance of every character: 0.5 × ``pointSize`` (<doc:HostRules#Text-measurement>). UIFont has no such
    /// property; it is the host's stand-in for glyph metrics.
    public var averageCharacterWidth: CGFloat {
        pointSize * Font.characterWidthPerPoint
    }

    /// Whether previews draw the font bold: a weight of ``Weight/semibold`` or heavier.
    public var isBold: Bool {
        weight >= .semibold
    }

    /// Fonts are equal when their sizes and weights are.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes the size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// `system 17pt weight 0.0`, for test messages.
    public var description: String {
        "system \(pointSize)pt weight \(weight.rawValue)"
    }
}
