import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The herbs-pop demo's main screen: a title, a description and a clipped row of herb pictures near the bottom.
///
/// Tapping a herb presents its details with the custom pop animation (``HerbPopAnimator``), through a
/// ``HerbsTransitioningDelegate`` this controller keeps alive (a controller holds its transitioning delegate
/// weakly). The layout follows the view's size, so the row is placed again after a rotation.
///
/// Identifiers: `herbs` (the view), `herbs-title`, `herbs-description`, `herb-row` (the clipping row) and `herb-0`
/// … `herb-4`.
@MainActor
public final class HerbsViewController: ViewController {
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
    /// The transitioning delegate of every details screen this controller presents, held strongly here.
    public let transition = HerbsTransitioningDelegate()
    /// The herb pictures, in row order; empty until the view loads.
    public private(set) var herbViews: [View] = []
    private let row = View(identifier: "herb-row")
    private let titleLabel = View(identifier: "herbs-title")
    private let descriptionLabel = View(identifier: "herbs-description")

    /// Creates the main screen for `herbs` (default ``Herb/all``).
    public init(herbs: [Herb] = Herb.all) {
        self.herbs = herbs
        super.init(nibName: nil, bundle: nil)
        identifier = "herbs"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The details screen being presented, on screen or being dismissed; `nil` once it is gone. Weak: the
    /// presentation keeps it alive.
    public private(set) weak var detailController: HerbDetailViewController?

    // MARK: - Lifecycle

    /// Builds the screen: background, title, description and the row of herbs, each with a tap recognizer.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "herbs")
        root.backgroundColor = DemoColors.paper
        titleLabel.content = .text(TextContent("Beginner Cook", fontSize: 34, isBold: true))
        descriptionLabel.content = .text(
            TextContent("Fresh herbs make simple food taste of something. Tap one to learn more.", fontSize: 17))
        row.clipsToBounds = true
        root.addSubview(titleLabel)
        root.addSubview(descriptionLabel)
        root.addSubview(row)
        herbViews = herbs.enumerated().map { index, herb in
            let picture = View(identifier: "herb-\(index)")
            picture.content = .image(ImageContent(name: herb.imageName, size: Self.herbSize))
            picture.backgroundColor = DemoColors.herb
            picture.layer.cornerRadius = Self.herbCornerRadius
            picture.clipsToBounds = true
            let tap = TapGestureRecognizer { [weak self] _ in self?.showDetail(forHerb: index) }
            tap.name = "herb-\(index)"
            picture.addGestureRecognizer(tap)
            row.addSubview(picture)
            return picture
        }
        view = root
        layoutContent(in: root.bounds.size)
    }

    /// Places the content for the view's current size.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent(in: view.bounds.size)
    }

    // MARK: - Presenting

    /// Presents the details of the herb at `index` with the pop animation; an index outside the row is ignored.
    ///
    /// While a details screen is up or a transition runs, the call still goes to `present` (which the host
    /// refuses and reports) but the selected herb is left alone, so the running transition keeps its herb.
    public func showDetail(forHerb index: Int) {
        guard herbs.indices.contains(index), herbViews.indices.contains(index) else { return }
        let details = HerbDetailViewController(herb: herbs[index])
        details.modalPresentationStyle = .fullScreen
        details.transitioningDelegate = transition
        if presentedViewController == nil, transitionCoordinator == nil {
            transition.selectedHerb = herbViews[index]
        }
        present(details, animated: true)
        if details.isBeingPresented || presentedViewController === details { detailController = details }
    }

    // MARK: - Layout

    /// Title and description at the top, the row `rowBottomInset` above the bottom edge, herbs left to right.
    private func layoutContent(in size: CGSize) {
        let margin: CGFloat = 20
        titleLabel.frame = CGRect(x: margin, y: 60, width: size.width - 2 * margin, height: 44)
        descriptionLabel.frame = CGRect(x: margin, y: 112, width: size.width - 2 * margin, height: 88)
        let herb = Self.herbSize
        row.frame = CGRect(
            x: 0, y: size.height - Self.rowBottomInset - herb.height, width: size.width, height: herb.height)
        for (index, picture) in herbViews.enumerated() {
            let x = Self.herbSpacing + CGFloat(index) * (herb.width + Self.herbSpacing)
            picture.frame = CGRect(origin: CGPoint(x: x, y: 0), size: herb)
        }
    }
}
