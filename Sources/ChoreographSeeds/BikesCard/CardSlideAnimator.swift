#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The bikes-card animator: the card slides in from the right edge onto its frame, and out to the right on
/// dismissal.
///
/// Presenting, the card is placed at its final frame (`finalFrame(for:)`) moved just past the container's right
/// edge, added to the container and slid into place. Dismissing, it slides from where it is until its left edge is at
/// the container's right edge. Both take ``duration`` on UIKit's default ease-in-out curve, and complete with
/// `!transitionWasCancelled`.
@MainActor
public final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the animator presents (`true`) or dismisses the card.
    public let isPresenting: Bool
    /// The slide's duration in seconds. Default 0.35.
    public var duration: TimeInterval = 0.35

    /// Creates an animator for one direction.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// ``duration``.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Slides the card in or out.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if isPresenting {
            guard let card = transitionContext.view(forKey: .to),
                let controller = transitionContext.viewController(forKey: .to)
            else {
                return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            let finalFrame = transitionContext.finalFrame(for: controller)
            card.frame = finalFrame.offsetBy(dx: containerView.bounds.maxX - finalFrame.minX, dy: 0)
            containerView.addSubview(card)
            UIView.animate(
                withDuration: duration,
                animations: {
                    card.frame = finalFrame
                },
                completion: { _ in
                    if transitionContext.transitionWasCancelled { card.removeFromSuperview() }
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let card = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            let startFrame = card.frame
            UIView.animate(
                withDuration: duration,
                animations: {
                    card.frame = startFrame.offsetBy(dx: containerView.bounds.maxX - startFrame.minX, dy: 0)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}
