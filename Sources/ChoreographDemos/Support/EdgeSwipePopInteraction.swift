import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Swipe-back for a navigation controller whose delegate vends its own animator: a left-edge pan of the app's own
/// that pops the top controller and drives the pop through a ``/ChoreographHeadless/PercentDrivenInteractiveTransition``.
///
/// The system edge swipe (`interactivePopGestureRecognizer`) drives only the standard pop: once the delegate vends
/// an animator, it no longer begins, and an app keeps swipe-back by installing its own edge pan and vending its own
/// interaction controller, as UIKit apps do with `UIScreenEdgePanGestureRecognizer` and
/// `UIPercentDrivenInteractiveTransition`. The navigation delegate owns one of these, attaches it to the navigation
/// controller, and returns ``transition`` from `navigationController(_:interactionControllerFor:)`: it is set only
/// while the gesture drives a pop, so a pop started any other way runs by itself.
///
/// Following the gesture's states:
/// - it may begin only when the stack holds more than one controller and no transition runs (it is its own
///   recognizer's delegate), so it never asks for a pop the host would refuse;
/// - **began**: a fresh percent-driven transition is made and the top is popped with animation; the delegate vends
///   the transition. When no transition started, the rest of the gesture is ignored;
/// - **changed**: the progress is the horizontal translation divided by the navigation controller's width;
/// - **ended**: `InteractiveCompletion.finishes(progress:velocity:)` decides: the pop finishes when the progress,
///   carried on by the release velocity (in widths per second) the way a scroll view decelerates, passes half the
///   width, and cancels otherwise; it completes at speed 1 on the ease-in-out curve;
/// - **cancelled**: the pop is cancelled.
@MainActor
public final class EdgeSwipePopInteraction: GestureRecognizerDelegate {
    /// The left-edge pan (`edge-swipe-pop`); attach it with ``attach(to:)``.
    public let edgePan = ScreenEdgePanGestureRecognizer()
    /// The transition the pan drives, while it drives a pop; `nil` otherwise.
    public private(set) var transition: PercentDrivenInteractiveTransition?
    private weak var navigationController: NavigationController?

    /// Creates the interaction, not yet attached.
    public init() {
        edgePan.edges = .left
        edgePan.name = "edge-swipe-pop"
        edgePan.delegate = self
        edgePan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            handle(pan)
        }
    }

    /// Adds the edge pan to `navigationController`'s view (loading it); the swipe pops that controller, which is held
    /// weakly.
    public func attach(to navigationController: NavigationController) {
        self.navigationController = navigationController
        navigationController.view.addGestureRecognizer(edgePan)
    }

    /// Whether a swipe may pop now: more than one controller in the stack and no transition running.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
    }

    // MARK: - Internal API

    private func handle(_ pan: PanGestureRecognizer) {
        guard let navigationController else { return }
        let view: View = navigationController.view
        let width = max(view.bounds.width, 1)
        switch pan.state {
        case .began:
            transition = PercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
            if navigationController.transitionCoordinator == nil { transition = nil }
        case .changed:
            transition?.update(Double(pan.translation(in: view).x / width))
        case .ended:
            transition?.release(
                progress: Double(pan.translation(in: view).x / width),
                velocity: Double(pan.velocity(in: view).x / width))
            transition = nil
        case .cancelled:
            transition?.cancel()
            transition = nil
        default:
            break
        }
    }
}
