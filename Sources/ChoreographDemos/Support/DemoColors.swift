import Choreograph

/// The colours the demos paint with, so that previews of different demos look related.
public enum DemoColors {
    /// The tint of buttons and links: a system-like blue.
    public static let tint = Color(red: 0, green: 0.478, blue: 1)
    /// The red of the redview-scale demo's views.
    public static let red = Color(red: 0.96, green: 0.26, blue: 0.21)
    /// A paper-like off-white for screen backgrounds.
    public static let paper = Color(red: 0.98, green: 0.97, blue: 0.94)
    /// A herb green for the herbs-pop demo.
    public static let herb = Color(red: 0.33, green: 0.55, blue: 0.25)
    /// The soft blue-green of the bikes-card demo's map.
    public static let map = Color(red: 0.78, green: 0.88, blue: 0.85)
    /// The fade demo's first screen: blue.
    public static let first = Color(red: 0.2, green: 0.45, blue: 0.85)
    /// The fade demo's second screen: pink.
    public static let second = Color(red: 0.92, green: 0.36, blue: 0.55)
}
