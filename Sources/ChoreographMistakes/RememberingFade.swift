#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A fade that keeps the screen it presents in a strong property; broken, the screen outlives its dismissal.
public final class RememberingFade: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the animator shows the screen (`true`) or takes it away.
    public let presenting: Bool
    /// Whether the mistake is fixed (`true`) or made (`false`).
    public let fixed: Bool
    /// The screen presented, held strongly by the broken animator: the leak.
    public var strongPresented: UIViewController?
    /// The screen presented, held weakly by the fixed animator.
    public weak var weakPresented: UIViewController?

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
        let presenting = self.presenting
        let moving = transitionContext.view(forKey: presenting ? .to : .from)
        if presenting, let moving, let to = transitionContext.viewController(forKey: .to) {
            if fixed { weakPresented = to } else { strongPresented = to }
            moving.frame = transitionContext.finalFrame(for: to)
            moving.alpha = 0
            container.addSubview(moving)
        }
        UIView.animate(withDuration: 0.3) {
            moving?.alpha = presenting ? 1 : 0
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
