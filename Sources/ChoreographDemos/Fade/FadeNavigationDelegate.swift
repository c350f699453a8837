import ChoreographHeadless

/// The fade demo's navigation delegate: the same ``FadeAnimator`` the modal transition uses, presenting for a push
/// and dismissing for a pop, and swipe-back through its own ``edgeSwipe``, whose transition scrubs the fade of the pop
/// it starts.
///
/// With a custom animator the navigation controller's own edge swipe no longer pops, as in UIKit: ``edgeSwipe``
/// replaces it once ``install(on:)`` attached it.
///
/// A navigation controller holds its delegate weakly, so this object must be kept alive by its owner —
/// ``FadeFirstViewController`` holds it in a constant, as it does its transitioning delegate.
@MainActor
public final class FadeNavigationDelegate: NavigationControllerDelegate {
    /// The left-edge swipe that pops the second screen interactively with the fade.
    public let edgeSwipe = EdgeSwipePopInteraction()

    /// Creates the delegate.
    public init() {}

    /// Makes this object `navigationController`'s delegate and attaches ``edgeSwipe`` to its view.
    public func install(on navigationController: NavigationController) {
        navigationController.delegate = self
        edgeSwipe.attach(to: navigationController)
    }

    /// A presenting ``FadeAnimator`` for a push, a dismissing one for a pop, `nil` (the standard animation)
    /// otherwise.
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        switch operation {
        case .push: FadeAnimator(isPresenting: true)
        case .pop: FadeAnimator(isPresenting: false)
        case .none: nil
        }
    }

    /// The edge swipe's transition while the swipe pops; `nil` (the fade runs by itself) otherwise.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        edgeSwipe.transition
    }
}
