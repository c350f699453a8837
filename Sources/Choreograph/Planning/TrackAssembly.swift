import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// Joins an effect's motions into tracks: one per target and property, starting at 0 and lasting the transition.
/// Targets the references place ``ElementPlacement/inPlace`` are left out of the stacking; when asked, so is the
/// track of one motion still marked as holding a new view's value (``Motion/holdsNewViewValue``).
///
/// The tracks are written as a ``TrackTable``: rows naming the assembly's targets and the keyframe arrays it made,
/// without a ``Track`` value made for any of them.
struct TrackAssembly {
    private(set) var table = TrackTable(targets: [], keyframes: [], setStarts: [0], rows: [])
    private(set) var stacking: [TransitionTarget] = []
    /// Whether the tracks of the compact ghosts given (``Ghosts``) were made: `false` when one of them would not be
    /// a straight track, or a ghost's target is not stacked or is animated by a motion too, and then ``table`` and
    /// ``stacking`` are empty (the caller makes the ghosts' motions and assembles again). `true` without ghosts.
    private(set) var assembledGhosts = true

    /// The tracks of ``table``, as values.
    var tracks: [Track] { table.tracks() }

    /// The order properties' tracks come in for one target: a view's properties, then the circular mask, then any
    /// other by name.
    static let propertyOrder: [AnimatableProperty] = AnimatableProperty.viewProperties + [.circularMask]

    init(
        motions: [Motion],
        ghosts: Ghosts? = nil,
        stacking requested: [TransitionTarget],
        references: ElementReferences = ElementReferences(),
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
        if ghosts != nil, !(droppingNewViewHolds && duration.isFinite && duration >= 0) {
            assembledGhosts = false
            return
        }
        // The targets an effect stacks are mostly every target it moves; room is made for a few more, and the index
        // grows beyond.
        var targetIndex: TargetIndex
        // The compact ghosts' targets, by place in the stacking, which lists each of them.
        var ghostTargets: [GhostTarget] = []
        if let ghosts, let found = Self.ghostTargetsInOrder(of: ghosts.runs, after: requested) {
            // Matched geometry's stacking, as it gives it: distinct targets, none of them filed.
            targetIndex = TargetIndex(distinct: requested, firstGhost: requested.count - 3 * ghosts.runs.count)
            ghostTargets = found
        } else {
            targetIndex = TargetIndex(capacity: requested.count + motions.count / 16)
            for target in requested { _ = targetIndex.position(of: target) }
            if let ghosts {
                guard let found = Self.ghostTargets(of: ghosts.runs, in: &targetIndex) else {
                    assembledGhosts = false
                    return
                }
                ghostTargets = found
            }
        }
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
        let keepsAll = !references.placesAnyInPlace
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
        let ghostTrackCount = ghosts?.runs.reduce(0) { $0 + $1.trackCount } ?? 0
        var shared = SharedKeyframes(
            capacity: min((motions.count + ghostTrackCount) / 4, SharedKeyframes.initialCapacity))
        var failure: PlanningError?
        // Each track is written where the array keeps it (an append would check the array's uniqueness and room each
        // time); the indexes are read in place. Room is made for the tracks the motions and the compact ghosts make,
        // counted first.
        let trackCount =
            Self.trackCount(
                sorted, targets: motionTargets, ranks: ranks, motions: motions,
                droppingNewViewHolds: droppingNewViewHolds) + ghostTrackCount
        // The next compact ghost's target to write the tracks of: each is written before the motions of the targets
        // after it in the stacking.
        var nextGhost = 0
        var ghostsWritten = true
        // The two ends every ghost's tracks are read from, made once: only their indexes change.
        var ends = ghosts.map { ghosts in
            (
                from: MatchedMorph.End(scene: ghosts.scenes.from, index: 0),
                to: MatchedMorph.End(scene: ghosts.scenes.to, index: 0)
            )
        }
        func writeGhosts(
            before position: Int, into built: UnsafeMutableBufferPointer<TrackTable.Row>, count: inout Int
        ) {
            guard let ghosts else { return }
            ghosts.runs.withUnsafeBufferPointer { runs in
                while ghostsWritten, nextGhost < ghostTargets.count, ghostTargets[nextGhost].position <= position {
                    // A motion of a ghost's own target would share its tracks: the ghosts are left to the general
                    // path.
                    ghostsWritten =
                        ghostTargets[nextGhost].position != position
                        && Self.writeGhostTracks(
                            ghostTargets[nextGhost], of: runs, ends: &ends!, timing: timing, duration: duration,
                            shared: &shared, into: built, count: &count)
                    nextGhost += 1
                }
            }
        }
        let rows = [TrackTable.Row](unsafeUninitializedCapacity: trackCount) { built, count in
            sorted.withUnsafeBufferPointer { order in
                motionTargets.withUnsafeBufferPointer { motionTargets in
                    ranks.withUnsafeBufferPointer { ranks in
                        motions.withUnsafeBufferPointer { buffer in
                            var start = 0
                            while start < order.count {
                                let first = order[start]
                                writeGhosts(before: motionTargets[first], into: built, count: &count)
                                guard ghostsWritten else { return }
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
                                    let set = Self.straightSet(
                                        at: first, of: buffer, rank: ranks[first], timing: timing, duration: duration,
                                        shared: &shared)
                                {
                                    built.initializeElement(
                                        at: count,
                                        to: TrackTable.Row(
                                            target: Int32(motionTargets[first]), keyframes: set,
                                            property: buffer[first].property, delay: 0, duration: duration))
                                    count += 1
                                    start = end
                                    continue
                                }
                                switch Self.joinedTrack(
                                    sorted[start..<end], of: motions, effect: effect, timing: timing,
                                    duration: duration, progress: &progress)
                                {
                                case .success(let keyframes):
                                    built.initializeElement(
                                        at: count,
                                        to: TrackTable.Row(
                                            target: Int32(motionTargets[first]), keyframes: shared.add(keyframes),
                                            property: buffer[first].property, delay: 0, duration: duration))
                                    count += 1
                                case .failure(let error):
                                    failure = error
                                    return
                                }
                                start = end
                            }
                            writeGhosts(before: .max, into: built, count: &count)
                        }
                    }
                }
            }
        }
        guard ghostsWritten else {
            (stacking, assembledGhosts) = ([], false)
            return
        }
        if let failure { throw failure }
        table = TrackTable(targets: targets, keyframes: shared.keyframes, setStarts: shared.setStarts, rows: rows)
    }

    /// The keyframes of the track of the motions at `group` of `motions` (one target and property, in span order),
    /// joined and checked as a track of theirs lasting `duration` is: their keyframes hold between them and step
    /// where one starts away from where the last ended. Its error is returned rather than thrown, for a caller that
    /// cannot throw (a ``PlanningError`` only; any other error would be reported as an effect's).
    private static func joinedTrack(
        _ group: ArraySlice<Int>,
        of motions: [Motion],
        effect: String,
        timing: TimingParameters,
        duration: Double,
        progress: inout PathProgress
    ) -> Result<[Keyframe], PlanningError> {
        func join() throws(PlanningError) -> [Keyframe] {
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
                try Track.check(
                    transitionTarget: motions[first].target, property: motions[first].property, keyframes: keyframes,
                    duration: duration)
            } catch {
                throw .invalidTrack(effect: effect, error)
            }
            return keyframes
        }
        do {
            return .success(try join())
        } catch let error as PlanningError {
            return .failure(error)
        } catch {
            return .failure(.effectFailed(effect: effect, message: "\(error)"))
        }
    }

    static func name(_ key: MotionKey) -> String {
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
}
