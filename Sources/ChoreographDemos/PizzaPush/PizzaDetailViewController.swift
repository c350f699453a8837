import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pizza-push demo's detail screen: a background panel in the pizza's colour filling the screen, a large
/// picture, the name, and a back button that pops.
///
/// As a ``PizzaTransitionable`` it answers with its panel and picture. Identifiers: `pizza-detail` (the view),
/// `detail-background`, `detail-image`, `detail-title` and `detail-back`.
@MainActor
public final class PizzaDetailViewController: ViewController {
    /// The size of the picture: 280 × 280 points, centred horizontally.
    public static let imageSize = CGSize(width: 280, height: 280)
    /// The picture's top edge in the screen: 140 points.
    public static let imageTop: CGFloat = 140

    /// The pizza shown.
    public let pizza: Pizza
    let background = View(identifier: "detail-background")
    let image = View(identifier: "detail-image")
    private let titleLabel = View(identifier: "detail-title")
    private let backButton = ButtonView(title: "Back", identifier: "detail-back")

    /// Creates the detail screen of `pizza`.
    public init(pizza: Pizza) {
        self.pizza = pizza
        super.init(nibName: nil, bundle: nil)
        identifier = "pizza-detail"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "pizza-detail")
        root.backgroundColor = DemoColors.paper
        background.backgroundColor = pizza.color
        image.content = .image(ImageContent(name: pizza.imageName, size: Self.imageSize, contentMode: .scaleAspectFit))
        titleLabel.content = .text(TextContent(pizza.name, fontSize: 34, isBold: true, alignment: .center))
        backButton.action = { [weak self] in self?.navigationController?.popViewController(animated: true) }
        for subview in [background, image, titleLabel, backButton] { root.addSubview(subview) }
        view = root
        layoutContent(in: root.bounds.size)
    }

    /// Places the content for the view's current size.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent(in: view.bounds.size)
    }

    /// The panel fills the screen; the picture is centred horizontally at ``imageTop``, the name under it, the back
    /// button at the top left.
    private func layoutContent(in size: CGSize) {
        background.frame = CGRect(origin: .zero, size: size)
        let imageSize = Self.imageSize
        image.frame = CGRect(
            x: (size.width - imageSize.width) / 2, y: Self.imageTop, width: imageSize.width, height: imageSize.height)
        titleLabel.frame = CGRect(x: 20, y: Self.imageTop + imageSize.height + 24, width: size.width - 40, height: 44)
        backButton.frame = CGRect(x: 16, y: 52, width: 80, height: 36)
    }
}
