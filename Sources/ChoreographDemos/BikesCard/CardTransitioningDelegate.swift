import ChoreographHeadless

/// The bikes-card transitioning delegate: one object vends the slide animators for both directions and the card
/// presentation controller. Use it with ``/ChoreographHeadless/ModalPresentationStyle/custom``.
///
/// Kept alive by ``MapViewController`` (controllers hold their transitioning delegate weakly).
@MainActor
public final class CardTransitioningDelegate: TransitioningDelegate {
    /// Creates the delegate.
    public init() {}

    /// A ``CardPresentationController`` for the presented controller.
    public func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// A ``CardSlideAnimator`` that slides the card in from the right.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: true)
    }

    /// A ``CardSlideAnimator`` that slides the card out to the right.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        CardSlideAnimator(isPresenting: false)
    }
}
