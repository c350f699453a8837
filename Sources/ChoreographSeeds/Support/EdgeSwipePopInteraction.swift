#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Swipe-back for a navigation controller whose delegate vends its own animator: a left-edge pan of the app's own
/// that pops the top controller and drives the pop through a `UIPercentDrivenInteractiveTransition`.
///
/// The system edge swipe drives only the standard pop: once the delegate vends an animator it no longer begins, and
/// an app keeps swipe-back by installing its own edge pan and vending its own interaction controller. The navigation
/// delegate owns one of these, attaches it, and returns ``transition`` from
/// `navigationController(_:interactionControllerFor:)`: it is set only while the gesture drives a pop, so a pop
/// started any other way runs by itself.
///
/// Following the gesture's states:
/// - it may begin only when the stack holds more than one controller and no transition runs (it is its own
///   recognizer's delegate), so it never asks for a pop that would be refused;
/// - **began**: a fresh percent-driven transition is made and the top is popped with animation;
/// - **changed**: the progress is the horizontal translation divided by the navigation controller's width;
/// - **ended**: ``InteractiveRelease`` decides from the progress and the velocity (in widths per second);
/// - **cancelled**: the pop is cancelled.
public final class EdgeSwipePopInteraction: NSObject, UIGestureRecognizerDelegate {
    /// The left-edge pan (`edge-swipe-pop`); attach it with ``attach(to:)``.
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

    private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let navigationController, let view = navigationController.view else { return }
        let width = max(view.bounds.width, 1)
        if pan.state == .began {
            transition = UIPercentDrivenInteractiveTransition()
            navigationController.popViewController(animated: true)
            if navigationController.transitionCoordinator == nil { transition = nil }
        } else if transition?.follow(pan, in: view, vertical: false, length: width) == true {
            transition = nil
        }
    }
}
