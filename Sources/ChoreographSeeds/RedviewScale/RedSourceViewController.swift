#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The redview-scale seed's first screen (`vc1`): a white screen with a red strip (`red-1`, 0, 91, full width × 132)
/// that presents the detail screen when tapped, scaled up out of the strip.
///
/// It owns the transitioning delegate (``transition``): a controller holds its transitioning delegate weakly.
public final class RedSourceViewController: UIViewController {
    /// The red strip's frame on a 390-point-wide screen: (0, 91, 390, 132); it stretches to the screen's width.
    public static let redFrame = CGRect(x: 0, y: 91, width: 390, height: 132)

    /// The transitioning delegate of the detail screen, held strongly here.
    public let transition = RedScaleTransitioningDelegate()
    /// How the detail screen is presented: `.fullScreen` (default) or `.custom`.
    public var detailPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The detail screen being presented or shown; `nil` once it is dismissed.
    public private(set) weak var detailController: RedDetailViewController?
    private let red = UIView()

    /// Builds the screen with its red strip.
    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "vc1"
        root.backgroundColor = .white
        red.accessibilityIdentifier = "red-1"
        red.backgroundColor = .seedRed
        let tap = UITapGestureRecognizer()
        tap.name = "red-1"
        tap.addHandler { [weak self] _ in self?.showDetail() }
        red.addGestureRecognizer(tap)
        root.addSubview(red)
        view = root
    }

    /// Keeps the strip at its place, as wide as the screen.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let frame = Self.redFrame
        red.frame = CGRect(x: frame.minX, y: frame.minY, width: view.bounds.width, height: frame.height)
    }

    /// Presents a new detail screen with the scale transition.
    public func showDetail() {
        let detail = RedDetailViewController()
        detail.modalPresentationStyle = detailPresentationStyle
        detail.transitioningDelegate = transition
        present(detail, animated: true)
        if detail.isBeingPresented || detail.presentingViewController != nil { detailController = detail }
    }
}
