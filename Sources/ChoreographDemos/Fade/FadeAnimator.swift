import ChoreographHeadless
import Foundation

/// The fade demo's animator: the presented screen fades in over the presenting one, and fades out on dismissal,
/// over ``duration`` (0.7 s) on the default ease-in-out curve.
///
/// Written as the seed writes it, with the context's rules kept (``/ChoreographHeadless/TransitionContext``): the "to"
/// view is set to ``/ChoreographHeadless/TransitionContext/finalFrame(for:)``; only views that
/// ``/ChoreographHeadless/TransitionContext/view(forKey:)`` returns are touched, so under `.custom` the presenting
/// screen is left alone; a cancelled presentation removes the "to" view it added; and completion passes
/// `!transitionWasCancelled`, never the animation's own flag. After a completed dismissal the faded view's alpha is put
/// back to 1, so the screen can be shown again.
@MainActor
public final class FadeAnimator: AnimatedTransitioning {
    /// Whether the animator presents (`true`) or dismisses.
    public let isPresenting: Bool
    /// The fade's duration in seconds. Default 0.7.
    public var duration: TimeInterval = 0.7

    /// Creates an animator for one direction.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// ``duration``.
    public func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// Fades the presented screen in, or out.
    public func animateTransition(using context: any ContextTransitioning) {
        let isPresenting = self.isPresenting
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        if let toView, let toController = context.viewController(forKey: .to) {
            toView.frame = context.finalFrame(for: toController)
            if isPresenting {
                toView.alpha = 0
                container.addSubview(toView)
            } else if toView.superview !== container {
                container.insertSubview(toView, at: 0)
            }
        }
        View.animate(withDuration: duration) {
            if isPresenting {
                toView?.alpha = 1
            } else {
                fromView?.alpha = 0
            }
        } completion: { _ in
            let didComplete = !context.transitionWasCancelled
            if !didComplete, isPresenting { toView?.removeFromSuperview() }
            context.completeTransition(didComplete)
            if didComplete, !isPresenting { fromView?.alpha = 1 }
        }
    }
}
