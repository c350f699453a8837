#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A pop that lands the detail's picture on the screen below; broken, the picture stays there, moved out of the
/// popped screen, instead of going back into it.
public final class PictureLandingPop: NSObject, UIViewControllerAnimatedTransitioning {
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
            let to = transitionContext.viewController(forKey: .to),
            let picture = (transitionContext.viewController(forKey: .from) as? DetailViewController)?.picture
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        container.insertSubview(toView, belowSubview: fromView)
        let pictureFrame = picture.frame
        toView.addSubview(picture)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            fromView.alpha = 0
            picture.frame = CGRect(x: 0, y: 100, width: 390, height: 120)
        } completion: { _ in
            fromView.alpha = 1
            if fixed {
                fromView.addSubview(picture)
                picture.frame = pictureFrame
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
