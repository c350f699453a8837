#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The pizza-push detail screen: a background panel in the pizza's colour filling the screen, a large picture, the
/// name, and a back button that pops.
///
/// As a ``PizzaTransitionable`` it answers with its panel and picture. Accessibility identifiers: `pizza-detail` (the
/// view), `detail-background`, `detail-image`, `detail-title` and `detail-back`.
@MainActor
public final class PizzaDetailViewController: UIViewController {
    /// The size of the picture: 280 × 280 points, centred horizontally.
    public static let imageSize = CGSize(width: 280, height: 280)
    /// The picture's top edge in the screen: 140 points.
    public static let imageTop: CGFloat = 140

    /// The pizza shown.
    public let pizza: Pizza
    /// The background panel in the pizza's colour.
    public let detailBackgroundView = UIView()
    /// The large picture.
    public let detailPizzaImage = UIImageView()
    private let titleLabel = UILabel()
    private let backButton = UIButton(type: .system)

    /// Creates the detail screen of `pizza`.
    public init(pizza: Pizza) {
        self.pizza = pizza
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails: the screen is built in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "pizza-detail"
        view.backgroundColor = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
        detailBackgroundView.accessibilityIdentifier = "detail-background"
        detailBackgroundView.backgroundColor = pizza.color
        detailPizzaImage.accessibilityIdentifier = "detail-image"
        detailPizzaImage.image = UIImage(named: pizza.imageName)
        detailPizzaImage.contentMode = .scaleAspectFit
        titleLabel.accessibilityIdentifier = "detail-title"
        titleLabel.text = pizza.name
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textAlignment = .center
        backButton.accessibilityIdentifier = "detail-back"
        backButton.setTitle("Back", for: .normal)
        backButton.addAction(
            UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) },
            for: .touchUpInside)
        for subview in [detailBackgroundView, detailPizzaImage, titleLabel, backButton] { view.addSubview(subview) }
    }

    /// The panel fills the screen; the picture is centred horizontally at ``imageTop``, the name under it, the back
    /// button at the top left.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let imageSize = Self.imageSize
        detailBackgroundView.frame = CGRect(origin: .zero, size: size)
        detailPizzaImage.frame = CGRect(
            x: (size.width - imageSize.width) / 2, y: Self.imageTop, width: imageSize.width, height: imageSize.height)
        titleLabel.frame = CGRect(x: 20, y: Self.imageTop + imageSize.height + 24, width: size.width - 40, height: 44)
        backButton.frame = CGRect(x: 16, y: 52, width: 80, height: 36)
    }
}

// MARK: - PizzaTransitionable

extension PizzaDetailViewController: PizzaTransitionable {
    /// The background panel (`detail-background`).
    public var pizzaBackgroundView: UIView? { detailBackgroundView }
    /// The picture (`detail-image`).
    public var pizzaImageView: UIImageView? { detailPizzaImage }
}
