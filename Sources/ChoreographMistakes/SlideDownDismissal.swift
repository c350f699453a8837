#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A `.fullScreen` dismissal that slides the dismissed screen down; broken, it adds the presenting view with
/// `addSubview`, above the screen it dismisses, which nobody then sees move.
public final class SlideDownDismissal: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the mistake is fixed (`true`) or made (`false`).
    public let fixed: Bool
    /// Creates the animator, with the mistake made or (`fixed`) fixed.
    public init(fixed: Bool) { self.fixed = fixed }

    /// 0.3 s.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    /// Runs the transition (see the type's description for the mistake).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        if fixed {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        UIView.animate(withDuration: 0.3) {
            fromView.frame.origin.y += container.bounds.height
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}
