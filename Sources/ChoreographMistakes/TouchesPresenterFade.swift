#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A fade-in that, broken, puts the presenting controller's view in the container although `view(forKey: .from)`
/// gave `nil` (a `.custom` presentation): the window ends blank after the dismissal.
public final class TouchesPresenterFade: NSObject, UIViewControllerAnimatedTransitioning {
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
        guard let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        if !fixed, let from = transitionContext.viewController(forKey: .from) {
            container.addSubview(from.view)
        }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
