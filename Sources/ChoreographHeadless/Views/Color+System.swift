import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// UIKit's system colours, as `UIColor` spells them (`systemBlue`, `label`, `systemBackground`, …), as iOS draws them
/// in the light appearance, in sRGB. The host has a single appearance, so a dynamic colour is its light value. (The
/// fixed colours, `red`, `gray` and the rest, are the core's: ``/Choreograph/Color``.)
extension Color {
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
        Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // MARK: System colours (light appearance)

    /// System red: (255, 59, 48).
    public static let systemRed = rgb(255, 59, 48)
    /// System orange: (255, 149, 0).
    public static let systemOrange = rgb(255, 149, 0)
    /// System yellow: (255, 204, 0).
    public static let systemYellow = rgb(255, 204, 0)
    /// System green: (52, 199, 89).
    public static let systemGreen = rgb(52, 199, 89)
    /// System mint: (0, 199, 190).
    public static let systemMint = rgb(0, 199, 190)
    /// System teal: (48, 176, 199).
    public static let systemTeal = rgb(48, 176, 199)
    /// System cyan: (50, 173, 230).
    public static let systemCyan = rgb(50, 173, 230)
    /// System blue: (0, 122, 255), the default tint.
    public static let systemBlue = rgb(0, 122, 255)
    /// System indigo: (88, 86, 214).
    public static let systemIndigo = rgb(88, 86, 214)
    /// System purple: (175, 82, 222).
    public static let systemPurple = rgb(175, 82, 222)
    /// System pink: (255, 45, 85).
    public static let systemPink = rgb(255, 45, 85)
    /// System brown: (162, 132, 94).
    public static let systemBrown = rgb(162, 132, 94)
    /// System gray: (142, 142, 147).
    public static let systemGray = rgb(142, 142, 147)
    /// System gray 2: (174, 174, 178).
    public static let systemGray2 = rgb(174, 174, 178)
    /// System gray 3: (199, 199, 204).
    public static let systemGray3 = rgb(199, 199, 204)
    /// System gray 4: (209, 209, 214).
    public static let systemGray4 = rgb(209, 209, 214)
    /// System gray 5: (229, 229, 234).
    public static let systemGray5 = rgb(229, 229, 234)
    /// System gray 6: (242, 242, 247).
    public static let systemGray6 = rgb(242, 242, 247)
    /// The tint of links and of buttons by default: (0, 122, 255).
    public static let link = rgb(0, 122, 255)

    /// The background of a screen: white.
    public static let systemBackground = Color.white
    /// The background of content on a screen: (242, 242, 247).
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// The background of content inside secondary content: white.
    public static let tertiarySystemBackground = Color.white
    /// The background of a grouped screen: (242, 242, 247).
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// The background of content on a grouped screen: white.
    public static let secondarySystemGroupedBackground = Color.white

    /// Primary text: black.
    public static let label = Color.black
    /// Secondary text: (60, 60, 67) at 60%.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Tertiary text: (60, 60, 67) at 30%.
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Quaternary text: (60, 60, 67) at 18%.
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    /// Placeholder text: (60, 60, 67) at 30%.
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    /// A thin separator line: (60, 60, 67) at 29%.
    public static let separator = rgb(60, 60, 67, 0.29)
    /// The fill of thin and small shapes: (120, 120, 128) at 20%.
    public static let systemFill = rgb(120, 120, 128, 0.2)
}
