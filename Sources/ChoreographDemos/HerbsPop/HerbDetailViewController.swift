import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The herbs-pop demo's details screen: the herb's picture as the background, its name, its description and the
/// picture's credit. Tapping anywhere dismisses it.
///
/// Identifiers: `detail` (the view), `detail-background`, `detail-title`, `detail-description` and `detail-credit`.
@MainActor
public final class HerbDetailViewController: ViewController {
    /// The identifier of the description text, which the pop animation fades.
    public static let descriptionIdentifier = "detail-description"

    /// The herb shown.
    public let herb: Herb
    private let background = View(identifier: "detail-background")
    private let titleLabel = View(identifier: "detail-title")
    private let descriptionLabel = View(identifier: HerbDetailViewController.descriptionIdentifier)
    private let creditLabel = View(identifier: "detail-credit")

    /// Creates the details screen for `herb`.
    public init(herb: Herb) {
        self.herb = herb
        super.init(nibName: nil, bundle: nil)
        identifier = "detail"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen and a tap recognizer on it that dismisses.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "detail")
        root.backgroundColor = .black
        background.content = .image(
            ImageContent(name: herb.imageName, size: HerbsViewController.herbSize, contentMode: .scaleAspectFill))
        background.alpha = 0.75
        titleLabel.content = .text(TextContent(herb.name, fontSize: 40, isBold: true, color: .white))
        descriptionLabel.content = .text(TextContent(herb.description, fontSize: 17, color: .white))
        creditLabel.content = .text(TextContent(herb.credit, fontSize: 13, color: Color(white: 0.85)))
        for subview in [background, titleLabel, descriptionLabel, creditLabel] { root.addSubview(subview) }
        let tap = TapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) }
        tap.name = "detail"
        root.addGestureRecognizer(tap)
        view = root
        layoutContent(in: root.bounds.size)
    }

    /// Places the content for the view's current size.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent(in: view.bounds.size)
    }

    private func layoutContent(in size: CGSize) {
        let margin: CGFloat = 20
        let width = max(size.width - 2 * margin, 0)
        background.frame = CGRect(origin: .zero, size: size)
        titleLabel.frame = CGRect(x: margin, y: 60, width: width, height: 48)
        descriptionLabel.frame = CGRect(x: margin, y: 120, width: width, height: 120)
        creditLabel.frame = CGRect(x: margin, y: max(size.height - 60, 0), width: width, height: 20)
    }
}
