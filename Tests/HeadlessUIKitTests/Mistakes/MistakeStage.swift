#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A window with a source screen — a white root holding a red `source` strip — on a fresh host, where each classic
/// mistake runs: presented from the source, or pushed on a navigation stack rooted at it.
@MainActor
final class MistakeStage {
    let clock = ManualClock()
    let host: HostEnvironment
    let window = UIWindow()
    let source = SourceViewController()
    private(set) var navigation: UINavigationController?

    /// The stage; with `inNavigation` the source is the root of a navigation controller, the window's root.
    init(inNavigation: Bool = false) {
        host = HostEnvironment.install(clock: clock)
        if inNavigation {
            let navigation = UINavigationController(rootViewController: source)
            self.navigation = navigation
            window.rootViewController = navigation
        } else {
            window.rootViewController = source
        }
        window.makeKeyAndVisible()
        clock.advance(by: 0.1)
    }

    /// The codes reported so far, then forgets them.
    func takeCodes() -> [Diagnostic.Code] {
        defer { host.diagnostics.removeAll() }
        return host.diagnostics.codes
    }

    /// Presents `detail` from the source (or its navigation controller) with `delegate`, and lets it run.
    func present(
        _ detail: UIViewController, style: UIModalPresentationStyle, delegate: UIViewControllerTransitioningDelegate
    ) {
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        (navigation ?? source).present(detail, animated: true)
        clock.advance(by: 2)
    }

    /// Dismisses what the source presents, and lets it run.
    func dismiss() {
        source.dismiss(animated: true)
        clock.advance(by: 2)
    }

    /// Pushes `detail` with `delegate` as the navigation delegate, and lets it run.
    func push(_ detail: UIViewController, delegate: UINavigationControllerDelegate) {
        navigation?.delegate = delegate
        navigation?.pushViewController(detail, animated: true)
        clock.advance(by: 2)
    }

    /// Pops the top controller, and lets it run.
    func pop() {
        navigation?.popViewController(animated: true)
        clock.advance(by: 2)
    }
}

/// The source screen: a white root (`root`) with a red strip (`source`).
final class SourceViewController: UIViewController {
    /// The strip's tag, to find it without knowing the controller's type.
    static let stripTag = 7
    let strip = UIView()

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "root"
        root.backgroundColor = .white
        strip.accessibilityIdentifier = "source"
        strip.backgroundColor = .red
        strip.tag = Self.stripTag
        strip.frame = CGRect(x: 0, y: 100, width: 390, height: 120)
        root.addSubview(strip)
        view = root
    }
}

/// A detail screen: an opaque blue root (`detail`) with a picture (`picture`).
final class DetailViewController: UIViewController {
    let picture = UIView()

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "detail"
        root.backgroundColor = .blue
        picture.accessibilityIdentifier = "picture"
        picture.backgroundColor = .green
        picture.frame = CGRect(x: 20, y: 300, width: 200, height: 200)
        root.addSubview(picture)
        view = root
    }
}

/// A transitioning delegate that vends one animator for each direction and, when given, an interaction controller
/// for the dismissal.
final class MistakeTransitioning: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    let presenting: UIViewControllerAnimatedTransitioning
    let dismissing: UIViewControllerAnimatedTransitioning
    var dismissalInteraction: UIViewControllerInteractiveTransitioning?

    init(presenting: UIViewControllerAnimatedTransitioning, dismissing: UIViewControllerAnimatedTransitioning) {
        self.presenting = presenting
        self.dismissing = dismissing
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.presenting
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissing
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        dismissalInteraction
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? presenting : dismissing
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        nil
    }
}

/// A plain 0.3 s slide that keeps every rule, for the direction a mistake does not concern: the to view comes in
/// from the bottom (presenting) or the from view leaves to the bottom (dismissing), above the other.
final class CorrectSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presenting = self.presenting
        let height = container.bounds.height
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let addsToView = toView.map { presenting || $0.superview !== container } ?? false
        if let toView, let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            if presenting {
                toView.frame.origin.y += height
                container.addSubview(toView)
            } else if let fromView {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, at: 0)
            }
        }
        UIView.animate(withDuration: 0.3) {
            if presenting {
                toView?.frame.origin.y -= height
            } else {
                fromView?.frame.origin.y += height
            }
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed, addsToView { toView?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}
