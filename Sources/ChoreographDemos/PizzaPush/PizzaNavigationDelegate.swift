import ChoreographHeadless
import Foundation

/// The pizza demo's navigation delegate: a ``PizzaTransitionAnimator`` of ``duration`` seconds for every push
/// (``PizzaAnimationType/present``) and pop (``PizzaAnimationType/dismiss``), and swipe-back through its own
/// ``edgeSwipe``, whose transition it vends as the interaction controller while the swipe pops.
///
/// With a custom animator the navigation controller's own edge swipe no longer pops, as in UIKit: ``edgeSwipe``
/// replaces it once ``install(on:)`` attached it. A navigation controller holds its delegate weakly:
/// ``PizzaPushScenario`` keeps this object alive.
@MainActor
public final class PizzaNavigationDelegate: NavigationControllerDelegate {
    /// The duration of the animators vended, in seconds. Default 1.5.
    public var duration: TimeInterval = 1.5

    /// The left-edge swipe that pops the detail screen interactively with the pizza animator.
    public let edgeSwipe = EdgeSwipePopInteraction()

    /// Creates the delegate.
    public init() {}

    /// Makes this object `navigationController`'s delegate and attaches ``edgeSwipe`` to its view.
    public func install(on navigationController: NavigationController) {
        navigationController.delegate = self
        edgeSwipe.attach(to: navigationController)
    }

    /// A presenting animator for a push, a dismissing one for a pop, `nil` (the standard animation) otherwise.
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        switch operation {
        case .push: PizzaTransitionAnimator(duration: duration, type: .present)
        case .pop: PizzaTransitionAnimator(duration: duration, type: .dismiss)
        case .none: nil
        }
    }

    /// The edge swipe's transition while the swipe pops; `nil` (the animator runs by itself) otherwise.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        edgeSwipe.transition
    }
}
