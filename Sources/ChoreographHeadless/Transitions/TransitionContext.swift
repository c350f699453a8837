import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What an animator is told about the transition it runs, as `UIViewControllerContextTransitioning`, with UIKit's
/// rules (<doc:HostRules#The-transition-context>).
///
/// The context names the two controllers, the views the animator may touch (``view(forKey:)`` is `nil` for a view it
/// must not), their frames, and the container all of them live in. The animator calls ``completeTransition(_:)``
/// once, after its animations, with `!transitionWasCancelled`.
@MainActor
public final class TransitionContext: ContextTransitioning {
    /// The superview of every view in the transition.
    public let containerView: View
    /// Whether the transition is animated; `false` only for a `.custom` presentation made without animation.
    public let isAnimated: Bool
    /// The presentation style, or ``ModalPresentationStyle/none`` for navigation and tab transitions
    /// (<doc:HostRules#Navigation-and-tab-contexts>).
    public let presentationStyle: ModalPresentationStyle
    /// Whether the transition is driven interactively now: starts as the interactor's `wantsInteractiveStart`.
    public internal(set) var isInteractive: Bool
    /// Whether the transition was cancelled: set when ``cancelInteractiveTransition()`` is called, cleared when
    /// ``finishInteractiveTransition()`` is called after a pause (<doc:HostRules#Completing-a-transition>).
    public internal(set) var transitionWasCancelled = false
    /// The progress last reported through ``updateInteractiveTransition(_:)``, 0…1. Default 0.
    public internal(set) var percentComplete: CGFloat = 0
    /// The transform to apply to the presented view for a rotation; always identity here.
    public var targetTransform: CGAffineTransform { .identity }

    let from: ViewController
    let to: ViewController
    let fromView: View?
    let toView: View?
    let frames: (initial: [ObjectIdentifier: CGRect], final: [ObjectIdentifier: CGRect])
    weak var run: TransitionRun?
    /// The sides whose controller was asked for (``viewController(forKey:)``), for the audit
    /// (<doc:TransitionAudit>).
    var controllerKeysRead: Set<TransitionContextKey> = []

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

    /// The controller on the `key` side: `.from` is the one on screen when the transition starts
    /// (<doc:HostRules#Controllers-and-views>). It may be a container (a navigation controller, the root) rather than
    /// the controller that asked for the transition.
    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        controllerKeysRead.insert(key)
        return key == .from ? from : to
    }

    /// The view on the `key` side, or `nil` when the animator must not touch it
    /// (<doc:HostRules#Controllers-and-views>).
    public func view(forKey key: TransitionContextKey) -> View? {
        key == .from ? fromView : toView
    }

    /// Where `controller`'s view is when the transition starts; `.zero` for a controller not in the transition, or
    /// for one whose start the animator decides (the presented controller; <doc:HostRules#Frames>).
    public func initialFrame(for controller: ViewController) -> CGRect {
        frames.initial[ObjectIdentifier(controller)] ?? .zero
    }

    /// Where `controller`'s view must be when the transition ends; `.zero` for a controller not in the transition,
    /// or one whose view will be removed (<doc:HostRules#Frames>).
    public func finalFrame(for controller: ViewController) -> CGRect {
        frames.final[ObjectIdentifier(controller)] ?? .zero
    }

    // MARK: - Completing and interacting

    /// Tells the host the animations are done: `didComplete` is whether the transition completed — pass
    /// `!transitionWasCancelled`. Only the first call counts; later ones are reported and ignored
    /// (<doc:HostRules#Completing-a-transition>).
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
    /// in flight and interactive (<doc:HostRules#Driving-the-context>). A progress that is not a number is reported
    /// (`transition.invalidProgress`) and leaves the progress as it was. Either way the call counts as driving the
    /// interaction.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
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

    /// Ends the interaction: the transition will complete, and ``transitionWasCancelled`` is `false` again when a
    /// pause took back a cancelled transition (<doc:HostRules#Completing-a-transition>).
    public func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = false
        run?.interactionEnded(cancelled: false)
    }

    /// Ends the interaction: the transition will be cancelled, and ``transitionWasCancelled`` becomes `true`
    /// (<doc:HostRules#Completing-a-transition>).
    public func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        run?.interactionEnded(cancelled: true)
    }

    /// Makes the transition interactive again, which only interruptible animators allow
    /// (<doc:HostRules#Driving-the-context>).
    public func pauseInteractiveTransition() {
        guard !isInteractive else { return }
        isInteractive = true
        run?.interactionPaused()
    }
}
