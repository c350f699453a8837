#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The fade seed's animator: the presented (or pushed) screen fades in over the one below it, and fades out on
/// dismissal (or pop), over ``duration`` (0.7 s) on the default ease-in-out curve.
///
/// It keeps the context's rules: the "to" view is set to `finalFrame(for:)`; it touches only the views
/// `view(forKey:)` returns, so under `.custom` the presenting screen is left alone; a cancelled transition removes
/// the "to" view it added (a cancelled `.fullScreen` dismissal included); and it completes with `!transitionWasCancelled`, never with the animation's own flag.
/// After a completed dismissal the faded view's alpha goes back to 1, so the screen can be shown again.
public final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the animator shows the screen (`true`) or hides it.
    public let isPresenting: Bool
    /// The fade's duration in seconds. Default 0.7.
    public var duration: TimeInterval = 0.7

    /// Creates an animator for one direction.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// ``duration``.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Fades the screen in, or out.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let isPresenting = self.isPresenting
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let addsToView = toView.map { isPresenting || $0.superview !== container } ?? false
        if let toView, let toController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            if isPresenting {
                toView.alpha = 0
                container.addSubview(toView)
            } else if toView.superview !== container {
                container.insertSubview(toView, at: 0)
            }
        }
        UIView.animate(withDuration: duration) {
            if isPresenting {
                toView?.alpha = 1
            } else {
                fromView?.alpha = 0
            }
        } completion: { _ in
            let didComplete = !transitionContext.transitionWasCancelled
            if !didComplete, addsToView { toView?.removeFromSuperview() }
            transitionContext.completeTransition(didComplete)
            if didComplete, !isPresenting { fromView?.alpha = 1 }
        }
    }
}
