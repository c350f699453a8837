import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The redview-scale demo's first screen (the seed's VC1): a red view (`red-1`) 132 points high, 91 points below the
/// top, full width. Tapping it presents the second screen, which grows out of it.
///
/// Identifiers: `vc1` (the view) and `red-1`.
@MainActor
public final class RedSourceViewController: ViewController {
    /// The red view's frame in a 390-point-wide screen: (0, 91, 390, 132); its width follows the screen's.
    public static let redFrame = CGRect(x: 0, y: 91, width: 390, height: 132)

    /// The transitioning delegate of the second screen, held strongly here.
    public let transition = RedScaleTransitioningDelegate()
    /// How the second screen is presented. Default ``/ChoreographHeadless/ModalPresentationStyle/fullScreen``.
    public var detailPresentationStyle: ModalPresentationStyle = .fullScreen
    /// The second screen being presented, on screen or being dismissed; `nil` once it is gone. Weak: the
    /// presentation keeps it alive.
    public private(set) weak var detailController: RedDetailViewController?
    private let red = View(identifier: "red-1")

    /// Creates the first screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        identifier = "vc1"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the white screen with the red view, which presents the second screen when tapped.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "vc1")
        root.backgroundColor = .white
        red.backgroundColor = DemoColors.red
        let tap = TapGestureRecognizer { [weak self] _ in self?.showDetail() }
        tap.name = "red-1"
        red.addGestureRecognizer(tap)
        root.addSubview(red)
        view = root
        layoutContent(in: root.bounds.size)
    }

    /// Keeps the red view full width.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent(in: view.bounds.size)
    }

    /// Presents the second screen in ``detailPresentationStyle`` with the scale animation.
    public func showDetail() {
        let detail = RedDetailViewController()
        detail.modalPresentationStyle = detailPresentationStyle
        detail.transitioningDelegate = transition
        present(detail, animated: true)
        if detail.isBeingPresented || detail.presentingViewController != nil { detailController = detail }
    }

    private func layoutContent(in size: CGSize) {
        let frame = Self.redFrame
        red.frame = CGRect(x: frame.minX, y: frame.minY, width: size.width, height: frame.height)
    }
}
