#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The bikes-card transitioning delegate: one object vends the slide animators for both directions and the card
/// presentation controller. Use it with the `.custom` presentation style.
///
/// Kept alive by ``MapViewController`` (a controller holds its transitioning delegate weakly).
@MainActor
public final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// A ``CardPresentationController`` for the presented controller.
    public func presentationController(
        forPresented presented: UIViewController,
        presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// A ``CardSlideAnimator`` that slides the card in from the right.
    public func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: true)
    }

    /// A ``CardSlideAnimator`` that slides the card out to the right.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        CardSlideAnimator(isPresenting: false)
    }
}
