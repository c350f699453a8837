#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Swipe-back for a navigation controller whose delegate vends its own animator: a left-edge pan of the app's own
/// that pops the top controller and drives the pop through a `UIPercentDrivenInteractiveTransition`.
///
/// UIKit's own edge swipe (`interactivePopGestureRecognizer`) drives only the standard pop: once the delegate vends
/// an animator it no longer pops, and an app keeps swipe-back by installing its own edge pan and vending its own
/// interaction controller. The navigation delegate owns one of these, attaches it to the navigation controller, and
/// returns ``transition`` from `navigationController(_:interactionControllerFor:)`: it is set only while the gesture
/// drives a pop, so a pop started any other way runs by itself.
///
/// Following the gesture's states:
/// - it may begin only when the stack holds more than one controller and no transition runs (it is its own
///   recognizer's delegate), so it never asks for a pop UIKit would refuse;
/// - **began**: a fresh percent-driven transition is made and the top is popped with animation; the delegate vends
///   the transition. When no transition started, the rest of the gesture is ignored;
/// - **changed**: the progress is the horizontal translation divided by the navigation controller's width;
/// - **ended**: the pop finishes when the progress, carried on by the release velocity (in widths per second) the way
///   a scroll view decelerates at its normal rate, passes half the width, and cancels otherwise;
/// - **cancelled**: the pop is cancelled.
@MainActor
public final class EdgeSwipePopInteraction: NSObject, UIGestureRecognizerDelegate {
    /// `UIScrollView.DecelerationRate.normal`: the factor a scroll view's velocity keeps every millisecond.
    public static let decelerationRate: CGFloat = 0.998

    /// The left-edge pan (named `edge-swipe-pop`); attach it with ``attach(to:)``.
    public let edgePan = UIScreenEdgePanGestureRecognizer()
    /// The transition the pan drives, while it drives a pop; `nil` otherwise.
    public private(set) var transition: UIPercentDrivenInteractiveTransition?
    private weak var navigationController: UINavigationController?

    /// Creates the interaction, not yet attached.
    public override init() {
        super.init()
        edgePan.edges = .left
        edgePan.name = "edge-swipe-pop"
        edgePan.delegate = self
        edgePan.addHandler { [weak self] pan in self?.handle(pan) }
    }

    /// Adds the edge pan to `navigationController`'s view; the swipe pops that controller, which is held weakly.
    public func attach(to navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.view.addGestureRecognizer(edgePan)
    }

    /// Whether a swipe may pop now: more than one controller in the stack and no transition running.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
    }

    /// Whether a swipe let go at `progress` (a fraction of the width) moving at `velocity` (widths per second)
    /// finishes the pop: the progress plus the distance a scroll view decelerating at ``decelerationRate`` would
    /// still travel, `velocity / 1000 · r / (1 − r)`, passes one half.
    public static func finishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        guard progress.isFinite else { return false }
        let carried = velocity.isFinite ? velocity / 1000 * decelerationRate / (1 - decelerationRate) : 0
        return progress + carried > 0.5
    }

    // MARK: - Internal API

    private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController, let view = navigationController.view else { return }
        let width = max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            transition = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
            if navigationController.transitionCoordinator == nil { transition = nil }
        case .changed:
            transition?.update(pan.translation(in: view).x / width)
        case .ended:
            let progress = pan.translation(in: view).x / width
            if Self.finishes(progress: progress, velocity: pan.velocity(in: view).x / width) {
                transition?.finish()
            } else {
                transition?.cancel()
            }
            transition = nil
        case .cancelled:
            transition?.cancel()
            transition = nil
        default:
            break
        }
    }
}
