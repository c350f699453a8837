import ChoreographHeadless

/// The redview-scale transitioning delegate: one ``RedScaleAnimator`` for presentation and dismissal, its direction
/// set on each request.
///
/// Kept alive by ``RedSourceViewController`` (controllers hold their transitioning delegate weakly).
@MainActor
public final class RedScaleTransitioningDelegate: TransitioningDelegate {
    /// The animator vended in both directions.
    public let animator = RedScaleAnimator()

    /// Creates the delegate.
    public init() {}

    /// The animator, presenting.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        animator.presenting = true
        return animator
    }

    /// The animator, dismissing.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        animator.presenting = false
        return animator
    }
}
