/// The keyframes of one property of one element, placed in time by a delay and a duration.
///
/// Before its delay a track holds its first value (as Core Animation's backwards fill does); after its end it holds
/// its last. A track with one keyframe holds that value throughout.
///
/// A track keeps its target as a ``TransitionTarget`` (a ghost's or a snapshot's as its kind and the element's
/// identifier) and writes ``target`` when it is read. Two tracks are equal exactly when their targets' names and
/// everything else are; printed and dumped, a track shows its target's name as before.
public struct Track: Hashable, Sendable, CustomReflectable {
    /// The element the track animates, whose ``TransitionTarget/name`` is ``target``: two tracks' targets compare
    /// here as their names do, without writing either name.
    public let transitionTarget: TransitionTarget
    /// The identifier of the element the track animates: its ``TransitionTarget/name``, written when it is read (a
    /// ghost's or a snapshot's is a new string each time: a reader that needs it often keeps it).
    public var target: String { transitionTarget.name }
    /// The property the track animates.
    public let property: AnimatableProperty
    /// The keyframes, in time order; the first is at time 0 and the last at time 1.
    public let keyframes: [Keyframe]
    /// Seconds from the start of the timeline to the start of the track; 0 or greater.
    public let delay: Double
    /// Seconds from the first keyframe to the last; 0 or greater (0 jumps to the last value at the delay).
    public let duration: Double

    /// Creates a track from its keyframes.
    ///
    /// - Parameters:
    ///   - target: The identifier of the animated element.
    ///   - property: The animated property; every keyframe's value must have its kind.
    ///   - keyframes: At least one; times in 0…1, non-decreasing, the first at 0 and the last at 1 when there are
    ///     several; values finite.
    ///   - delay: Seconds before the track starts; finite, 0 or greater. Default 0.
    ///   - duration: Seconds the track runs; finite, 0 or greater.
    /// - Throws: ``TimelineError`` naming the track, the parameter and the rule it breaks.
    public init(
        target: String,
        property: AnimatableProperty,
        keyframes: [Keyframe],
        delay: Double = 0,
        duration: Double
    ) throws(TimelineError) {
        try self.init(
            transitionTarget: TransitionTarget(name: target), property: property, keyframes: keyframes, delay: delay,
            duration: duration)
    }

    /// A track of `transitionTarget`, checked as ``init(target:property:keyframes:delay:duration:)`` checks it; its
    /// target's name is written only for an error.
    init(
        transitionTarget: TransitionTarget,
        property: AnimatableProperty,
        keyframes: [Keyframe],
        delay: Double = 0,
        duration: Double
    ) throws(TimelineError) {
        try Self.check(
            transitionTarget: transitionTarget, property: property, keyframes: keyframes, delay: delay,
            duration: duration)
        self.init(
            checkedTarget: transitionTarget, property: property, keyframes: keyframes, delay: delay, duration: duration)
    }

    /// A track whose keyframes, delay and duration the caller has found to keep every rule of
    /// ``init(target:property:keyframes:delay:duration:)``: nothing is checked again.
    init(
        checkedTarget target: TransitionTarget,
        property: AnimatableProperty,
        keyframes: [Keyframe],
        delay: Double = 0,
        duration: Double
    ) {
        assert(Self.keepsRules(keyframes, kind: property.kind, delay: delay, duration: duration))
        self.transitionTarget = target
        self.property = property
        self.keyframes = keyframes
        self.delay = delay
        self.duration = duration
    }

    /// Throws the error ``init(target:property:keyframes:delay:duration:)`` would throw for a track of
    /// `transitionTarget` with these parts, if any: a caller that keeps the parts in a ``TrackTable`` checks them
    /// without making the track.
    static func check(
        transitionTarget: TransitionTarget,
        property: AnimatableProperty,
        keyframes: [Keyframe],
        delay: Double = 0,
        duration: Double
    ) throws(TimelineError) {
        // Plain comparisons first, read in place; the rules are checked one by one, with their messages, only when
        // one is broken: planning makes thousands of tracks.
        if !keepsRules(keyframes, kind: property.kind, delay: delay, duration: duration) {
            try checkRules(
                target: transitionTarget.name, property: property, keyframes: keyframes, delay: delay,
                duration: duration)
        }
    }

    /// Whether `keyframes`, `delay` and `duration` keep every rule of ``init(target:property:keyframes:delay:duration:)``
    /// for a property of `kind`: the rules ``checkRules(target:property:keyframes:delay:duration:)`` checks, without
    /// its messages.
    private static func keepsRules(_ keyframes: [Keyframe], kind: AnimatableValue.Kind, delay: Double, duration: Double)
        -> Bool
    {
        guard delay.isFinite, delay >= 0, duration.isFinite, duration >= 0, !keyframes.isEmpty else { return false }
        return keyframes.withUnsafeBufferPointer { keyframes in
            var previous = -Double.infinity
            for index in keyframes.indices {
                let time = keyframes[index].time
                guard keyframes[index].valueKeepsRules(kind: kind), time.isFinite, time >= 0, time <= 1,
                    time >= previous
                else { return false }
                previous = time
            }
            return keyframes.count == 1 || (keyframes[0].time == 0 && keyframes[keyframes.count - 1].time == 1)
        }
    }

    /// Checks the rules of ``init(target:property:keyframes:delay:duration:)`` one by one, throwing for the first
    /// broken one an error naming the track, the parameter and the rule.
    private static func checkRules(
        target: String,
        property: AnimatableProperty,
        keyframes: [Keyframe],
        delay: Double,
        duration: Double
    ) throws(TimelineError) {
        // The track's name and the labels are only built for an error: planning makes thousands of tracks.
        func fail(_ parameter: String, _ rule: String) -> TimelineError {
            TimelineError(track: "\(target).\(property.name)", parameter: parameter, rule: rule)
        }
        guard delay.isFinite, delay >= 0 else { throw fail("delay", "must be finite and 0 or greater, got \(delay)") }
        guard duration.isFinite, duration >= 0 else {
            throw fail("duration", "must be finite and 0 or greater, got \(duration)")
        }
        guard !keyframes.isEmpty else { throw fail("keyframes", "must not be empty") }
        for (index, keyframe) in keyframes.enumerated() {
            var label: String { "keyframes[\(index)]" }
            guard keyframe.value.kind == property.kind else {
                throw fail(
                    "\(label).value", "must be a \(property.kind.rawValue), got a \(keyframe.value.kind.rawValue)")
            }
            guard keyframe.value.isFinite else { throw fail("\(label).value", "must be finite, got \(keyframe.value)") }
            guard keyframe.time.isFinite, (0...1).contains(keyframe.time) else {
                throw fail("\(label).time", "must be between 0 and 1, got \(keyframe.time)")
            }
            if index > 0, keyframe.time < keyframes[index - 1].time {
                throw fail("\(label).time", "must not be before the previous keyframe's, got \(keyframe.time)")
            }
        }
        if keyframes.count > 1 {
            guard keyframes[0].time == 0 else { throw fail("keyframes[0].time", "must be 0, got \(keyframes[0].time)") }
            let last = keyframes.count - 1
            guard keyframes[last].time == 1 else {
                throw fail("keyframes[\(last)].time", "must be 1, got \(keyframes[last].time)")
            }
        }
    }

    /// Creates a two-keyframe track from one value to another.
    ///
    /// - Parameters:
    ///   - target: The identifier of the animated element.
    ///   - property: The animated property; both values must have its kind.
    ///   - from: The value at the start, finite.
    ///   - to: The value at the end, finite.
    ///   - timing: The timing of the move. Default ``TimingParameters/default`` (ease in, ease out).
    ///   - delay: Seconds before the track starts; finite, 0 or greater. Default 0.
    ///   - duration: Seconds the track runs; finite, 0 or greater.
    /// - Throws: ``TimelineError`` as ``init(target:property:keyframes:delay:duration:)`` does.
    public init(
        target: String,
        property: AnimatableProperty,
        from: AnimatableValue,
        to: AnimatableValue,
        timing: TimingParameters = .default,
        delay: Double = 0,
        duration: Double
    ) throws(TimelineError) {
        try self.init(
            target: target,
            property: property,
            keyframes: [Keyframe(time: 0, value: from), Keyframe(time: 1, value: to, timing: timing)],
            delay: delay,
            duration: duration
        )
    }

    /// The track as it was always shown (`print`, `dump`, the debugger): its target's name, property, keyframes,
    /// delay and duration.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "target": target, "property": property, "keyframes": keyframes, "delay": delay, "duration": duration,
            ],
            displayStyle: .struct)
    }

    /// The time the track reaches its last keyframe: ``delay`` + ``duration``.
    public var endTime: Double { delay + duration }

    /// The track's value at `time` seconds from the start of the timeline.
    ///
    /// This evaluates the track on its own, decomposing transforms on every call; ``Timeline`` samples many tracks
    /// faster and without allocating.
    public func value(at time: Double) -> AnimatableValue {
        let position = TrackPosition(delay: delay, duration: duration, keyframes: keyframes, time: time)
        guard position.segment > 0 else { return keyframes[0].value }
        let from = keyframes[position.segment - 1].value
        let to = keyframes[position.segment].value
        return from.interpolated(to: to, fraction: position.progress) ?? to
    }
}

/// Where a time falls on a track: the segment (the index of the keyframe it arrives at; 0 when the track has a single
/// keyframe) and the eased progress through that segment.
struct TrackPosition: Sendable {
    var segment: Int
    var progress: Double

    /// The position of a track that has not started: no segment, no progress.
    static let start = TrackPosition(segment: 0, progress: 0)

    /// Locates `time` on a track with the given delay, duration and keyframes.
    init(delay: Double, duration: Double, keyframes: [Keyframe], time: Double) {
        let located = Self.locate(delay: delay, duration: duration, count: keyframes.count, time: time) {
            keyframes[$0].time
        }
        self.init(segment: located.segment, progress: keyframes[located.segment].timing.progress(at: located.fraction))
    }

    init(segment: Int, progress: Double) {
        self.segment = segment
        self.progress = progress
    }

    /// Where `time` falls in a track of `delay` and `duration`, from 0 to 1: clamped, 0 for a NaN, and for a track of
    /// no duration 1 from its delay on and 0 before it.
    @inline(__always)
    static func localTime(delay: Double, duration: Double, time: Double) -> Double {
        guard duration > 0 else { return time >= delay ? 1 : 0 }
        let local = (time - delay) / duration
        return local.isNaN ? 0 : min(max(local, 0), 1)
    }

    /// The segment `time` falls in and the un-eased fraction through it, given the keyframe times by index.
    ///
    /// The segment is the last one whose start is at or before the track's local time, so two keyframes at the same
    /// time make a step. One keyframe (or none) gives segment 0 at fraction 0. The keyframes are walked one by one up
    /// to ``bisectionLimit`` of them, and the segment is found by bisection beyond: the same segment either way, as
    /// keyframe times never decrease.
    @inline(__always)
    static func locate(
        delay: Double,
        duration: Double,
        count: Int,
        time: Double,
        keyTime: (Int) -> Double
    ) -> (segment: Int, fraction: Double) {
        guard count > 1 else { return (0, 0) }
        let local = localTime(delay: delay, duration: duration, time: time)
        var segment = 1
        if count > bisectionLimit {
            // The keyframes from `segment` on are the candidates, the last always one.
            var high = count - 1
            while segment < high {
                let middle = segment + (high - segment) / 2
                if keyTime(middle) <= local { segment = middle + 1 } else { high = middle }
            }
        } else {
            while segment < count - 1 && keyTime(segment) <= local {
                segment += 1
            }
        }
        let start = keyTime(segment - 1)
        let length = keyTime(segment) - start
        return (segment, length > 0 ? (local - start) / length : 1)
    }

    /// The most keyframes whose segment ``locate(delay:duration:count:time:keyTime:)`` looks for one by one: 8.
    static let bisectionLimit = 8
}
