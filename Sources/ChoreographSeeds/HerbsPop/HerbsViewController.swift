#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The herbs-pop main screen: a title, a description and a scroll view of herb pictures near the bottom.
///
/// Tapping a herb presents its details (``HerbDetailViewController``) with ``transition``, a ``HerbPopAnimator``
/// that grows them out of the tapped picture; this controller is their transitioning delegate, and hides the tapped
/// picture until the details have shrunk back onto it. The layout follows the view's size, so the row is placed
/// again after a rotation.
///
/// Accessibility identifiers: `herbs` (the view), `herbs-title`, `herbs-description`, `herb-row` (the scroll view)
/// and `herb-0` … `herb-4`.
@MainActor
public final class HerbsViewController: UIViewController {
    /// The size of a herb picture: 120 × 120 points.
    public static let herbSize = CGSize(width: 120, height: 120)
    /// The gap between two herb pictures, and before the first: 10 points.
    public static let herbSpacing: CGFloat = 10
    /// The gap between the row and the bottom edge: 40 points.
    public static let rowBottomInset: CGFloat = 40
    /// The corner radius of a herb picture: 20 points.
    public static let herbCornerRadius: CGFloat = 20

    /// The herbs, in row order.
    public let herbs: [Herb]
    /// The animator of every details screen this controller presents and dismisses: one object, run forwards or in
    /// reverse.
    public let transition = HerbPopAnimator()
    /// The herb pictures, in row order; empty until the view loads.
    public private(set) var herbViews: [UIImageView] = []
    /// The picture tapped last: the one the details grow from and shrink back to. Default `nil`.
    public private(set) var selectedImage: UIImageView?
    /// The details screen being presented, on screen or being dismissed; `nil` once it is gone. Weak: the
    /// presentation keeps it alive.
    public private(set) weak var detailController: HerbDetailViewController?

    private let titleLabel = UILabel()
    private let descriptionLabel = UILabel()
    private let listView = UIScrollView()

    /// Creates the main screen for `herbs` (default ``Herb/all``).
    public init(herbs: [Herb] = Herb.all) {
        self.herbs = herbs
        super.init(nibName: nil, bundle: nil)
        transition.dismissCompletion = { [weak self] in self?.selectedImage?.isHidden = false }
    }

    /// Always fails: the screen is built in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Lifecycle

    /// Builds the screen: the title, the description and the row of herbs, each with a tap recognizer.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "herbs"
        view.backgroundColor = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
        titleLabel.accessibilityIdentifier = "herbs-title"
        titleLabel.text = "Beginner Cook"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        descriptionLabel.accessibilityIdentifier = "herbs-description"
        descriptionLabel.text = "Fresh herbs make simple food taste of something. Tap one to learn more."
        descriptionLabel.font = .systemFont(ofSize: 17)
        descriptionLabel.numberOfLines = 0
        listView.accessibilityIdentifier = "herb-row"
        listView.showsHorizontalScrollIndicator = false
        view.addSubview(titleLabel)
        view.addSubview(descriptionLabel)
        view.addSubview(listView)
        herbViews = herbs.enumerated().map { index, herb in
            let imageView = UIImageView(image: UIImage(named: herb.imageName))
            imageView.accessibilityIdentifier = "herb-\(index)"
            imageView.contentMode = .scaleAspectFill
            imageView.backgroundColor = UIColor(red: 0.33, green: 0.55, blue: 0.25, alpha: 1)
            imageView.layer.cornerRadius = Self.herbCornerRadius
            imageView.clipsToBounds = true
            imageView.isUserInteractionEnabled = true
            let tap = UITapGestureRecognizer()
            tap.name = "herb-\(index)"
            tap.addHandler { [weak self] tap in self?.didTapImageView(tap) }
            imageView.addGestureRecognizer(tap)
            listView.addSubview(imageView)
            return imageView
        }
    }

    /// Places the content for the view's current size: the title and description at the top, the row
    /// ``rowBottomInset`` above the bottom edge, the herbs left to right in it.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let margin: CGFloat = 20
        titleLabel.frame = CGRect(x: margin, y: 60, width: size.width - 2 * margin, height: 44)
        descriptionLabel.frame = CGRect(x: margin, y: 112, width: size.width - 2 * margin, height: 88)
        let herb = Self.herbSize
        listView.frame = CGRect(
            x: 0, y: size.height - Self.rowBottomInset - herb.height, width: size.width, height: herb.height)
        for (index, imageView) in herbViews.enumerated() {
            let x = Self.herbSpacing + CGFloat(index) * (herb.width + Self.herbSpacing)
            imageView.frame = CGRect(x: x, y: 0, width: herb.width, height: herb.height)
        }
        let count = CGFloat(herbViews.count)
        listView.contentSize = CGSize(
            width: Self.herbSpacing + count * (herb.width + Self.herbSpacing), height: herb.height)
    }

    // MARK: - Presenting

    /// Presents the details of the herb whose picture `tap` is on.
    func didTapImageView(_ tap: UITapGestureRecognizer) {
        guard let imageView = tap.view as? UIImageView, let index = herbViews.firstIndex(of: imageView) else { return }
        showDetail(forHerb: index)
    }

    /// Presents the details of the herb at `index` with the pop transition; an index outside the row is ignored.
    ///
    /// While a details screen is up or a transition runs, the call still goes to `present` (which UIKit refuses)
    /// but the selected picture is left alone, so the running transition keeps its herb.
    public func showDetail(forHerb index: Int) {
        guard herbs.indices.contains(index), herbViews.indices.contains(index) else { return }
        let herbDetails = HerbDetailViewController(herb: herbs[index])
        herbDetails.modalPresentationStyle = .fullScreen
        herbDetails.transitioningDelegate = self
        if presentedViewController == nil, transitionCoordinator == nil {
            selectedImage = herbViews[index]
        }
        present(herbDetails, animated: true)
        if herbDetails.isBeingPresented || presentedViewController === herbDetails { detailController = herbDetails }
    }
}

// MARK: - UIViewControllerTransitioningDelegate

extension HerbsViewController: UIViewControllerTransitioningDelegate {
    /// Points ``transition`` at the selected picture, hides the picture and returns the animator, presenting.
    public func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        transition.originView = selectedImage
        transition.presenting = true
        selectedImage?.isHidden = true
        return transition
    }

    /// Returns ``transition``, dismissing.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        transition.presenting = false
        return transition
    }
}
