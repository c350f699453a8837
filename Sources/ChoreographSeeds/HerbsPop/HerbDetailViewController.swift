#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The herbs-pop details screen: the herb's picture as the background, its name, its description and the picture's
/// credit. Tapping anywhere dismisses it.
///
/// Accessibility identifiers: `detail` (the view), `detail-background`, `detail-title`, `detail-description` and
/// `detail-credit`.
@MainActor
public final class HerbDetailViewController: UIViewController {
    /// The herb shown.
    public let herb: Herb
    /// The herb's description, which the pop transition fades in and out.
    public let descriptionLabel = UILabel()

    private let bgImage = UIImageView()
    private let titleLabel = UILabel()
    private let creditLabel = UILabel()

    /// Creates the details screen for `herb`.
    public init(herb: Herb) {
        self.herb = herb
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails: the screen is built in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen and a tap recognizer on it that dismisses.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "detail"
        view.backgroundColor = .black
        bgImage.accessibilityIdentifier = "detail-background"
        bgImage.image = UIImage(named: herb.imageName)
        bgImage.contentMode = .scaleAspectFill
        bgImage.alpha = 0.75
        titleLabel.accessibilityIdentifier = "detail-title"
        titleLabel.text = herb.name
        titleLabel.font = .boldSystemFont(ofSize: 40)
        titleLabel.textColor = .white
        descriptionLabel.accessibilityIdentifier = "detail-description"
        descriptionLabel.text = herb.description
        descriptionLabel.font = .systemFont(ofSize: 17)
        descriptionLabel.textColor = .white
        descriptionLabel.numberOfLines = 0
        creditLabel.accessibilityIdentifier = "detail-credit"
        creditLabel.text = herb.credit
        creditLabel.font = .systemFont(ofSize: 13)
        creditLabel.textColor = UIColor(white: 0.85, alpha: 1)
        for subview in [bgImage, titleLabel, descriptionLabel, creditLabel] { view.addSubview(subview) }
        let tap = UITapGestureRecognizer()
        tap.name = "detail"
        tap.addHandler { [weak self] _ in self?.dismiss(animated: true) }
        view.addGestureRecognizer(tap)
    }

    /// Places the content for the view's current size: the background fills it, the text runs down the left.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let margin: CGFloat = 20
        let width = max(size.width - 2 * margin, 0)
        bgImage.frame = CGRect(origin: .zero, size: size)
        titleLabel.frame = CGRect(x: margin, y: 60, width: width, height: 48)
        descriptionLabel.frame = CGRect(x: margin, y: 120, width: width, height: 120)
        creditLabel.frame = CGRect(x: margin, y: max(size.height - 60, 0), width: width, height: 20)
    }
}
