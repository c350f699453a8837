#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A `.fullScreen` presentation that shrinks the presenting root to 0.9 behind the new screen, and its dismissal;
/// broken, the dismissal never scales the root back.
public final class ScaleBackRoot: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the animator shows the screen (`true`) or takes it away.
    public let presenting: Bool
    /// Whether the mistake is fixed (`true`) or made (`false`).
    public let fixed: Bool
    /// Creates the animator for one direction, with the mistake made or (`fixed`) fixed.
    public init(presenting: Bool, fixed: Bool) {
        self.presenting = presenting
        self.fixed = fixed
    }

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
        let height = container.bounds.height
        let (presenting, fixed) = (self.presenting, self.fixed)
        if presenting {
            toView.frame = transitionContext.finalFrame(for: to).offsetBy(dx: 0, dy: height)
            container.addSubview(toView)
        } else {
            toView.frame = transitionContext.finalFrame(for: to)
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: 0.3) {
            if presenting {
                fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                toView.frame.origin.y -= height
            } else {
                if fixed { toView.transform = .identity }
                fromView.frame.origin.y += height
            }
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}
