#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A transitioning delegate that vends one animator for each direction and, when given, an interaction controller
/// for the dismissal.
public final class MistakeTransitioning: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate
{
    /// The animator of the presentation and of the push.
    public let presenting: UIViewControllerAnimatedTransitioning
    /// The animator of the dismissal and of the pop.
    public let dismissing: UIViewControllerAnimatedTransitioning
    /// The interaction controller of the dismissal, or `nil` (default) for a dismissal that runs by itself.
    public var dismissalInteraction: UIViewControllerInteractiveTransitioning?

    /// Creates the delegate with an animator for each direction.
    public init(presenting: UIViewControllerAnimatedTransitioning, dismissing: UIViewControllerAnimatedTransitioning) {
        self.presenting = presenting
        self.dismissing = dismissing
    }

    /// ``presenting``.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.presenting
    }

    /// ``dismissing``.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        dismissing
    }

    /// ``dismissalInteraction``.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        dismissalInteraction
    }

    /// ``presenting`` for a push, ``dismissing`` for a pop.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? presenting : dismissing
    }

    /// `nil`: pushes and pops run by themselves.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        nil
    }
}
