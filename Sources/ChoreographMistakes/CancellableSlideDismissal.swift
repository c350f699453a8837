#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A `.fullScreen` dismissal driven by a percent-driven interaction; broken, a cancel leaves the presenting view it
/// added in the container (the fix removes it when `transitionWasCancelled`).
public final class CancellableSlideDismissal: NSObject, UIViewControllerAnimatedTransitioning {
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
        container.insertSubview(toView, belowSubview: fromView)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            fromView.frame.origin.y += container.bounds.height
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed, fixed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}
