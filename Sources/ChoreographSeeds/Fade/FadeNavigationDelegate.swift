#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The fade seed's navigation delegate: the same ``FadeAnimator`` the modal transition uses — presenting for a push,
/// dismissing for a pop — and swipe-back through its own ``edgeSwipe``, which drives the fade of the pop it starts.
///
/// With a custom animator the navigation controller's own edge swipe no longer pops, as in UIKit: ``edgeSwipe``
/// replaces it once ``install(on:)`` attached it. A navigation controller holds its delegate weakly, so the owner
/// keeps this object alive (``FadeFirstViewController`` holds it in a constant).
public final class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The left-edge swipe that pops the second screen interactively with the fade.
    public let edgeSwipe = EdgeSwipePopInteraction()

    /// Makes this object `navigationController`'s delegate and attaches ``edgeSwipe`` to its view.
    public func install(on navigationController: UINavigationController) {
        navigationController.delegate = self
        edgeSwipe.attach(to: navigationController)
    }

    /// A presenting ``FadeAnimator`` for a push, a dismissing one for a pop, `nil` (the standard animation)
    /// otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return FadeAnimator(isPresenting: true)
        case .pop: return FadeAnimator(isPresenting: false)
        default: return nil
        }
    }

    /// The edge swipe's transition while the swipe pops; `nil` (the fade runs by itself) otherwise.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        edgeSwipe.transition
    }
}
