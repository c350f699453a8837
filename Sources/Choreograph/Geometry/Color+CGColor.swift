import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Color {
    /// The colour as a `CGColor` in the sRGB colour space.
    public var cgColor: CGColor {
        CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// The sRGB components of `cgColor`: a grey (two components) gives equal red, green and blue; a colour in
    /// another colour space is converted to sRGB where the platform can convert it; a colour that cannot be read is
    /// opaque black.
    public init(cgColor: CGColor) {
        #if canImport(CoreGraphics)
            let srgb = CGColorSpace(name: CGColorSpace.sRGB).flatMap {
                cgColor.converted(to: $0, intent: .defaultIntent, options: nil)
            }
            let values = (srgb ?? cgColor).components ?? []
        #else
            let values = cgColor.components ?? []
        #endif
        switch values.count {
        case 2: self.init(white: values[0], alpha: values[1])
        case 4...: self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        default: self = .black
        }
    }
}
