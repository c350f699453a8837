#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The seeds' colours.
extension UIColor {
    /// The tint of the seeds' buttons: (0, 0.478, 1).
    public static let seedTint = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    /// The red of the redview-scale seed's views: (0.96, 0.26, 0.21).
    public static let seedRed = UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1)
    /// The fade seed's first screen: (0.2, 0.45, 0.85).
    public static let seedFirst = UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)
    /// The fade seed's second screen: (0.92, 0.36, 0.55).
    public static let seedSecond = UIColor(red: 0.92, green: 0.36, blue: 0.55, alpha: 1)
}
