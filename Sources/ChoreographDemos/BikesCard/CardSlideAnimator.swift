import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The bikes-card animator: the card slides in from the right edge onto its frame, and out to the right on
/// dismissal.
///
/// Presenting, the card is placed at its final frame (``/ChoreographHeadless/TransitionContext/finalFrame(for:)``)
/// moved just past the container's right edge, added to the container and slid into place. Dismissing, it slides
/// from where it is until its left edge is at the container's right edge. Both take ``duration`` on the default
/// ease-in-out curve, and complete with `!transitionWasCancelled`.
@MainActor
public final class CardSlideAnimator: AnimatedTransitioning {
    /// Whether the animator presents (`true`) or dismisses the card.
    public let isPresenting: Bool
    /// The slide's duration in seconds. Default 0.35.
    public var duration: TimeInterval = 0.35

    /// Creates an animator for one direction.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// ``duration``.
    public func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// Slides the card in or out.
    public func animateTransition(using context: any ContextTransitioning) {
        let container = context.containerView
        if isPresenting {
            guard let card = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            let final = context.finalFrame(for: controller)
            card.frame = final.offsetBy(dx: container.bounds.maxX - final.minX, dy: 0)
            container.addSubview(card)
            View.animate(withDuration: duration) {
                card.frame = final
            } completion: { _ in
                if context.transitionWasCancelled { card.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            guard let card = context.view(forKey: .from) else {
                return context.completeTransition(!context.transitionWasCancelled)
            }
            let start = card.frame
            View.animate(withDuration: duration) {
                card.frame = start.offsetBy(dx: container.bounds.maxX - start.minX, dy: 0)
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}
