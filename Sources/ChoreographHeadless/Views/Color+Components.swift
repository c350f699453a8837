import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `UIColor`'s ways of making a colour from another and of reading its components.
extension Color {
    /// The same colour with `alpha` as its opacity, as `UIColor.withAlphaComponent(_:)`; `alpha` is clamped to
    /// 0...1 (a value that is not a number reads as 0).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: self.red, green: self.green, blue: self.blue, alpha: alpha.isNaN ? 0 : min(max(alpha, 0), 1))
    }

    /// A colour from hue, saturation and brightness, as `UIColor(hue:saturation:brightness:alpha:)`.
    ///
    /// Each value is clamped to 0...1 (a value that is not a number reads as 0); a hue of 1 is the same red as 0.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ value: CGFloat) -> Double { value.isNaN ? 0 : Double(min(max(value, 0), 1)) }
        let (h, s, v) = (unit(hue) * 6, unit(saturation), unit(brightness))
        let sector = Int(h.rounded(.down)) % 6
        let fraction = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * fraction)
        let t = v * (1 - s * (1 - fraction))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(unit(alpha)))
    }

    /// Writes the colour's red, green, blue and alpha components through the pointers that are not `nil`, as
    /// `UIColor.getRed(_:green:blue:alpha:)`; always succeeds (`true`): every colour here is sRGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the colour's hue, saturation, brightness and alpha through the pointers that are not `nil`, as
    /// `UIColor.getHue(_:saturation:brightness:alpha:)`; a grey has hue 0 and saturation 0. Always `true`.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?,
        saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b) = (Double(self.red), Double(self.green), Double(self.blue))
        let largest = max(r, g, b)
        let range = largest - min(r, g, b)
        var h = 0.0
        if range > 0 {
            if largest == r {
                h = (g - b) / range
            } else if largest == g {
                h = (b - r) / range + 2
            } else {
                h = (r - g) / range + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(largest > 0 ? range / largest : 0)
        brightness?.pointee = CGFloat(largest)
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the colour's grey level (the mean of red, green and blue) and alpha through the pointers that are not
    /// `nil`, as `UIColor.getWhite(_:alpha:)`. Always `true`.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (self.red + self.green + self.blue) / 3
        alpha?.pointee = self.alpha
        return true
    }
}
