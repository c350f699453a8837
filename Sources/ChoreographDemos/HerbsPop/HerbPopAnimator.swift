import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The herbs-pop animator: the details view grows out of the tapped herb with a bouncy spring, and shrinks back onto
/// it on dismissal — the same object, run forwards or in reverse.
///
/// Presenting, the details view is put at its final frame, then scaled per axis and centred so that it covers the
/// herb's frame exactly (in the container's coordinates, which are the window's), clipped, with the herb's corner
/// radius; a spring (``dampingRatio`` 0.4, initial velocity 0, ``duration`` 1 s) takes it to the identity transform
/// and the full frame, overshooting visibly. The description text fades in over the second half, and the corner
/// radius eases to 0 over the first half. Dismissing runs the same motion backwards with the details view brought to
/// the front, so the presenting view added below it does not hide it.
///
/// The herb is found by ``sourceIdentifier`` through whatever controller is on the herbs' side of the transition
/// (``ChoreographHeadless/ViewController/findView(identifier:)``), after that side has been laid out at its final
/// frame — so a dismissal after a rotation shrinks onto where the herb is now. A herb with no visible area (scrolled
/// out of its row) would need an infinite scale: the animator fades instead and reports a
/// `herbsPop.zeroSizeOrigin` fallback.
@MainActor
public final class HerbPopAnimator: AnimatedTransitioning {
    /// The transition's duration in seconds. Default 1.
    public var duration: TimeInterval = 1
    /// The spring's damping ratio. Default 0.4.
    public var dampingRatio: CGFloat = 0.4
    /// Whether the next transition presents (`true`) or dismisses. Default `true`.
    public var presenting = true
    /// The identifier of the view to grow from and shrink to. Default `nil`: no origin, so a fade.
    public var sourceIdentifier: String?
    /// Called after a dismissal completed, to show the herb again. Default `nil`.
    public var dismissCompletion: (() -> Void)?
    /// The herb's frame in the container the last transition used; `.zero` when it had none.
    public private(set) var originFrame: CGRect = .zero

    /// Creates the animator with the defaults above.
    public init() {}

    /// ``duration``.
    public func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// Runs the pop (or the fade fallback) for the direction given by ``presenting``.
    public func animateTransition(using context: any ContextTransitioning) {
        let presenting = self.presenting
        let container = context.containerView
        guard let detailView = context.view(forKey: presenting ? .to : .from),
            let detailController = context.viewController(forKey: presenting ? .to : .from),
            let herbsController = context.viewController(forKey: presenting ? .from : .to)
        else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        if presenting {
            detailView.frame = context.finalFrame(for: detailController)
            detailView.layoutIfNeeded()
            container.addSubview(detailView)
        } else if let herbsView = context.view(forKey: .to) {
            herbsView.frame = context.finalFrame(for: herbsController)
            herbsView.layoutIfNeeded()
            container.addSubview(herbsView)
        }
        container.bringSubviewToFront(detailView)

        let source = sourceIdentifier.flatMap { herbsController.findView(identifier: $0) }
        originFrame = source?.clippedFrame(in: container) ?? .zero
        let fullFrame = CGRect(center: detailView.center, size: detailView.bounds.size)
        guard let zoom = ZoomGeometry(from: fullFrame, onto: originFrame) else {
            return fade(detailView, presenting: presenting, context: context)
        }
        let radius = (source?.layer.cornerRadius ?? 0) / zoom.scaleX
        let description = detailView.view(withIdentifier: HerbDetailViewController.descriptionIdentifier)
        if presenting {
            detailView.layer.transform = zoom.transform
            detailView.center = zoom.center
            detailView.layer.cornerRadius = radius
            description?.alpha = 0
        }
        detailView.clipsToBounds = true
        View.animate(withDuration: duration, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0) {
            detailView.layer.transform = presenting ? .identity : zoom.transform
            detailView.center = presenting ? fullFrame.center : zoom.center
        } completion: { [self] _ in
            finish(detailView, fullFrame: fullFrame, presenting: presenting, context: context)
        }
        View.animate(withDuration: duration / 2, options: .curveEaseOut) {
            detailView.layer.cornerRadius = presenting ? 0 : radius
        }
        View.animate(withDuration: duration / 2, delay: presenting ? duration / 2 : 0) {
            description?.alpha = presenting ? 1 : 0
        }
    }

    // MARK: - Internal API

    /// The fallback for an origin with no area: a cross-fade of the details view in place.
    private func fade(_ detailView: View, presenting: Bool, context: any ContextTransitioning) {
        HostEnvironment.current.diagnostics.report(
            .herbsPopZeroSizeOrigin,
            "\(sourceIdentifier ?? "no source") has no visible area (frame \(originFrame)): the details view fades "
                + "instead of scaling by a factor of width/0"
        )
        let fullFrame = CGRect(center: detailView.center, size: detailView.bounds.size)
        if presenting {
            detailView.transform = .identity
            detailView.layer.cornerRadius = 0
            detailView.alpha = 0
        }
        View.animate(withDuration: duration) {
            detailView.alpha = presenting ? 1 : 0
        } completion: { [self] _ in
            finish(detailView, fullFrame: fullFrame, presenting: presenting, context: context)
        }
    }

    /// Completes the transition; after a completed dismissal, puts the details view back in its resting state (it
    /// is off screen by then) and shows the herb again.
    private func finish(_ detailView: View, fullFrame: CGRect, presenting: Bool, context: any ContextTransitioning) {
        let completed = !context.transitionWasCancelled
        context.completeTransition(completed)
        guard !presenting, completed else { return }
        detailView.transform = .identity
        detailView.frame = fullFrame
        detailView.layer.cornerRadius = 0
        detailView.alpha = 1
        detailView.view(withIdentifier: HerbDetailViewController.descriptionIdentifier)?.alpha = 1
        dismissCompletion?()
    }
}
