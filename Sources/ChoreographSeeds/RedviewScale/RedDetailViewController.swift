#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The redview-scale seed's detail screen (`vc2`): a red view (`red-2`) filling the screen; a tap dismisses it.
public final class RedDetailViewController: UIViewController {
    private let red = UIView()

    /// Builds the screen with its red view.
    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "vc2"
        root.backgroundColor = .white
        red.accessibilityIdentifier = "red-2"
        red.backgroundColor = .seedRed
        red.frame = root.bounds
        root.addSubview(red)
        let tap = UITapGestureRecognizer()
        tap.name = "vc2"
        tap.addHandler { [weak self] _ in self?.dismiss(animated: true) }
        root.addGestureRecognizer(tap)
        view = root
    }

    /// Keeps the red view filling the screen.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        red.frame = view.bounds
    }
}
