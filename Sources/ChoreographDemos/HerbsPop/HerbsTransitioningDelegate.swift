import ChoreographHeadless

/// The herbs-pop demo's transitioning delegate: one ``HerbPopAnimator`` for presentation and dismissal, pointed at
/// the tapped herb, which stays hidden while its details are up.
///
/// Kept alive by ``HerbsViewController`` (controllers hold their transitioning delegate weakly).
@MainActor
public final class HerbsTransitioningDelegate: TransitioningDelegate {
    /// The animator vended in both directions.
    public let animator = HerbPopAnimator()
    /// The herb picture the next presentation grows from. Weak: the row owns it. Default `nil`.
    public weak var selectedHerb: View?

    /// Creates the delegate; its animator shows the selected herb again after each dismissal.
    public init() {
        animator.dismissCompletion = { [weak self] in self?.selectedHerb?.isHidden = false }
    }

    /// Points the animator at the selected herb, hides the herb and returns the animator, presenting.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        animator.sourceIdentifier = selectedHerb?.identifier
        animator.presenting = true
        selectedHerb?.isHidden = true
        return animator
    }

    /// Returns the animator, dismissing.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        animator.presenting = false
        return animator
    }
}
