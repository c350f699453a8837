#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The herbs-pop animator: the details view grows out of the tapped herb with a bouncy spring, and shrinks back onto
/// it on dismissal — one object, run forwards or in reverse as ``presenting`` says.
///
/// Presenting, the details view is put at its final frame, then scaled per axis (the herb's width over the screen's,
/// its height over the screen's) and centred on the herb's frame in the container, so that it covers the herb
/// exactly; it clips, with the herb's corner radius seen through that scale. A spring (``dampingRatio`` 0.4, initial
/// velocity 0, ``duration`` 1 s) takes it to the identity transform and the full frame, overshooting visibly. The
/// description fades in over the second half and the corner radius eases to 0 over the first. Dismissing runs the
/// same motion backwards with the details view brought to the front, so the herbs screen added under it does not hide
/// it.
///
/// The herb's frame is read at the start of each transition from ``originView``, after the herbs screen has been laid
/// out at its final frame, so a dismissal after a rotation shrinks onto where the herb is now; the part its scroll
/// view cuts off does not count. A herb with no visible area (scrolled out of its row) would need an infinite scale:
/// the animator cross-fades instead and calls ``fadeFallbackHandler``.
@MainActor
public final class HerbPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The transition's duration in seconds. Default 1.
    public var duration: TimeInterval = 1
    /// The spring's damping ratio. Default 0.4.
    public var dampingRatio: CGFloat = 0.4
    /// Whether the next transition presents (`true`) or dismisses. Default `true`.
    public var presenting = true
    /// The view to grow from and shrink back to. Weak: the herbs screen owns it. Default `nil`: no origin, so a fade.
    public weak var originView: UIView?
    /// The visible part of ``originView`` in the container, as the last transition found it; `.zero` when it had
    /// none.
    public private(set) var originFrame: CGRect = .zero
    /// Called after a completed dismissal, to show the herb again. Default `nil`.
    public var dismissCompletion: (() -> Void)?
    /// Called with ``originFrame`` when a transition fades because the origin has no visible area. Default `nil`.
    public var fadeFallbackHandler: ((CGRect) -> Void)?

    /// ``duration``.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Runs the pop (or the fade fallback) in the direction ``presenting`` gives.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presenting = self.presenting
        let containerView = transitionContext.containerView
        guard let herbView = transitionContext.view(forKey: presenting ? .to : .from),
            let detailsController = transitionContext.viewController(forKey: presenting ? .to : .from),
            let herbsController = transitionContext.viewController(forKey: presenting ? .from : .to)
        else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            herbView.frame = transitionContext.finalFrame(for: detailsController)
            herbView.layoutIfNeeded()
            containerView.addSubview(herbView)
        } else if let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: herbsController)
            toView.layoutIfNeeded()
            containerView.addSubview(toView)
        }
        containerView.bringSubviewToFront(herbView)

        originFrame = originView.map { Self.visibleFrame(of: $0, in: containerView) } ?? .zero
        let fullFrame = Self.untransformedFrame(of: herbView)
        guard Self.hasArea(originFrame), Self.hasArea(fullFrame) else {
            fadeFallbackHandler?(originFrame)
            return fade(herbView, fullFrame: fullFrame, context: transitionContext)
        }
        let xScaleFactor = originFrame.width / fullFrame.width
        let yScaleFactor = originFrame.height / fullFrame.height
        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)
        let originCenter = CGPoint(x: originFrame.midX, y: originFrame.midY)
        let fullCenter = CGPoint(x: fullFrame.midX, y: fullFrame.midY)
        let cornerRadius = (originView?.layer.cornerRadius ?? 0) / xScaleFactor
        let descriptionLabel = (detailsController as? HerbDetailViewController)?.descriptionLabel
        if presenting {
            herbView.transform = scaleTransform
            herbView.center = originCenter
            herbView.layer.cornerRadius = cornerRadius
            descriptionLabel?.alpha = 0
        }
        herbView.clipsToBounds = true

        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
            options: [],
            animations: {
                herbView.transform = presenting ? .identity : scaleTransform
                herbView.center = presenting ? fullCenter : originCenter
            },
            completion: { _ in
                self.finish(herbView, fullFrame: fullFrame, context: transitionContext)
            })
        UIView.animate(
            withDuration: duration / 2, delay: 0, options: .curveEaseOut,
            animations: {
                herbView.layer.cornerRadius = presenting ? 0 : cornerRadius
            })
        UIView.animate(
            withDuration: duration / 2, delay: presenting ? duration / 2 : 0, options: [],
            animations: {
                descriptionLabel?.alpha = presenting ? 1 : 0
            })
    }

    // MARK: - Internal API

    /// The fallback for an origin with no area: a cross-fade of the details view in place.
    private func fade(_ herbView: UIView, fullFrame: CGRect, context: UIViewControllerContextTransitioning) {
        let presenting = self.presenting
        if presenting {
            herbView.transform = .identity
            herbView.layer.cornerRadius = 0
            herbView.alpha = 0
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [],
            animations: {
                herbView.alpha = presenting ? 1 : 0
            },
            completion: { _ in
                self.finish(herbView, fullFrame: fullFrame, context: context)
            })
    }

    /// Completes the transition; after a completed dismissal, puts the details view back at rest (it is off screen
    /// by then) and calls ``dismissCompletion``.
    private func finish(_ herbView: UIView, fullFrame: CGRect, context: UIViewControllerContextTransitioning) {
        let completed = !context.transitionWasCancelled
        let dismissed = !presenting && completed
        // A cancelled dismissal takes back the herbs view it added: the details stay presented over nothing else.
        if !presenting, !completed { context.view(forKey: .to)?.removeFromSuperview() }
        context.completeTransition(completed)
        guard dismissed else { return }
        herbView.transform = .identity
        herbView.frame = fullFrame
        herbView.layer.cornerRadius = 0
        herbView.alpha = 1
        dismissCompletion?()
    }

    /// The view's frame with its transform left out: its bounds' size about its center.
    private static func untransformedFrame(of view: UIView) -> CGRect {
        let size = view.bounds.size
        return CGRect(
            x: view.center.x - size.width / 2, y: view.center.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// Whether `rect` is finite with a positive width and height: a scale onto it or from it is a number.
    private static func hasArea(_ rect: CGRect) -> Bool {
        !rect.isNull && rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width > 0 && rect.height > 0
    }

    /// The part of `view`'s bounds that its clipping ancestors leave visible, in `container`'s coordinates;
    /// `.zero` when nothing is left (a herb scrolled out of its row).
    private static func visibleFrame(of view: UIView, in container: UIView) -> CGRect {
        var visible = view.convert(view.bounds, to: container)
        var ancestor = view.superview
        while let clipping = ancestor {
            if clipping.clipsToBounds {
                visible = visible.intersection(clipping.convert(clipping.bounds, to: container))
            }
            ancestor = clipping.superview
        }
        return visible.isNull || visible.width <= 0 || visible.height <= 0 ? .zero : visible
    }
}
