import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The redview-scale demo's second screen (the seed's VC2): a red view (`red-2`) that fills it. Tapping it
/// dismisses.
///
/// Identifiers: `vc2` (the view) and `red-2`.
@MainActor
public final class RedDetailViewController: ViewController {
    private let red = View(identifier: "red-2")

    /// Creates the second screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        identifier = "vc2"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen with the red view filling it and a tap recognizer that dismisses.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "vc2")
        root.backgroundColor = .white
        red.backgroundColor = DemoColors.red
        red.frame = root.bounds
        root.addSubview(red)
        let tap = TapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) }
        tap.name = "vc2"
        root.addGestureRecognizer(tap)
        view = root
    }

    /// Keeps the red view filling the screen.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        red.frame = view.bounds
    }
}
