import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An interruptible, scrubbable, reversible animation of view properties, as `UIViewPropertyAnimator`.
///
/// The animator follows UIKit's state machine (<doc:HostRules#States>): ``startAnimation()`` or ``pauseAnimation()``
/// make an inactive animator active; it returns to inactive at its natural end (completions run with
/// ``AnimatingPosition/end``, or ``AnimatingPosition/start`` when reversed), or through ``stopAnimation(_:)``. A call
/// UIKit raises an exception for is reported to ``HostEnvironment/current``'s diagnostics, naming the call and the
/// state, and leaves the state unchanged.
///
/// Time comes from the clock of the host current when the animator was made. ``fractionComplete`` is the fraction of
/// the duration that has elapsed; the progress on screen is the timing applied to it.
@MainActor
public final class PropertyAnimator {
    /// The duration in seconds: the one given, or the spring's own for a spring not fitted to a duration.
    public let duration: TimeInterval
    /// The timing the animations follow.
    public let timingParameters: TimingParameters
    /// The state: inactive, active or stopped. Starts inactive.
    public internal(set) var state: AnimatingState = .inactive
    /// Whether the animations are moving now (active and not paused). Default `false`.
    public internal(set) var isRunning = false
    /// The delay of the last ``startAnimation(afterDelay:)``, in seconds. Default 0.
    public private(set) var delay: TimeInterval = 0
    /// Whether a paused animator's scrubbing follows a linear curve (progress equals ``fractionComplete``) rather
    /// than its timing. Default `true`.
    public var scrubsLinearly = true
    /// Whether the views take touches while the animator runs. Default `true`.
    public var isUserInteractionEnabled = true

    let host: HostEnvironment
    /// The clock the animator runs on: the host's animation clock when the animator was made.
    let clock: any Clock
    var blocks: [Block] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var reversed = false
    var interruptible = true
    var pausesAtEnd = false
    /// The fraction when not running, or when running was (re)started.
    var anchorFraction = 0.0
    /// The clock time from which the fraction moves (after a start delay).
    var anchorTime: TimeInterval = 0
    /// Seconds the whole fraction takes at the current speed (duration × duration factor).
    var effectiveDuration: TimeInterval
    var endToken: ClockToken?
    /// The animator itself while it runs: as in UIKit, a running animator stays alive until it stops or ends, even
    /// when nothing else holds it.
    var keepAlive: PropertyAnimator?

    // MARK: - Initializers

    /// Creates an animator with a duration and timing parameters.
    ///
    /// - Parameters:
    ///   - duration: Seconds; a negative or non-finite duration is reported and read as 0. Ignored for a spring that
    ///     describes its whole motion (``/Choreograph/Spring/isFittedToDuration`` is `false`: mass, stiffness and
    ///     damping; response and damping fraction; duration and bounce): the animator runs for the spring's own
    ///     duration and ``duration`` reports it (<doc:HostRules#Springs-and-the-duration>).
    ///   - timingParameters: The timing. A spring fitted to a duration is stretched over the animator's duration (see
    ///     ``/Choreograph/TimingParameters``).
    public init(duration: TimeInterval, timingParameters: TimingParameters) {
        host = HostEnvironment.current
        clock = host.animationClock
        let valid = duration.isFinite && duration >= 0
        var ownDuration: TimeInterval?
        if case .spring(let spring) = timingParameters, !spring.isFittedToDuration { ownDuration = spring.duration }
        self.duration = ownDuration ?? (valid ? duration : 0)
        self.timingParameters = timingParameters
        effectiveDuration = self.duration
        if !valid, ownDuration == nil {
            host.diagnostics.report(
                .propertyAnimatorInvalidDuration,
                "PropertyAnimator(duration: \(duration)): must be finite and 0 or greater; read as 0"
            )
        }
    }

    /// Creates an animator with timing parameters (``CubicTimingParameters`` or ``SpringTimingParameters``), as
    /// `UIViewPropertyAnimator(duration:timingParameters:)`.
    public convenience init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        self.init(duration: duration, timingParameters: parameters.timing(forDuration: duration))
    }

    /// Creates an animator with a named curve and, optionally, a first block of animations.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .curve(curve.bezier))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a cubic Bézier curve through two control points and, optionally, a first block of
    /// animations; control points the curve refuses are reported and read as ease in and out
    /// (``CubicTimingParameters/init(controlPoint1:controlPoint2:)``).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        let cubic = CubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        self.init(duration: duration, timingParameters: .curve(cubic.bezier))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator whose timing is a spring fitted to the duration with a damping ratio, and optionally a
    /// first block of animations. A damping ratio that is not finite or not positive is reported and read as 1.
    public convenience init(duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        let seconds = max(duration.isFinite ? duration : 0, 0)
        var timing = TimingParameters.linear
        if let fitted = try? Spring(dampingRatio: Double(dampingRatio), duration: seconds) {
            timing = .spring(fitted)
        } else {
            HostEnvironment.current.diagnostics.report(
                .propertyAnimatorInvalidDampingRatio,
                "PropertyAnimator(dampingRatio: \(dampingRatio)): must be finite and greater than 0; read as 1"
            )
            if let critical = try? Spring(dampingRatio: 1, duration: seconds) { timing = .spring(critical) }
        }
        self.init(duration: duration, timingParameters: timing)
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator, as `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval,
        delay: TimeInterval = 0,
        options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((AnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timingParameters: .curve(options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Releasing an active (paused) or stopped animator is a programmer error in UIKit; here it is reported, and the
    /// views keep the values on screen so that nothing is left half-animated. (A running animator keeps itself alive
    /// until it stops, so it is never released while running.)
    isolated deinit {
        guard state != .inactive else { return }
        host.diagnostics.report(
            .propertyAnimatorReleased(while: state),
            "PropertyAnimator released while \(state.rawValue): UIKit raises here; the views keep their current values"
        )
        freezeViews()
    }

    // MARK: - Properties with rules

    /// Whether the animations run backwards, toward the start. Setting it on a running animator turns it around where
    /// it is. Default `false`.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state != .stopped else { return report(.isReversed, "set") }
            let fraction = currentFraction
            reversed = newValue
            if isRunning {
                resegment(timing: timingParameters, at: fraction)
                anchor(at: fraction, time: clock.now)
            }
        }
    }

    /// Whether the animator can be paused, reversed and scrubbed. Changing it while active is a programmer error.
    /// Default `true`.
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state == .inactive else { return report(.isInterruptible, "set") }
            interruptible = newValue
        }
    }

    /// Whether the animator stays active and paused at its end instead of completing. Setting it to `true` on a
    /// non-interruptible animator is a programmer error. Default `false`.
    public var pausesOnCompletion: Bool {
        get { pausesAtEnd }
        set {
            guard !newValue || interruptible else {
                return report(.pausesOnCompletion, "set", reason: "the animator is not interruptible")
            }
            pausesAtEnd = newValue
            if isRunning { scheduleEnd() }
        }
    }

    /// The fraction of the duration that has elapsed, 0…1.
    ///
    /// Settable only while paused (setting it on an inactive animator makes it active and paused, as UIKit does);
    /// values are clamped to 0…1. With ``scrubsLinearly``, progress then equals the fraction until the animator runs
    /// again.
    public var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set {
            guard newValue.isFinite else {
                return report(.fractionComplete, "set", reason: "\(newValue) is not finite")
            }
            switch state {
            case .stopped:
                return report(.fractionComplete, "set")
            case .active where isRunning:
                return report(.fractionComplete, "set", reason: "the animator is running")
            case .inactive:
                activate()
            case .active:
                break
            }
            anchorFraction = min(max(Double(newValue), 0), 1)
            for block in blocks {
                block.segment.isLinear = scrubsLinearly
                block.segment.held = nil
            }
        }
    }

    // MARK: - API

    /// Adds a block of animations that starts with the animator.
    public func addAnimations(_ animations: @escaping () -> Void) {
        addAnimations(animations, delayFactor: 0)
    }

    /// Adds a block of animations that starts `delayFactor` into the animation
    /// (<doc:HostRules#Adding-animations-while-running>).
    ///
    /// On an inactive animator the block starts at `delayFactor` × duration and runs for the rest. On an active one it
    /// runs at once, starting `delayFactor` × duration after the current point and ending with the animator (duration
    /// 2 s, 0.25 complete, delay factor 0.25: it runs for the last 1.0 s). Calling it on a stopped animator, or with a
    /// delay factor outside 0…1, is a programmer error.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: CGFloat) {
        let delayFactor = Double(delayFactor)
        guard state != .stopped else { return report(.addAnimations, "called") }
        guard delayFactor.isFinite, (0...1).contains(delayFactor) else {
            return report(.addAnimations, "called", reason: "delayFactor \(delayFactor) is outside 0…1")
        }
        let start = state == .inactive ? delayFactor : min(currentFraction + delayFactor, 1)
        let block = Block(animations: animations, start: start, timing: timingParameters)
        blocks.append(block)
        if state == .active { run(block, index: blocks.count - 1) }
    }

    /// Adds a completion, called with the position the animator ended at; completions run in the order added.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animations now.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds; a negative or non-finite delay, or a call on a
    /// stopped animator, is a programmer error.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return report(.startAnimation, "called") }
        guard delay.isFinite, delay >= 0 else {
            return report(.startAnimation, "called", reason: "delay \(delay) is negative or not finite")
        }
        guard !isRunning else { return }
        self.delay = delay
        effectiveDuration = duration
        if state == .active { leaveRoomToMove() }
        let fraction = state == .inactive ? (reversed ? 1 : 0) : currentFraction
        if state == .inactive { activate() }
        resegment(timing: timingParameters, at: fraction, fresh: fraction == 0 && !reversed && !isHeld)
        isRunning = true
        anchor(at: fraction, time: clock.now + delay)
    }

    /// Pauses the animations where they are; on an inactive animator this makes it active and paused. A call on a
    /// stopped animator is a programmer error.
    public func pauseAnimation() {
        guard state != .stopped else { return report(.pauseAnimation, "called") }
        if state == .inactive {
            activate()
            return
        }
        guard isRunning else { return }
        anchorFraction = currentFraction
        isRunning = false
        cancelEnd()
    }

    /// Resumes a paused animator with new timing (`nil` keeps the animator's) from where it is, taking
    /// `durationFactor` × ``duration`` seconds to reach its end (<doc:HostRules#Continuing-a-paused-animator>).
    ///
    /// A factor of 0 means the time left of the original duration, as in UIKit: from fraction 0.4 of a 1 s animator,
    /// 0.6 s to the end, or 0.4 s back to the start when reversed. Either way the timing is applied afresh to the rest
    /// of the way: progress goes from where it is on screen to the end along the whole curve, over the new time. A
    /// negative or non-finite factor is a programmer error, reported and read as 0, so the animator never stays
    /// paused. Calling it on an inactive or stopped animator is a programmer error and changes nothing.
    public func continueAnimation(
        withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
    ) {
        continueAnimation(timing: parameters?.timing(forDuration: duration), durationFactor: Double(durationFactor))
    }

    /// ``continueAnimation(withTimingParameters:durationFactor:)`` with the host's timing (`nil` keeps the
    /// animator's).
    public func continueAnimation(timing: TimingParameters?, durationFactor: Double) {
        guard state == .active else { return report(.continueAnimation, "called") }
        var factor = durationFactor
        if !factor.isFinite || factor < 0 {
            report(
                .continueAnimation, "called", reason: "durationFactor \(durationFactor) is negative or not finite",
                outcome: "read as 0, the time left")
            factor = 0
        }
        leaveRoomToMove()
        let fraction = currentFraction
        let remaining = reversed ? fraction : 1 - fraction
        // The whole fraction takes `effectiveDuration`, so the rest takes `remaining × effectiveDuration`: the factor
        // × duration, or for a factor of 0 the remaining part of the duration. A rest too small for that arithmetic
        // (a subnormal fraction) counts as none: the animator ends at once rather than never.
        let perFraction = factor > 0 && remaining > 0 ? duration * factor / remaining : duration
        effectiveDuration = perFraction.isFinite ? perFraction : duration
        resegment(timing: timing ?? timingParameters, at: fraction)
        isRunning = true
        anchor(at: fraction, time: clock.now)
    }

    /// Stops the animations where they are. With `withoutFinishing` true the animator becomes inactive at once, no
    /// completion runs, and its blocks and completions are dropped (a later start animates only blocks added after);
    /// with false it becomes stopped and waits for ``finishAnimation(at:)``. Either way the views keep the values on
    /// screen. Ignored on an inactive or stopped animator.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        anchorFraction = currentFraction
        isRunning = false
        cancelEnd()
        freezeViews()
        guard withoutFinishing else {
            state = .stopped
            return
        }
        // Inactive again, as after a natural end: the blocks and completions are spent.
        state = .inactive
        blocks = []
        completions = []
        anchorFraction = 0
    }

    /// Finishes a stopped animator at `position` and runs the completions with it: ``AnimatingPosition/end`` puts the
    /// views at the end values, ``AnimatingPosition/start`` back at the start values, ``AnimatingPosition/current``
    /// leaves them. Calling it on an animator that is not stopped is a programmer error.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else {
            return report(.finishAnimation, "called", call: "finishAnimation(at: .\(position))")
        }
        for block in blocks {
            for change in block.changes {
                switch position {
                case .end: change.view.model[change.property] = change.to
                case .start: change.view.model[change.property] = change.from
                case .current: break
                }
            }
        }
        complete(at: position)
    }
}
