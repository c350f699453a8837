#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The redview-scale seed's animator: the detail screen starts scaled and centred onto the source's red strip and
/// grows to fill the screen over ``duration`` (1 s); dismissal shrinks it back onto the strip. The scaled screen is
/// brought to the front both ways.
///
/// The strip is found by its identifier (``sourceIdentifier``) through whatever controller is on the other side —
/// a navigation controller holding the source screen included — never by casting to the source's type. When the strip
/// is missing or shows no area, the screen cross-fades instead and ``fallbackHandler`` is told why.
public final class RedScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration in seconds. Default 1.
    public var duration: TimeInterval = 1
    /// Whether the animator presents (`true`, default) or dismisses.
    public var presenting = true
    /// The identifier of the view the detail screen grows out of. Default `red-1`.
    public var sourceIdentifier = "red-1"
    /// The source view's visible frame in the container the last transition found; `.zero` when it found none.
    public private(set) var sourceFrame: CGRect = .zero
    /// Called with a one-line reason when a transition cross-fades because the source has no visible frame. Default
    /// `nil`.
    public var fallbackHandler: ((String) -> Void)?

    /// ``duration``.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Scales the detail screen up out of the strip, or down onto it.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presenting = self.presenting
        let container = transitionContext.containerView
        guard let scaled = transitionContext.view(forKey: presenting ? .to : .from),
            let scaledController = transitionContext.viewController(forKey: presenting ? .to : .from),
            let sourceController = transitionContext.viewController(forKey: presenting ? .from : .to)
        else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            scaled.frame = transitionContext.finalFrame(for: scaledController)
            container.addSubview(scaled)
        } else if let back = transitionContext.view(forKey: .to) {
            back.frame = transitionContext.finalFrame(for: sourceController)
            back.layoutIfNeeded()
            container.addSubview(back)
        }
        container.bringSubviewToFront(scaled)

        sourceFrame = sourceController.view(identifiedBy: sourceIdentifier)?.visibleFrame(in: container) ?? .zero
        let fullFrame = CGRect(
            x: scaled.center.x - scaled.bounds.width / 2, y: scaled.center.y - scaled.bounds.height / 2,
            width: scaled.bounds.width, height: scaled.bounds.height)
        guard sourceFrame.width > 0, sourceFrame.height > 0, fullFrame.width > 0, fullFrame.height > 0 else {
            return crossFade(scaled, fullFrame: fullFrame, context: transitionContext)
        }
        let shrunk = CGAffineTransform(
            scaleX: sourceFrame.width / fullFrame.width, y: sourceFrame.height / fullFrame.height)
        let sourceCenter = CGPoint(x: sourceFrame.midX, y: sourceFrame.midY)
        let fullCenter = CGPoint(x: fullFrame.midX, y: fullFrame.midY)
        if presenting {
            scaled.transform = shrunk
            scaled.center = sourceCenter
        }
        UIView.animate(withDuration: duration) {
            scaled.transform = presenting ? .identity : shrunk
            scaled.center = presenting ? fullCenter : sourceCenter
        } completion: { _ in
            Self.finish(scaled, fullFrame: fullFrame, presenting: presenting, context: transitionContext)
        }
    }

    private func crossFade(_ scaled: UIView, fullFrame: CGRect, context: UIViewControllerContextTransitioning) {
        let presenting = self.presenting
        fallbackHandler?(
            "\(sourceIdentifier) was not found on the \(presenting ? "from" : "to") side, or has no area "
                + "(frame \(sourceFrame)): cross-fading instead of scaling")
        if presenting {
            scaled.transform = .identity
            scaled.alpha = 0
        }
        UIView.animate(withDuration: duration) {
            scaled.alpha = presenting ? 1 : 0
        } completion: { _ in
            Self.finish(scaled, fullFrame: fullFrame, presenting: presenting, context: context)
        }
    }

    private static func finish(
        _ scaled: UIView, fullFrame: CGRect, presenting: Bool, context: UIViewControllerContextTransitioning
    ) {
        let completed = !context.transitionWasCancelled
        // A cancelled dismissal takes back the source view it added: the scaled screen stays presented alone.
        if !presenting, !completed { context.view(forKey: .to)?.removeFromSuperview() }
        context.completeTransition(completed)
        guard !presenting, completed else { return }
        scaled.transform = .identity
        scaled.frame = fullFrame
        scaled.alpha = 1
    }
}
