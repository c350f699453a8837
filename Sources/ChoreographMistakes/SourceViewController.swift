#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The source screen: a white root (`root`) with a red strip (`source`).
public final class SourceViewController: UIViewController {
    /// The strip's tag, to find it without knowing the controller's type.
    public static let stripTag = 7
    /// The strip (`source`): red, 390 × 120 at (0, 100), tagged ``stripTag``.
    public let strip = UIView()

    /// Builds the white root (`root`), the size of the screen, holding ``strip``.
    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "root"
        root.backgroundColor = .white
        strip.accessibilityIdentifier = "source"
        strip.backgroundColor = .red
        strip.tag = Self.stripTag
        strip.frame = CGRect(x: 0, y: 100, width: 390, height: 120)
        root.addSubview(strip)
        view = root
    }
}
