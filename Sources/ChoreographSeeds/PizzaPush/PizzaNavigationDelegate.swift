#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The pizza-push navigation delegate: a ``PizzaTransitionAnimator`` of ``duration`` seconds for every push
/// (``PizzaAnimationType/present``) and pop (``PizzaAnimationType/dismiss``), and swipe-back through its own
/// ``edgeSwipe``, whose transition it vends as the interaction controller while the swipe pops.
///
/// With a custom animator the navigation controller's own edge swipe no longer pops, as in UIKit: ``edgeSwipe``
/// replaces it once ``install(on:)`` attached it. A navigation controller holds its delegate weakly:
/// ``PizzaGridViewController`` keeps this object alive.
@MainActor
public final class PizzaNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The duration of the animators vended, in seconds. Default 1.5.
    public var duration: TimeInterval = 1.5
    /// The left-edge swipe that pops the detail screen interactively with the pizza animator.
    public let edgeSwipe = EdgeSwipePopInteraction()

    /// Makes this object `navigationController`'s delegate and attaches ``edgeSwipe`` to its view.
    public func install(on navigationController: UINavigationController) {
        navigationController.delegate = self
        edgeSwipe.attach(to: navigationController)
    }

    /// A presenting animator for a push, a dismissing one for a pop, `nil` (the standard animation) otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return PizzaTransitionAnimator(animationDuration: duration, animationType: .present)
        case .pop: return PizzaTransitionAnimator(animationDuration: duration, animationType: .dismiss)
        default: return nil
        }
    }

    /// The edge swipe's transition while the swipe pops; `nil` (the animator runs by itself) otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        edgeSwipe.transition
    }
}
