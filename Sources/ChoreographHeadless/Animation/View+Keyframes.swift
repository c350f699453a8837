import Choreograph
import Foundation

/// Keyframe animations, as `UIView.animateKeyframes` and `addKeyframe(withRelativeStartTime:relativeDuration:)`.
///
/// Each keyframe block's changes animate over its window of the whole duration, linearly (UIKit's default
/// `calculationModeLinear`); before its window a property shows its previous value. Changes made in the outer block
/// outside any keyframe animate over the whole duration. When two keyframes of the same property overlap, the later
/// one starts when the earlier one ends. Keyframe animations are additive like every other.
extension View {
    /// Animates the keyframes that `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
    ///
    /// - Parameters:
    ///   - duration: Seconds; see ``animate(withDuration:delay:options:animations:completion:)``.
    ///   - delay: Seconds before the first keyframe's window opens. Default 0.
    ///   - options: Only ``AnimationOptions/beginFromCurrentState`` applies; curves are ignored. Default none.
    ///   - animations: Adds the keyframes, and may make changes that animate over the whole duration.
    ///   - completion: Called once with whether the animations ran to their end. Default `nil`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval,
        delay: TimeInterval = 0,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let host = HostEnvironment.current
        let clock = host.animationClock
        let seconds = validated(duration, "duration", .animateInvalidDuration, host: host)
        let wait = validated(delay, "delay", .animateInvalidDelay, host: host)
        let collector = KeyframeCollector()
        let outer = KeyframeCollector.current
        KeyframeCollector.current = collector
        let direct = AnimationRecorder.record(animations)
        KeyframeCollector.current = outer
        let group = AnimationGroup(completion: completion)
        if seconds > 0 {
            let begin = clock.now + wait
            // The block's records share its timing and one buffer of their values, as `View.animate`'s do.
            let linear = SharedTiming(.linear)
            let drive = ClockDrive(
                clock: clock, begin: begin, duration: seconds, timing: linear,
                blocksTouches: !options.contains(.allowUserInteraction), group: group)
            var times = RecordTimes(timing: linear, startTime: host.clock.now, delay: wait, duration: seconds)
            let plans = collector.plans(direct: direct)
            let pairs = ValuePair.shared(count: plans.count) { (plans[$0].track.keyframes[0].value, plans[$0].target) }
            host.reserveAnimationLog(for: plans.count)
            for (plan, pair) in zip(plans, pairs) {
                let view = plan.view
                if options.contains(.beginFromCurrentState) {
                    view.removeAnimations(of: plan.property)
                    // Ending those animations ran their completions, which may have moved the host's clock.
                    times = times.started(at: host.clock.now)
                }
                let animation = PropertyAnimation.make(
                    property: plan.property, shape: .keyframes(plan.track), drive: drive)
                group.addAnimation()
                view.addAnimation(animation)
                host.logAnimation(view: view.recordName, property: plan.property, values: pair, times: times)
                animation.scheduleEnd(at: begin + seconds, on: clock)
            }
        }
        group.seal(clock: clock)
    }

    /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - start: When the keyframe's window opens, as a fraction of the whole duration, 0…1.
    ///   - duration: How long the window stays open, as a fraction of the whole duration; it is cut at 1.
    ///   - animations: The changes to animate in the window.
    ///
    /// Outside a keyframe animation, or with a start or duration that is not finite or is outside 0…1, the changes
    /// are made without this keyframe's window (they join the enclosing block, if any) and a diagnostic is reported.
    public static func addKeyframe(
        withRelativeStartTime start: Double,
        relativeDuration duration: Double,
        animations: () -> Void
    ) {
        guard let collector = KeyframeCollector.current else {
            HostEnvironment.current.diagnostics.report(
                .keyframeOutsideKeyframeAnimation,
                "View.addKeyframe called outside View.animateKeyframes: changes made as part of the enclosing block"
            )
            animations()
            return
        }
        guard start.isFinite, duration.isFinite, (0...1).contains(start), (0...1).contains(duration) else {
            HostEnvironment.current.diagnostics.report(
                .animateInvalidKeyframeWindow,
                "View.addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(duration)): "
                    + "both must be in 0…1; changes made over the whole animation"
            )
            animations()
            return
        }
        collector.add(start: start, end: min(start + duration, 1), changes: AnimationRecorder.record(animations))
    }
}

/// Gathers the keyframe blocks of one keyframe animation and turns them into one track per view property.
@MainActor
final class KeyframeCollector {
    /// The collector of the innermost running keyframe animation.
    static var current: KeyframeCollector?

    struct Plan {
        let view: View
        let property: AnimatableProperty
        let track: Track
        /// The value the track ends on.
        var target: AnimatableValue { track.keyframes[track.keyframes.count - 1].value }
    }

    private struct Window {
        let start: Double
        let end: Double
        let change: AnimationRecorder.Change
    }

    private var windows: [Window] = []

    func add(start: Double, end: Double, changes: AnimationRecorder.Changes) {
        windows += changes.map { Window(start: start, end: end, change: $0) }
    }

    /// One track per changed view property; `direct` changes (outside any keyframe) span the whole animation.
    func plans(direct: AnimationRecorder.Changes) -> [Plan] {
        let all = windows + direct.map { Window(start: 0, end: 1, change: $0) }
        var order: [ObjectIdentifier: [String: [Window]]] = [:]
        var keys: [(View, AnimatableProperty)] = []
        for window in all {
            let id = ObjectIdentifier(window.change.view)
            if order[id]?[window.change.property.name] == nil {
                keys.append((window.change.view, window.change.property))
            }
            order[id, default: [:]][window.change.property.name, default: []].append(window)
        }
        return keys.compactMap { view, property in
            let entries = (order[ObjectIdentifier(view)]?[property.name] ?? []).sorted { $0.start < $1.start }
            return Self.plan(view: view, property: property, windows: entries)
        }
    }

    private static func plan(view: View, property: AnimatableProperty, windows: [Window]) -> Plan? {
        guard let first = windows.first else { return nil }
        var keyframes = [Keyframe(time: 0, value: first.change.from)]
        var value = first.change.from
        var cursor = 0.0
        for window in windows {
            let start = max(window.start, cursor)
            let end = max(window.end, start)
            keyframes.append(Keyframe(time: start, value: value))
            keyframes.append(Keyframe(time: end, value: window.change.to))
            value = window.change.to
            cursor = end
        }
        keyframes.append(Keyframe(time: 1, value: value))
        guard
            let track = try? Track(
                target: view.identifier ?? "view", property: property, keyframes: keyframes, duration: 1)
        else { return nil }
        return Plan(view: view, property: property, track: track)
    }
}
