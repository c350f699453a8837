import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The redview-scale animator: the second screen grows in place out of the first screen's red view, and shrinks back
/// into it on dismissal — one object whose ``presenting`` flag picks the direction, as the seed writes it.
///
/// The red view is found by ``sourceIdentifier`` through whatever controller is on the first screen's side — the
/// first screen itself, or the navigation controller (or any other container) it sits in — with
/// ``ChoreographHeadless/ViewController/findView(identifier:)``, never by casting the context's controllers
/// (``/ChoreographHeadless/TransitionContext/viewController(forKey:)``). The second screen's view is scaled per axis
/// and centred so that it covers the red view's frame in the container, then animated to its final frame over
/// ``duration`` (1 s) on the default ease-in-out curve; dismissing runs backwards with the second screen brought to the
/// front. Views the context returns `nil` for (``/ChoreographHeadless/TransitionContext/view(forKey:)``) are left
/// alone. When the red view cannot be found, or has no area, the second screen cross-fades instead and a
/// `redviewScale.noSource` fallback is reported.
@MainActor
public final class RedScaleAnimator: AnimatedTransitioning {
    /// The transition's duration in seconds. Default 1.
    public var duration: TimeInterval = 1
    /// Whether the next transition presents (`true`) or dismisses. Default `true`.
    public var presenting = true
    /// The identifier of the view to grow from and shrink into. Default `"red-1"`.
    public var sourceIdentifier = "red-1"
    /// The source's frame in the container the last transition used; `.zero` when it had none.
    public private(set) var sourceFrame: CGRect = .zero

    /// Creates the animator with the defaults above.
    public init() {}

    /// ``duration``.
    public func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// Scales the second screen out of, or back into, the red view.
    public func animateTransition(using context: any ContextTransitioning) {
        let presenting = self.presenting
        let container = context.containerView
        guard let scaled = context.view(forKey: presenting ? .to : .from),
            let scaledController = context.viewController(forKey: presenting ? .to : .from),
            let sourceController = context.viewController(forKey: presenting ? .from : .to)
        else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        if presenting {
            scaled.frame = context.finalFrame(for: scaledController)
            container.addSubview(scaled)
        } else if let back = context.view(forKey: .to) {
            back.frame = context.finalFrame(for: sourceController)
            back.layoutIfNeeded()
            container.addSubview(back)
        }
        container.bringSubviewToFront(scaled)

        let source = sourceController.findView(identifier: sourceIdentifier)
        sourceFrame = source?.clippedFrame(in: container) ?? .zero
        let fullFrame = CGRect(center: scaled.center, size: scaled.bounds.size)
        guard let zoom = ZoomGeometry(from: fullFrame, onto: sourceFrame) else {
            return crossFade(scaled, fullFrame: fullFrame, presenting: presenting, context: context)
        }
        if presenting {
            scaled.layer.transform = zoom.transform
            scaled.center = zoom.center
        }
        View.animate(withDuration: duration) {
            scaled.layer.transform = presenting ? .identity : zoom.transform
            scaled.center = presenting ? fullFrame.center : zoom.center
        } completion: { _ in
            Self.finish(scaled, fullFrame: fullFrame, presenting: presenting, context: context)
        }
    }

    // MARK: - Internal API

    private func crossFade(_ scaled: View, fullFrame: CGRect, presenting: Bool, context: any ContextTransitioning) {
        HostEnvironment.current.diagnostics.report(
            .redviewScaleNoSource,
            "\(sourceIdentifier) was not found on the \(presenting ? "from" : "to") side, or has no area "
                + "(frame \(sourceFrame)): cross-fading instead of scaling"
        )
        if presenting {
            scaled.transform = .identity
            scaled.alpha = 0
        }
        View.animate(withDuration: duration) {
            scaled.alpha = presenting ? 1 : 0
        } completion: { _ in
            Self.finish(scaled, fullFrame: fullFrame, presenting: presenting, context: context)
        }
    }

    /// Completes the transition; after a completed dismissal the second screen's view (off screen by then) is put
    /// back in its resting state for the next presentation.
    private static func finish(_ scaled: View, fullFrame: CGRect, presenting: Bool, context: any ContextTransitioning) {
        let completed = !context.transitionWasCancelled
        context.completeTransition(completed)
        guard !presenting, completed else { return }
        scaled.transform = .identity
        scaled.frame = fullFrame
        scaled.alpha = 1
    }
}
