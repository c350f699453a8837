#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    extension Color {
        /// The core's copy of a UIKit colour: its red, green, blue and alpha components as `getRed(_:green:blue:alpha:)`
        /// gives them (extended sRGB), or `nil` when the colour cannot be converted to that space (a pattern image).
        ///
        /// ```swift
        /// let tint = Color(UIColor(red: 0.2, green: 0.5, blue: 0.3, alpha: 1))
        /// ```
        public init?(_ color: UIColor) {
            // Four adjacent components, red to alpha, filled in place. (Not four `inout` locals: the Linux check of the
            // bridge type-checks without the standard library's pointer intrinsics that `&local` arguments need.)
            var components: [CGFloat] = [0, 0, 0, 0]
            let converted = components.withUnsafeMutableBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress else { return false }
                return color.getRed(base, green: base + 1, blue: base + 2, alpha: base + 3)
            }
            guard converted else { return nil }
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }

        /// This colour as a UIKit colour.
        ///
        /// ```swift
        /// card.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3).uiColor
        /// ```
        public var uiColor: UIColor {
            UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }
#endif
