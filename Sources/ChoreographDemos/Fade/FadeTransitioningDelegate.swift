import ChoreographHeadless

/// The fade demo's transitioning delegate: a ``FadeAnimator`` for each direction, and the pan's interaction
/// controller for a dismissal the pan started.
///
/// A controller holds its transitioning delegate weakly, so this object must be kept alive by its owner —
/// ``FadeFirstViewController`` holds it in a constant. (A delegate made inline and released would silently give the
/// standard animation; the host reports that as `transition.delegateReleased`.)
@MainActor
public final class FadeTransitioningDelegate: TransitioningDelegate {
    /// The interaction of the screen being dismissed, asked for its interaction controller on dismissal. Weak: the
    /// screen owns it. Default `nil`.
    public weak var dismissInteraction: PanToDismissInteraction?

    /// Creates the delegate.
    public init() {}

    /// A presenting ``FadeAnimator``.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        FadeAnimator(isPresenting: true)
    }

    /// A dismissing ``FadeAnimator``.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        FadeAnimator(isPresenting: false)
    }

    /// The pan's interaction controller while the pan starts a dismissal; `nil` otherwise (a button's dismissal is
    /// not interactive).
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        dismissInteraction?.transition
    }
}
