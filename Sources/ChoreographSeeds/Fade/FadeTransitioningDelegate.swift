#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The fade seed's transitioning delegate: a ``FadeAnimator`` for each direction, and the pan's interaction
/// controller for a dismissal the pan started.
///
/// A controller holds its transitioning delegate weakly, so this object must be kept alive by its owner —
/// ``FadeFirstViewController`` holds it in a constant.
public final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The interaction of the screen being dismissed, asked for its interaction controller on dismissal. Weak: the
    /// screen owns it. Default `nil`.
    public weak var dismissInteraction: PanToDismissInteraction?

    /// A presenting ``FadeAnimator``.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(isPresenting: true)
    }

    /// A dismissing ``FadeAnimator``.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        FadeAnimator(isPresenting: false)
    }

    /// The pan's interaction controller while the pan dismisses; `nil` otherwise (a button's dismissal is not
    /// interactive).
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        dismissInteraction?.transition
    }
}
