#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A detail screen: an opaque blue root (`detail`) with a picture (`picture`).
public final class DetailViewController: UIViewController {
    /// The picture (`picture`): green, 200 × 200 at (20, 300).
    public let picture = UIView()

    /// Builds the blue root (`detail`), the size of the screen, holding ``picture``.
    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "detail"
        root.backgroundColor = .blue
        picture.accessibilityIdentifier = "picture"
        picture.backgroundColor = .green
        picture.frame = CGRect(x: 20, y: 300, width: 200, height: 200)
        root.addSubview(picture)
        view = root
    }
}
