#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A presentation that grows the new screen out of the source strip; broken, it casts the "from" controller to the
/// source's type, which fails when the source sits in a navigation controller, and gives up without animating.
public final class CastingGrow: NSObject, UIViewControllerAnimatedTransitioning {
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
        container.addSubview(toView)
        let from = transitionContext.viewController(forKey: .from)
        let strip: UIView?
        if fixed {
            strip = from?.view.viewWithTag(SourceViewController.stripTag)
        } else {
            strip = (from as? SourceViewController)?.strip
        }
        guard let strip else { return transitionContext.completeTransition(true) }
        let start = strip.convert(strip.bounds, to: container)
        let end = toView.frame
        toView.frame = start
        UIView.animate(withDuration: 0.3) {
            toView.frame = end
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
