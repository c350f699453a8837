import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An sRGB colour with straight (non-premultiplied) alpha; every component is meant to lie in `0...1`.
///
/// Components are stored as given; `hexString` and interpolation clamp them to `0...1` (NaN counts as 0).
/// Interpolation blends in premultiplied form, so fading to `.clear` does not darken the colour (see
/// `interpolated(to:fraction:)`).
public struct Color: Hashable, Sendable {
    // MARK: - Components

    /// The red component, `0...1`.
    public var red: CGFloat
    /// The green component, `0...1`.
    public var green: CGFloat
    /// The blue component, `0...1`.
    public var blue: CGFloat
    /// The opacity, `0...1`: `0` is fully transparent.
    public var alpha: CGFloat

    // MARK: - Initializers

    /// Creates a colour from sRGB components and straight alpha.
    ///
    /// - Parameters:
    ///   - red: The red component, `0...1`.
    ///   - green: The green component, `0...1`.
    ///   - blue: The blue component, `0...1`.
    ///   - alpha: The opacity. Default value is `1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey with equal red, green and blue components.
    ///
    /// - Parameters:
    ///   - white: The red, green and blue components, `0...1`.
    ///   - alpha: The opacity. Default value is `1`.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black, `(0, 0, 0, 0)`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black, `(0, 0, 0, 1)`.
    public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white, `(1, 1, 1, 1)`.
    public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)

    // MARK: - Hexadecimal

    /// Parses `"#RRGGBB"` (opaque) or `"#RRGGBBAA"`, with upper- or lower-case hexadecimal digits; the `#` is
    /// optional. Returns `nil` for any other length or a character that is not a hexadecimal digit.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [UInt8] = []
        var high: UInt8? = nil
        for character in digits {
            guard let ascii = character.asciiValue, let nibble = Color.nibble(ascii) else { return nil }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        self.init(
            red: CGFloat(bytes[0]) / 255,
            green: CGFloat(bytes[1]) / 255,
            blue: CGFloat(bytes[2]) / 255,
            alpha: bytes.count == 4 ? CGFloat(bytes[3]) / 255 : 1
        )
    }

    /// `"#RRGGBB"` when the colour is opaque at 8-bit precision, `"#RRGGBBAA"` otherwise; upper-case digits.
    /// Each component is clamped to `0...1` (NaN counts as 0) and rounded to the nearest of 256 steps.
    public var hexString: String {
        let components = [red, green, blue, alpha].map { value -> UInt8 in
            UInt8((InterpolationMath.clamp(value, 0, 1) * 255).rounded())
        }
        let shown = components[3] == 255 ? components.prefix(3) : components.prefix(4)
        return "#" + shown.map { Color.hexPair($0) }.joined()
    }

    // MARK: - Internal API

    private static func nibble(_ ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return ascii - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hexPair(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
