#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A `.custom` presentation that hides the source strip while the new screen grows out of it; broken, the dismissal
/// never shows the strip again.
public final class HideSourceStrip: NSObject, UIViewControllerAnimatedTransitioning {
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
        let sourceKey: UITransitionContextViewControllerKey = presenting ? .from : .to
        let strip = (transitionContext.viewController(forKey: sourceKey) as? SourceViewController)?.strip
        let (presenting, fixed) = (self.presenting, self.fixed)
        let moving = transitionContext.view(forKey: presenting ? .to : .from)
        if presenting, let moving, let to = transitionContext.viewController(forKey: .to) {
            moving.frame = transitionContext.finalFrame(for: to)
            moving.alpha = 0
            container.addSubview(moving)
            strip?.isHidden = true
        }
        UIView.animate(withDuration: 0.3) {
            moving?.alpha = presenting ? 1 : 0
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !presenting, completed, fixed { strip?.isHidden = false }
            transitionContext.completeTransition(completed)
        }
    }
}
