import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What an animator is told about the transition it runs, as `UIViewControllerContextTransitioning`, with UIKit's
/// rules (§1).
///
/// The context names the two controllers, the views the animator may touch (``view(forKey:)`` is `nil` for a view it
/// must not), their frames, and the container all of them live in. The animator calls ``completeTransition(_:)``
/// once, after its animations, with `!transitionWasCancelled`.
@MainActor
public final class TransitionContext {
    /// The superview of every view in the transition.
    public let containerView: View
    /// Whether the transition is animated; `false` only for a `.custom` presentation made without animation.
    public let isAnimated: Bool
    /// The presentation style, or ``ModalPresentationStyle/none`` for navigation and tab transitions (§1.10).
    public let presentationStyle: ModalPresentationStyle
    /// Whether the transition is driven interactively now: starts as the interactor's `wantsInteractiveStart`.
    public internal(set) var isInteractive: Bool
    /// Whether the transition was cancelled: set when ``cancelInteractiveTransition()`` is called (§1.9).
    public internal(set) var transitionWasCancelled = false
    /// The progress last reported through ``updateInteractiveTransition(_:)``, 0…1. Default 0.
    public internal(set) var percentComplete: Double = 0
    /// The transform to apply to the presented view for a rotation; always identity here.
    public var targetTransform: Transform3D { .identity }

    let from: ViewController
    let to: ViewController
    let fromView: View?
    let toView: View?
    let frames: (initial: [ObjectIdentifier: CGRect], final: [ObjectIdentifier: CGRect])
    weak var run: TransitionRun?

    init(
        container: View,
        from: ViewController,
        to: ViewController,
        fromView: View?,
        toView: View?,
        initialFrames: [ObjectIdentifier: CGRect],
        finalFrames: [ObjectIdentifier: CGRect],
        isAnimated: Bool,
        isInteractive: Bool,
        style: ModalPresentationStyle
    ) {
        containerView = container
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        frames = (initialFrames, finalFrames)
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        presentationStyle = style
    }

    // MARK: - Controllers, views and frames

    /// The controller on the `key` side: `.from` is the one on screen when the transition starts (§1.2). It may be
    /// a container (a navigation controller, the root) rather than the controller that asked for the transition.
    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? from : to
    }

    /// The view on the `key` side, or `nil` when the animator must not touch it (§1.3).
    public func view(forKey key: TransitionContextKey) -> View? {
        key == .from ? fromView : toView
    }

    /// Where `controller`'s view is when the transition starts; `.zero` for a controller not in the transition, or
    /// for one whose start the animator decides (the presented controller, §1.4).
    public func initialFrame(for controller: ViewController) -> CGRect {
        frames.initial[ObjectIdentifier(controller)] ?? .zero
    }

    /// Where `controller`'s view must be when the transition ends; `.zero` for a controller not in the transition,
    /// or one whose view will be removed (§1.4).
    public func finalFrame(for controller: ViewController) -> CGRect {
        frames.final[ObjectIdentifier(controller)] ?? .zero
    }

    // MARK: - Completing and interacting

    /// Tells the host the animations are done: `didComplete` is whether the transition completed — pass
    /// `!transitionWasCancelled`. Only the first call counts; later ones are reported and ignored (§1.5).
    public func completeTransition(_ didComplete: Bool) {
        guard let run else {
            HostEnvironment.current.diagnostics.report(
                .completedTwice, "completeTransition(\(didComplete)) called after the transition ended; ignored"
            )
            return
        }
        run.complete(didComplete)
    }

    /// Reports the interactive progress; clamped to 0…1 (infinities included) and ignored unless the transition is
    /// in flight and interactive (§1.11). A progress that is not a number is reported (`transition.invalidProgress`)
    /// and leaves the progress as it was. Either way the call counts as driving the interaction.
    public func updateInteractiveTransition(_ percentComplete: Double) {
        guard isInteractive, let run, run.isInFlight else { return }
        run.interactionUpdated()
        guard !percentComplete.isNaN else {
            run.host.diagnostics.report(
                .transitionInvalidProgress,
                "updateInteractiveTransition(\(percentComplete)) for a \(run.kind.rawValue): the progress is not a "
                    + "number; ignored"
            )
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// Ends the interaction: the transition will complete (§1.11).
    public func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        run?.interactionEnded(cancelled: false)
    }

    /// Ends the interaction: the transition will be cancelled, and ``transitionWasCancelled`` becomes `true` (§1.9).
    public func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        run?.interactionEnded(cancelled: true)
    }

    /// Makes the transition interactive again, which only interruptible animators allow (§1.12).
    public func pauseInteractiveTransition() {
        guard !isInteractive else { return }
        isInteractive = true
        run?.interactionPaused()
    }
}
