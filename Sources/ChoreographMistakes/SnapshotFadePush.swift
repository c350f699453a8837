#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A push that cross-fades a snapshot of the new screen in before showing it; broken, the snapshot is taken without
/// screen updates of a view never laid out — empty in UIKit.
public final class SnapshotFadePush: NSObject, UIViewControllerAnimatedTransitioning {
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
        toView.frame = transitionContext.finalFrame(for: to)
        guard let snapshot = toView.snapshotView(afterScreenUpdates: fixed) else {
            return transitionContext.completeTransition(false)
        }
        snapshot.alpha = 0
        container.addSubview(snapshot)
        UIView.animate(withDuration: 0.3) {
            snapshot.alpha = 1
        } completion: { _ in
            container.addSubview(toView)
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
