import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// Joining a track's motions into keyframes: the general path, for the tracks that are not one straight motion.
extension TrackAssembly {
    /// The keyframes of one track: the motions at `indexes` of `motions`, in span order, holding between them and
    /// stepping where one starts away from where the last ended; a single keyframe when the value never changes.
    static func keyframes(
        for indexes: ArraySlice<Int>,
        of motions: [Motion],
        key: MotionKey,
        effect: String,
        timing: TimingParameters,
        progress: inout PathProgress
    ) throws(PlanningError) -> [Keyframe] {
        let count = TransitionDefaults.pathSampleCount
        var keyframes: [Keyframe] = []
        // At most two keyframes before each motion (a hold and a step), its samples, and one to reach time 1.
        keyframes.reserveCapacity(
            indexes.reduce(1) { total, index in
                switch motions[index].shape {
                case .change: return total + 3
                case .line where (motions[index].timing ?? timing).progressStaysInUnitRange: return total + 3
                default: return total + count + 2
                }
            })
        func add(_ time: Double, _ value: AnimatableValue?, _ segmentTiming: Keyframe.StoredTiming = .linear)
            throws(PlanningError)
        {
            guard let value else {
                let error = TimelineError(
                    track: name(key), parameter: "keyframes[\(keyframes.count)].value",
                    rule: "must be computable: combined motions must both be opacities or both transforms")
                throw .invalidTrack(effect: effect, error)
            }
            let earliest = keyframes.last?.time ?? 0
            keyframes.append(Keyframe(time: min(max(time, earliest), 1), value: value, storedTiming: segmentTiming))
        }
        // Each motion is read in place, field by field: a copy of the whole motion would be made for nothing.
        for index in indexes {
            let timing = motions[index].timing ?? timing
            let stored = progress.timings.stored(timing)
            let start = motions[index].span.lowerBound
            let end = motions[index].span.upperBound
            let startValue = motions[index].startValue(timing: timing)
            if let last = keyframes.last {
                if start > last.time { try add(start, last.value) }
                if startValue != last.value { try add(start, startValue) }
            } else {
                try add(0, startValue)
                if start > 0 { try add(start, startValue) }
            }
            switch motions[index].shape {
            case .change(_, let to):
                try add(end, to, stored)
            case .line(_, let to, _) where timing.progressStaysInUnitRange:
                try add(end, to, stored)
            case .path(let path), .line(_, _, let path):
                guard end > start else {
                    try add(end, motions[index].endValue(timing: timing))
                    continue
                }
                let eased = progress.values(for: timing)
                for step in 1...count {
                    let time = step == count ? end : start + (end - start) * (Double(step) / Double(count))
                    try add(time, path(eased[step - 1]))
                }
            case .composite(let composite):
                guard end > start else {
                    try add(end, motions[index].endValue(timing: timing))
                    continue
                }
                for step in 1...count {
                    let time = step == count ? end : start + (end - start) * (Double(step) / Double(count))
                    try add(time, composite.value(atTime: time, timing: timing))
                }
            }
        }
        if let last = keyframes.last, last.time < 1 {
            try add(1, last.value)
        }
        if keyframes.allSatisfy({ $0.value == keyframes[0].value }) {
            // The first keyframe is already the one a constant track keeps (time 0, linear): the array is reused.
            keyframes.removeSubrange(1...)
            return keyframes
        }
        return keyframes
    }
}

/// The eased progress at each moment a path is sampled (``TransitionDefaults/pathSampleCount`` evenly spaced
/// fractions of a motion's span, which do not depend on the span), for the timing last asked for: every path motion
/// of a plan shares one timing or a few, so each is computed once rather than once per motion.
struct PathProgress {
    private var timing: TimingParameters?
    private var values: [Double] = []
    /// The stored form of the timings keyframes are given, kept here for the same reason.
    var timings = StoredTimings()

    /// The progress of `timing` at step / ``TransitionDefaults/pathSampleCount`` for each step from 1 to the count,
    /// computed as `timing.progress(at:)` computes it.
    mutating func values(for timing: TimingParameters) -> [Double] {
        if timing != self.timing {
            let count = TransitionDefaults.pathSampleCount
            values = (1...count).map { step in timing.progress(at: Double(step) / Double(count)) }
            self.timing = timing
        }
        return values
    }
}

/// The stored form (``Keyframe/StoredTiming``) of the spring last asked for: the keyframes of a plan's motions under
/// one spring share its one copy out of line instead of each making its own. Linear timings and curves are stored
/// inline, with nothing to share.
struct StoredTimings {
    private var last: (spring: Spring, stored: Keyframe.StoredTiming)?

    /// `timing` in stored form: for a spring whose every constant is bit for bit the last one's, the last one's.
    mutating func stored(_ timing: TimingParameters) -> Keyframe.StoredTiming {
        guard case .spring(let spring) = timing else { return Keyframe.StoredTiming(timing) }
        if let last, Self.identical(last.spring, spring) { return last.stored }
        let stored = Keyframe.StoredTiming(timing)
        last = (spring, stored)
        return stored
    }

    /// Whether two springs' constants, duration and flags are the same bit for bit (what they derive from them is
    /// then the same too).
    private static func identical(_ a: Spring, _ b: Spring) -> Bool {
        a.mass.bitPattern == b.mass.bitPattern && a.stiffness.bitPattern == b.stiffness.bitPattern
            && a.damping.bitPattern == b.damping.bitPattern
            && a.initialVelocity.bitPattern == b.initialVelocity.bitPattern
            && a.duration.bitPattern == b.duration.bitPattern && a.allowsOverdamping == b.allowsOverdamping
            && a.isFittedToDuration == b.isFittedToDuration
    }
}
