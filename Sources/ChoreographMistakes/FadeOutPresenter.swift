#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A `.fullScreen` presentation that fades the presenting view out as the new screen fades in; broken, it leaves the
/// presenting view at alpha 0 once UIKit has taken it off screen, so it comes back transparent.
public final class FadeOutPresenter: NSObject, UIViewControllerAnimatedTransitioning {
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
        toView.alpha = 0
        container.addSubview(toView)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
            fromView.alpha = 0
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
            if fixed { fromView.alpha = 1 }
        }
    }
}
