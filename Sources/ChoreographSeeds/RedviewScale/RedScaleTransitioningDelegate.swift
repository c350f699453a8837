#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The redview-scale seed's transitioning delegate: one ``RedScaleAnimator``, told which way it runs.
public final class RedScaleTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The animator for both directions.
    public let animator = RedScaleAnimator()

    /// The animator, presenting.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    /// The animator, dismissing.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        animator.presenting = false
        return animator
    }
}
