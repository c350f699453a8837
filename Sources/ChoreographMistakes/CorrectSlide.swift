#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A plain 0.3 s slide that keeps every rule, for the direction a mistake does not concern: the to view comes in
/// from the bottom (presenting) or the from view leaves to the bottom (dismissing), above the other.
public final class CorrectSlide: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the animator shows the screen (`true`) or takes it away.
    public let presenting: Bool

    /// Creates the animator for one direction.
    public init(presenting: Bool) {
        self.presenting = presenting
    }

    /// 0.3 s.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    /// Runs the transition (see the type's description for the mistake).
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presenting = self.presenting
        let height = container.bounds.height
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let addsToView = toView.map { presenting || $0.superview !== container } ?? false
        if let toView, let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            if presenting {
                toView.frame.origin.y += height
                container.addSubview(toView)
            } else if let fromView {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, at: 0)
            }
        }
        UIView.animate(withDuration: 0.3) {
            if presenting {
                toView?.frame.origin.y -= height
            } else {
                fromView?.frame.origin.y += height
            }
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed, addsToView { toView?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}
