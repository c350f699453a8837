#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A push that dims the old screen with a view of its own; broken, the dimming view is never removed.
public final class DimmingPush: NSObject, UIViewControllerAnimatedTransitioning {
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
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let dimming = UIView(frame: container.bounds)
        dimming.accessibilityIdentifier = "dimming"
        dimming.backgroundColor = .black
        dimming.alpha = 0
        container.addSubview(dimming)
        toView.frame = transitionContext.finalFrame(for: to).offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(toView)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            dimming.alpha = 0.3
            toView.frame.origin.x = 0
        } completion: { _ in
            if fixed { dimming.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
