import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fixed named colours, with the components `UIColor` gives them (``clear``, ``black`` and ``white`` are on the
/// type itself).
extension Color {
    /// Pure red: (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green: (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue: (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan: (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow: (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta: (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange: (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple: (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown: (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Gray: white 0.5.
    public static let gray = Color(white: 0.5)
    /// Dark gray: white 1/3.
    public static let darkGray = Color(white: 1 / 3)
    /// Light gray: white 2/3.
    public static let lightGray = Color(white: 2 / 3)
}
