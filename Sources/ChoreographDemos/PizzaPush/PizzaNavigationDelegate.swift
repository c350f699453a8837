import ChoreographHeadless
import Foundation

/// The pizza demo's navigation delegate: a ``PizzaTransitionAnimator`` of ``duration`` seconds for every push
/// (``PizzaAnimationType/present``) and pop (``PizzaAnimationType/dismiss``); no interaction controller, so the
/// navigation controller's edge swipe drives a pop it starts.
///
/// A navigation controller holds its delegate weakly: ``PizzaPushScenario`` keeps this object alive.
@MainActor
public final class PizzaNavigationDelegate: NavigationControllerDelegate {
    /// The duration of the animators vended, in seconds. Default 1.5.
    public var duration: TimeInterval = 1.5

    /// Creates the delegate.
    public init() {}

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
}
