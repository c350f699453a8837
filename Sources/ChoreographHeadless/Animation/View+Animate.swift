import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Block-based animations, as `UIView.animate`, running on ``HostEnvironment/current``'s clock.
///
/// Inside the block, set properties as usual: the model values change at once and each change is animated on screen
/// from the old value to the new one. Animations are additive, as UIKit's are: a property that is already animating
/// keeps its running animation and the new one adds to it, so nothing jumps, and both complete with
/// `finished == true`. With ``AnimationOptions/beginFromCurrentState`` the running animation of that property is
/// removed instead (completing with `finished == false`) and the new one starts from the value on screen.
///
/// The completion runs once, when every animation the block started has ended, with `finished == false` if any of
/// them was removed early. A block that changes nothing, or a duration of 0, completes at once (when the clock next
/// runs its due actions) with `finished == true`.
extension View {
    /// Animates the changes `animations` makes over `duration` seconds with a curve.
    ///
    /// - Parameters:
    ///   - duration: Seconds; 0 or a negative or non-finite value makes the changes without animation (the last two
    ///     are reported as a diagnostic).
    ///   - delay: Seconds before the animation starts; the old values stay on screen meanwhile. Default 0.
    ///   - options: Curve and behaviour. Default none: ease in and out, additive.
    ///   - animations: The changes.
    ///   - completion: Called once with whether the animations ran to their end. Default `nil`.
    public static func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval = 0,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options, timing: .curve(options.curve), animations: animations,
            completion: completion)
    }

    /// Animates the changes `animations` makes with a spring fitted to `duration`, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    ///
    /// - Parameters:
    ///   - dampingRatio: Greater than 0; 1 or more does not overshoot. A bad value is reported and the changes are
    ///     made without animation.
    ///   - velocity: Normalized initial velocity: 1 covers the whole distance in one second.
    ///   - duration: Seconds the spring is fitted to; 0 or a negative or non-finite value makes the changes without
    ///     animation (the last two are reported as a diagnostic).
    ///   - delay: Seconds before the animation starts; the old values stay on screen meanwhile. Default 0.
    ///   - options: Behaviour; the curve options are ignored, the spring is the timing. Default none.
    ///   - animations: The changes.
    ///   - completion: Called once with whether the animations ran to their end. Default `nil`.
    public static func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval = 0,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring: Spring
        do {
            spring = try Spring(
                dampingRatio: Double(dampingRatio),
                duration: max(duration.isFinite ? duration : 0, 0),
                initialVelocity: Double(velocity)
            )
        } catch {
            HostEnvironment.current.diagnostics.report(
                .animateInvalidSpring,
                "View.animate(usingSpringWithDamping:) with \(error): changes made without animation"
            )
            run(
                duration: 0, delay: 0, options: options, timing: .linear, animations: animations, completion: completion
            )
            return
        }
        run(
            duration: duration, delay: delay, options: options, timing: .spring(spring), animations: animations,
            completion: completion)
    }

    /// Makes the changes in `actions` without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationRecorder.suspended(actions)
    }

    // MARK: - Internal API

    /// Records the block's changes and starts one clock-driven animation per change.
    static func run(
        duration: TimeInterval,
        delay: TimeInterval,
        options: AnimationOptions,
        timing: TimingParameters,
        animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let host = HostEnvironment.current
        let clock = host.animationClock
        let seconds = validated(duration, "duration", .animateInvalidDuration, host: host)
        let wait = validated(delay, "delay", .animateInvalidDelay, host: host)
        let changes = AnimationRecorder.record {
            animations()
            // Subviews laid out now move with their parents, as the layout of the animation's commit.
            if options.contains(.layoutSubviews) { host.runLayoutPass() }
        }
        let group = AnimationGroup(completion: completion)
        if seconds > 0 {
            let begin = clock.now + wait
            let fromCurrentState = options.contains(.beginFromCurrentState)
            // Records from the current state are kept as they are (`logAnimation(_:)`), which takes no room.
            if !fromCurrentState { host.reserveAnimationLog(for: changes.count) }
            let blocksTouches = !options.contains(.allowUserInteraction)
            var startTime = host.clock.now
            // Without `.beginFromCurrentState` no code of the app runs in the loop below, and one action ends all of
            // the block's animations, in order.
            let sharedTiming = SharedTiming(timing)
            let drive = ClockDrive(
                clock: clock, begin: begin, duration: seconds, timing: sharedTiming, blocksTouches: blocksTouches,
                group: group)
            // The block's records share their timing and times; a start time moved by a completion gets times of its own.
            var times = RecordTimes(timing: sharedTiming, startTime: startTime, delay: wait, duration: seconds)
            var started: [PropertyAnimation] = []
            started.reserveCapacity(fromCurrentState ? 0 : changes.count)
            for change in changes {
                let view = change.view
                let property = change.property
                // The values stay where the block keeps them: the animation and its record refer to them there.
                var pair = change.pair
                if fromCurrentState {
                    pair = ValuePair(from: view.presentationValue(of: property, before: change), to: change.to)
                    view.removeAnimations(of: property)
                    // Ending those animations ran their completions, which may have moved the host's clock.
                    startTime = host.clock.now
                    times = times.started(at: startTime)
                }
                let animation = PropertyAnimation(property: property, pair: pair, drive: drive)
                group.addAnimation()
                view.addAnimation(animation)
                if fromCurrentState {
                    // The pair is the animation's own, and the times may be too: the record is kept as it is.
                    host.logAnimation(
                        AnimationRecord(view: view.recordName, property: property, values: pair, times: times))
                } else {
                    host.logAnimation(view: view.recordName, property: property, values: pair, times: times)
                }
                if fromCurrentState {
                    // Completions ran in this loop and may have scheduled actions for the same time: each end is
                    // scheduled in turn, so that they keep their places among those actions.
                    animation.scheduleEnd(at: begin + seconds, on: clock)
                } else {
                    started.append(animation)
                }
            }
            PropertyAnimation.scheduleEnd(of: started, at: begin + seconds, on: clock)
        }
        group.seal(clock: clock)
    }

    /// A finite, non-negative number of seconds; anything else is reported and read as 0.
    static func validated(
        _ seconds: TimeInterval, _ name: String, _ code: Diagnostic.Code, host: HostEnvironment
    ) -> TimeInterval {
        guard seconds.isFinite, seconds >= 0 else {
            host.diagnostics.report(
                code,
                "View.animate with \(name) = \(seconds): must be finite and 0 or greater; read as 0"
            )
            return 0
        }
        return seconds
    }

    /// What `property` shows on screen just before `change` was made: the presentation value with the model value
    /// the change replaced.
    func presentationValue(of property: AnimatableProperty, before change: AnimationRecorder.Change) -> AnimatableValue
    {
        var state = model
        state[property] = change.from
        let saved = model
        model = state
        defer { model = saved }
        return presentation[property] ?? change.from
    }
}

extension View {
    /// Removes every running animation of the view, as `layer.removeAllAnimations()`: the model values show at once
    /// and the animations' completions run with `finished == false`.
    public func removeAllAnimations() {
        removeAnimations()
    }
}
