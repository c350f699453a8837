import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// Joins an effect's motions into tracks: one per target and property, starting at 0 and lasting the transition.
/// Targets the references place ``ElementPlacement/inPlace`` are left out of the stacking; when asked, so is the
/// track of one motion still marked as holding a new view's value (``Motion/holdsNewViewValue``).
struct TrackAssembly {
    private(set) var tracks: [Track] = []
    private(set) var stacking: [TransitionTarget] = []

    /// The order properties' tracks come in for one target: a view's properties, then the circular mask, then any
    /// other by name.
    static let propertyOrder: [AnimatableProperty] = AnimatableProperty.viewProperties + [.circularMask]

    init(
        motions: [Motion],
        stacking requested: [TransitionTarget],
        references: [TransitionTarget: ElementReference] = [:],
        effect: String,
        duration: Double,
        timing: TimingParameters,
        droppingNewViewHolds: Bool = false
    ) throws(PlanningError) {
        // The motions are read in place, field by field, here and below: a motion is large, and a loop over the
        // array would copy each one.
        for index in motions.indices {
            let span = motions[index].span
            guard span.lowerBound.isFinite, span.upperBound.isFinite, span.lowerBound >= 0, span.upperBound <= 1 else {
                throw .invalidSpan(
                    effect: effect, track: Self.name(MotionKey(motions[index])), lower: span.lowerBound,
                    upper: span.upperBound)
            }
        }
        // The targets an effect stacks are mostly every target it moves; room is made for a few more, and the index
        // grows beyond.
        var targetIndex = TargetIndex(capacity: requested.count + motions.count / 16)
        for target in requested { _ = targetIndex.position(of: target) }
        // Each motion's target index, written in place (an append would check the array's uniqueness and room each
        // time), every one of them by the walk below.
        var motionTargets = [Int](unsafeUninitializedCapacity: motions.count) { _, initialized in
            initialized = motions.count
        }
        // An effect gives a target's motions one after another, mostly in the order it stacks the targets: the last
        // target's index, or the one after it, is found by comparing names, without hashing (targets are distinct,
        // so a target equal to the one at an index is at that index).
        // Before that, the last target's kind and identifier are compared by their bits, read in place: the same
        // bits are the same target, and the motions of one target mostly carry one string.
        let offsets = Self.targetOffsets
        motionTargets.withUnsafeMutableBufferPointer { motionTargets in
            motions.withUnsafeBufferPointer { motions in
                var last: (target: TransitionTarget, index: Int)?
                var lastBits: (low: UInt64, high: UInt64, kind: UInt8) = (0, 0, 0)
                for index in motions.indices {
                    var bits: (low: UInt64, high: UInt64, kind: UInt8) = (0, 0, 0)
                    if let offsets, let base = motions.baseAddress {
                        let motion = UnsafeRawPointer(base + index)
                        bits = (
                            motion.loadUnaligned(fromByteOffset: offsets.rest, as: UInt64.self),
                            motion.loadUnaligned(fromByteOffset: offsets.rest + 8, as: UInt64.self),
                            motion.load(fromByteOffset: offsets.kind, as: UInt8.self)
                        )
                        if let last, bits.low == lastBits.low, bits.high == lastBits.high, bits.kind == lastBits.kind {
                            motionTargets[index] = last.index
                            continue
                        }
                    }
                    // The target after the last one is the likelier, and mostly carries the same string; the
                    // order of the two comparisons changes nothing, as a target equals only the one at its index.
                    let target = motions[index].target
                    let following = last.map { $0.index + 1 } ?? 0
                    let position: Int
                    if following < targetIndex.targets.count && targetIndex.targets[following] == target {
                        position = following
                    } else if let last, last.target == target {
                        motionTargets[index] = last.index
                        continue
                    } else {
                        position = targetIndex.position(of: target)
                    }
                    motionTargets[index] = position
                    last = (target, position)
                    lastBits = bits
                }
            }
        }
        let targets = targetIndex.targets
        // Most plans place no target in place: then no target is looked up.
        let keepsAll = references.isEmpty || !references.values.contains { $0.placement == .inPlace }
        stacking = keepsAll ? targets : targets.filter { references[$0]?.placement != .inPlace }
        let ranks = Self.ranks(of: motions)
        // Tracks come by target (in stacking-then-appearance order), then property rank; a track's motions by span,
        // ties in the order given. A counting sort by target keeps the motions' order, and each target's few
        // motions are then sorted by integers alone.
        var starts = [Int](repeating: 0, count: targets.count + 1)
        // Every place is written by the sort.
        var sorted = [Int](unsafeUninitializedCapacity: motions.count) { _, initialized in initialized = motions.count }
        Self.countingSort(motionTargets, starts: &starts, into: &sorted)
        // Spans are compared in place, as `Motion.spanOrder` compares them, without copying the motions.
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if ranks[a] != ranks[b] { return ranks[a] < ranks[b] }
            return (motions[a].span.lowerBound, motions[a].span.upperBound)
                < (motions[b].span.lowerBound, motions[b].span.upperBound)
        }
        // An effect mostly gives a target's motions one per property, in the order of their ranks: then they are in
        // order whatever their spans, and the sort is skipped.
        for range in Self.rangesOutOfRankOrder(sorted, starts: starts, ranks: ranks) {
            Self.sortStably(&sorted, range, by: precedes)
        }
        var progress = PathProgress()
        // A plan's straight motions are mostly alike (every ghost's same fades and held values): the distinct ones
        // grow with how varied the views are, not with how many (about 200 from 1,000 views as from 10,000 in the
        // benchmark), so room is made for a few hundred and the table grows beyond.
        var shared = SharedKeyframes(capacity: min(motions.count / 4, SharedKeyframes.initialCapacity))
        var failure: PlanningError?
        // Each track is written where the array keeps it (an append would check the array's uniqueness and room each
        // time); the indexes are read in place. Room is made for the tracks the motions make, counted first.
        let trackCount = Self.trackCount(
            sorted, targets: motionTargets, ranks: ranks, motions: motions,
            droppingNewViewHolds: droppingNewViewHolds)
        tracks = [Track](unsafeUninitializedCapacity: trackCount) { built, count in
            sorted.withUnsafeBufferPointer { order in
                motionTargets.withUnsafeBufferPointer { motionTargets in
                    ranks.withUnsafeBufferPointer { ranks in
                        motions.withUnsafeBufferPointer { buffer in
                            var start = 0
                            while start < order.count {
                                let first = order[start]
                                let end = Self.trackEnd(
                                    from: start, order: order, targets: motionTargets, ranks: ranks)
                                // A track of one motion still marked as holding a new view's value at both ends shows
                                // what the new view shows without it: it is left out when `droppingNewViewHolds` (a
                                // track of several keeps every motion).
                                if droppingNewViewHolds, end == start + 1, buffer[first].holdsNewViewValue {
                                    start = end
                                    continue
                                }
                                // Most tracks are one motion running straight from one value to another: their
                                // keyframes are made directly, and tracks of identical motions share them.
                                if end == start + 1,
                                    let track = Self.straightTrack(
                                        at: first, of: buffer, rank: ranks[first], timing: timing, duration: duration,
                                        shared: &shared)
                                {
                                    built.initializeElement(at: count, to: track)
                                    count += 1
                                    start = end
                                    continue
                                }
                                switch Self.joinedTrack(
                                    sorted[start..<end], of: motions, effect: effect, timing: timing,
                                    duration: duration, progress: &progress)
                                {
                                case .success(let track):
                                    built.initializeElement(at: count, to: track)
                                    count += 1
                                case .failure(let error):
                                    failure = error
                                    return
                                }
                                start = end
                            }
                        }
                    }
                }
            }
        }
        if let failure { throw failure }
    }

    /// The track of the motions at `group` of `motions` (one target and property, in span order), joined: their
    /// keyframes hold between them and step where one starts away from where the last ended. Its error is returned
    /// rather than thrown, for a caller that cannot throw (a ``PlanningError`` only; any other error would be reported
    /// as an effect's).
    private static func joinedTrack(
        _ group: ArraySlice<Int>,
        of motions: [Motion],
        effect: String,
        timing: TimingParameters,
        duration: Double,
        progress: inout PathProgress
    ) -> Result<Track, PlanningError> {
        func join() throws(PlanningError) -> Track {
            // The track's motions, by index: a motion is large, so the group is not copied out of `motions`.
            let first = group[group.startIndex]
            for index in group.indices.dropFirst()
            where motions[group[index]].span.lowerBound < motions[group[index - 1]].span.upperBound {
                throw .overlappingMotions(effect: effect, track: Self.name(MotionKey(motions[first])))
            }
            let keyframes = try Self.keyframes(
                for: group, of: motions, key: MotionKey(motions[first]), effect: effect, timing: timing,
                progress: &progress)
            do {
                return try Track(
                    transitionTarget: motions[first].target, property: motions[first].property, keyframes: keyframes,
                    duration: duration)
            } catch {
                throw .invalidTrack(effect: effect, error)
            }
        }
        do {
            return .success(try join())
        } catch let error as PlanningError {
            return .failure(error)
        } catch {
            return .failure(.effectFailed(effect: effect, message: "\(error)"))
        }
    }

    private static func name(_ key: MotionKey) -> String {
        "\(key.target.name).\(key.property.name)"
    }

    /// Where a ``Motion`` keeps its target's identifier (two words) and kind (a byte), in bytes from its start;
    /// `nil` when either is not stored in place, or a target stores more than the two (the same bits would then not
    /// make the same target), and targets are then compared as values alone.
    static let targetOffsets: (rest: Int, kind: Int)? = {
        guard MemoryLayout<TransitionTarget>.size == MemoryLayout<String>.size + 1,
            MemoryLayout<TransitionTarget.Kind>.size == 1,
            let rest = nameOffset(\Motion.target, \TransitionTarget.rest),
            let outer = MemoryLayout<Motion>.offset(of: \Motion.target),
            let kind = MemoryLayout<TransitionTarget>.offset(of: \TransitionTarget.kind)
        else { return nil }
        return (rest, outer + kind)
    }()

    /// Where a ``Motion`` keeps the name of its `field`: the field's offset plus the name's in it, in bytes; `nil`
    /// when either is not stored in place or a string is not two words.
    static func nameOffset<Field>(_ field: KeyPath<Motion, Field>, _ name: KeyPath<Field, String>) -> Int? {
        guard MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size,
            let outer = MemoryLayout<Motion>.offset(of: field),
            let inner = MemoryLayout<Field>.offset(of: name)
        else { return nil }
        return outer + inner
    }

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
