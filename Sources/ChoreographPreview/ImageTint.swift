import Choreograph
import Foundation

/// The colour of an image's placeholder: derived from the image's name alone, so the same name always gets the same
/// tint and different names usually get different ones.
enum ImageTint {
    /// A muted colour whose hue comes from a 32-bit FNV-1a hash of `name`.
    static func color(for name: String) -> Color {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let hue = Double(hash % 360) / 360
        return hsl(hue: hue, saturation: 0.45, lightness: 0.72)
    }

    /// The colour with the given hue, saturation and lightness, each 0…1.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> Color {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue * 6
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) % 6 {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return Color(red: r + m, green: g + m, blue: b + m)
    }
}
