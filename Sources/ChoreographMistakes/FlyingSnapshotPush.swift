#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A push in which a snapshot of the source strip flies to the picture's place; broken, the snapshot stays in the
/// container after completion (and after the pop).
public final class FlyingSnapshotPush: NSObject, UIViewControllerAnimatedTransitioning {
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
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to),
            let strip = (transitionContext.viewController(forKey: .from) as? SourceViewController)?.strip,
            let snapshot = strip.snapshotView(afterScreenUpdates: false)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        container.addSubview(toView)
        snapshot.frame = strip.convert(strip.bounds, to: container)
        container.addSubview(snapshot)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
            snapshot.frame = CGRect(x: 20, y: 300, width: 200, height: 200)
        } completion: { _ in
            if fixed { snapshot.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
