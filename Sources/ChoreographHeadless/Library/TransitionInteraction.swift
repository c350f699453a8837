import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A percent-driven interaction controller that ends with physics: on release it finishes or cancels by the progress
/// and velocity of the gesture, and completes with a spring that starts at the gesture's velocity
/// (<doc:RunningTransitions#Interactive-transitions>).
///
/// Drive it as any ``PercentDrivenInteractiveTransition`` — ``update(_:)`` as the finger moves — and end it with
/// ``release(velocity:)`` instead of `finish()` or `cancel()`:
/// - ``ReleaseRule/projection(threshold:)`` finishes when the progress carried on by the velocity the way a scroll
///   view decelerates passes the threshold (``/Choreograph/InteractiveCompletion/finishes(progress:velocity:threshold:projection:)``);
/// - ``ReleaseRule/edgeSwipe(width:)`` follows the navigation edge swipe: progress capped at 0.999 while dragging, and
///   on release the prediction from the last progress samples (``/Choreograph/InteractiveCompletion``).
///
/// The completion is a spring with a damping ratio of ``settledDampingRatio`` (1), or ``momentumDampingRatio`` (0.8)
/// when the velocity decided the outcome — the progress alone was on the other side of the threshold — so a flick that
/// wins ends with a little give. Its initial velocity is the gesture's, so the screens leave the finger at the finger's
/// speed, and it is fitted to the time the completion takes: the transition's duration, or less for a release faster
/// than a spring absorbs over it (``/Choreograph/ReleaseCompletion``), so the screens come to rest by its end.
///
/// With a ``TimelineAnimator`` the position and the velocity stay continuous through every interruption: ``pause()``
/// takes hold of a running transition where it is on screen — past its end where a completion spring overshoots, and
/// re-timed so that the progress is the progress on screen when the transition ran by itself — and ``reverse()``
/// turns a completion around without a jump in position or velocity
/// (<doc:RunningTransitions#Interactive-transitions>).
@MainActor
public final class TransitionInteraction: PercentDrivenInteractiveTransition {
    /// How a release decides between finishing and cancelling.
    ///
    /// A value a rule refuses falls back, reported as `library.releaseRuleRefused`
    /// (``Diagnostic/Code/libraryReleaseRuleRefused``): the rules are cases, so they cannot refuse a value when they
    /// are made.
    public enum ReleaseRule: Hashable, Sendable {
        /// Finishes when `progress + MomentumProjection.normal.distance(velocity:)` exceeds `threshold`. A threshold
        /// that is not finite is reported on release, and 0.5 is used.
        case projection(threshold: Double)
        /// The navigation edge swipe's rule across a container `width` points wide
        /// (``/Choreograph/InteractiveCompletion``). A width that is not a finite number greater than 0 is reported
        /// when the interaction starts; the progress is then not capped while dragging, and the release decides by
        /// the progress alone: past half way finishes, whatever the velocity.
        case edgeSwipe(width: Double)
    }

    /// What the last release decided, with the numbers behind it.
    public struct Release: Hashable, Sendable {
        /// Whether the transition finishes (`true`) or cancels.
        public var finishes: Bool
        /// The progress on screen when the finger lifted; past `0...1` where a grab held the transition past an end.
        public var progress: Double
        /// The gesture's velocity, in progress per second.
        public var velocity: Double
        /// Whether the velocity decided the outcome, against the progress alone.
        public var rewardsMomentum: Bool
        /// The damping ratio of the completion spring.
        public var dampingRatio: Double
    }

    /// The damping ratio of a completion the velocity did not decide: 1, no overshoot.
    public static let settledDampingRatio = ReleaseCompletion.settledDampingRatio
    /// The damping ratio of a completion the velocity decided: 0.8.
    public static let momentumDampingRatio = ReleaseCompletion.momentumDampingRatio

    /// How a release decides. Default ``ReleaseRule/projection(threshold:)`` with a threshold of 0.5.
    public var releaseRule: ReleaseRule
    /// What the last release decided; `nil` before one.
    public private(set) var lastRelease: Release?

    private weak var drivenContext: TransitionContext?
    private var samples: InteractiveCompletion?
    /// The values ``update(_:)`` keeps the progress in: `0...1`, widened by a grab past an end to where it took hold.
    private var heldRange: ClosedRange<Double> = 0...1

    /// Creates an interaction controller.
    ///
    /// - Parameter releaseRule: How a release decides. Default: a projection past half way.
    public init(releaseRule: ReleaseRule = .projection(threshold: 0.5)) {
        self.releaseRule = releaseRule
        super.init()
    }

    // MARK: - Driving

    /// Starts driving the transition, as ``PercentDrivenInteractiveTransition`` does, and starts collecting
    /// progress samples for an edge-swipe release; an edge swipe's width the rule refuses is reported as
    /// `library.releaseRuleRefused` (see ``ReleaseRule/edgeSwipe(width:)``).
    public override func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
        drivenContext = transitionContext as? TransitionContext
        samples = nil
        heldRange = 0...1
        super.startInteractiveTransition(transitionContext)
        if case .edgeSwipe(let width) = releaseRule {
            do {
                samples = try InteractiveCompletion(duration: duration, width: width)
            } catch {
                HostEnvironment.current.diagnostics.report(
                    .libraryReleaseRuleRefused,
                    "TransitionInteraction: the edge swipe's release rule refused \(error) (its width must be a "
                        + "finite number greater than 0); the release decides by the progress alone, past half way "
                        + "finishing"
                )
            }
        }
    }

    /// Sets the progress, as ``PercentDrivenInteractiveTransition/update(_:)`` does, kept in `0...1` — or, after
    /// ``pause()`` took hold of the transition past an end, between that end and where it took hold; under
    /// ``ReleaseRule/edgeSwipe(width:)`` it is recorded as a sample and capped at 0.999, except past the end where a
    /// grab holds it. An infinite progress is clamped like any other, and sampled; NaN is refused as
    /// ``PercentDrivenInteractiveTransition/update(_:)`` refuses it.
    public override func update(_ percentComplete: CGFloat) {
        guard isDriving, !percentComplete.isNaN else { return super.update(percentComplete) }
        var progress = min(max(Double(percentComplete), heldRange.lowerBound), heldRange.upperBound)
        if var samples {
            let time = HostEnvironment.current.clock.now
            let recorded = (try? samples.record(progress: progress, at: time)) ?? progress
            self.samples = samples
            // The cap keeps a drag short of the end; a transition a grab holds past an end is shown where it is.
            let heldPastAnEnd =
                progress < 0 || (progress > InteractiveCompletion.progressCap && heldRange.upperBound > 1)
            if !heldPastAnEnd { progress = recorded }
        }
        drive(to: CGFloat(progress))
    }

    /// Takes hold of the transition where it is on screen: as ``PercentDrivenInteractiveTransition/pause()``, and the
    /// progress becomes the one on screen — past an end where a completion spring overshoots — so nothing jumps when
    /// the finger starts to move it. A transition that ran by itself is re-timed first, so that the progress is the
    /// one on screen from then on, and the finger moves the screens linearly
    /// (<doc:RunningTransitions#Interactive-transitions>).
    public override func pause() {
        let wasCompleting = isCompleting
        super.pause()
        guard wasCompleting, isDriving, let animator else { return }
        let shown = stage?.takeHold() ?? animator.drivenProgress
        guard shown.isFinite else { return }
        heldRange = min(shown, 0)...max(shown, 1)
        drive(to: CGFloat(shown))
    }

    /// Ends the interaction: finishes or cancels by the ``releaseRule`` and completes with a spring that starts at
    /// `velocity` (see the type's description). Ignored unless the transition is in flight and interactive.
    ///
    /// - Parameter velocity: The gesture's velocity in progress per second, positive towards the end; a velocity that
    ///   is not finite counts as 0.
    public func release(velocity: Double) {
        guard isDriving else { return }
        let speed = velocity.isFinite ? velocity : 0
        let progress = Double(percentComplete)
        let finishes: Bool
        let threshold: Double
        switch releaseRule {
        case .projection(let limit):
            threshold = limit.isFinite ? limit : 0.5
            if !limit.isFinite {
                HostEnvironment.current.diagnostics.report(
                    .libraryReleaseRuleRefused,
                    "TransitionInteraction: the projection's release rule refused threshold = \(limit) (it must be "
                        + "finite); 0.5 is used"
                )
            }
            finishes = InteractiveCompletion.finishes(progress: progress, velocity: speed, threshold: threshold)
        case .edgeSwipe:
            let decision = samples?.decide()
            threshold = decision?.threshold ?? 0.5
            finishes = decision?.finishes ?? (progress > threshold)
        }
        let completion = ReleaseCompletion(
            finishes: finishes, progress: progress, velocity: speed, threshold: threshold, duration: duration)
        lastRelease = Release(
            finishes: finishes, progress: progress, velocity: speed, rewardsMomentum: completion.rewardsMomentum,
            dampingRatio: completion.dampingRatio)
        complete(completion)
    }

    /// Turns a running completion around, keeping the position and the velocity on screen: a finishing transition
    /// cancels and a cancelling one finishes, on a spring with a damping ratio of 1 that starts at the velocity the
    /// screens had (completing sooner when that velocity is more than the spring absorbs, as
    /// ``/Choreograph/ReleaseCompletion`` says). Ignored unless the transition is completing on its own after a
    /// release (or started without interaction) and its animator is interruptible.
    public func reverse() {
        guard isCompleting, let animator else { return }
        let velocity = stage?.shownVelocity ?? animator.drivenVelocity
        let finishing = animator.isReversed
        pause()
        guard isDriving else { return }
        complete(
            ReleaseCompletion(
                finishes: finishing, progress: Double(percentComplete), velocity: velocity,
                dampingRatio: Self.settledDampingRatio, duration: duration, keepsVelocityAway: true))
    }

    // MARK: - Internal API

    /// Whether the transition is in flight and interactive: the finger drives it.
    var isInteractive: Bool {
        isDriving
    }

    /// Whether the transition is in flight and completing by itself after a release, on an interruptible animator
    /// that runs: what ``pause()`` can take hold of.
    var isCompleting: Bool {
        guard let context = drivenContext, context.run?.isInFlight == true, !context.isInteractive,
            let animator
        else { return false }
        return animator.isRunning
    }

    /// Whether the transition is in flight and interactive.
    private var isDriving: Bool {
        guard let context = drivenContext, context.run?.isInFlight == true else { return false }
        return context.isInteractive
    }

    /// The interruptible animator of the transition driven, if it has one.
    private var animator: PropertyAnimator? {
        guard let run = drivenContext?.run, run.isInterruptible else { return nil }
        return run.interruptibleAnimator()
    }

    /// The stage of the transition driven, when a ``TimelineAnimator`` runs it.
    private var stage: TimelineStage? {
        guard let context = drivenContext, let animator = context.run?.animator as? TimelineAnimator else { return nil }
        return animator.runningStage(for: context)
    }

    /// Finishes or cancels as `completion` says, on a spring fitted to the time the completion takes — the
    /// transition's duration, or less after a release faster than that spring absorbs — that starts at the gesture's
    /// velocity (``/Choreograph/ReleaseCompletion``), so the spring runs in real time.
    private func complete(_ completion: ReleaseCompletion) {
        if duration > 0, let velocity = completion.springVelocity {
            timingCurve = SpringTimingParameters(
                dampingRatio: CGFloat(completion.dampingRatio), initialVelocity: CGVector(dx: velocity, dy: 0))
            completionSpeed = CGFloat(completion.completionSpeed)
        } else {
            timingCurve = nil
            completionSpeed = 1
        }
        if completion.finishes { finish() } else { cancel() }
        timingCurve = nil
        completionSpeed = 1
    }
}
