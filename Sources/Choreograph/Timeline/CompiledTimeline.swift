import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A timeline prepared for sampling: tracks grouped into timing lanes, keyframe pairs turned into interpolants with
/// transforms decomposed once.
struct CompiledTimeline: Sendable {
    /// Tracks that share a delay, a duration and keyframe times and timings.
    struct Lane: Sendable {
        var delay: Double
        var duration: Double
        /// Index of the lane's first keyframe time in ``CompiledTimeline/keyTimes``.
        var firstKey: Int
        var keyCount: Int
        /// Index of the timing of the lane's first segment in ``CompiledTimeline/segmentTimings``.
        var firstTiming: Int
    }

    /// A keyframe's time and timing, the part of a keyframe its lane shares.
    struct LaneKey: Hashable, Sendable {
        var time: Double
        var timing: TimingParameters
    }

    private struct LaneSignature: Hashable {
        var delay: Double
        var duration: Double
        var keys: [LaneKey]
    }

    /// How one segment of one track turns progress into a value. Indexes are 32 bits wide (a compiled timeline's
    /// arrays stay far below 2³¹ elements; the conversions trap rather than wrap, and a frame's offsets are checked
    /// against `Int32.max` in ``FrameLayout``), so that an interpolant takes 12 bytes rather than 24.
    enum Interpolant: Sendable {
        /// A held value: `count` components from index `start` of ``CompiledTimeline/constantComponents``.
        case constant(start: Int32, count: Int32)
        /// A transform between the ends at `ends` and `ends + 1` of ``CompiledTimeline/transformEnds``, along
        /// `path`.
        case transform(ends: Int32, path: TransformPath)
        /// Every segment of a track of two keyframes or more, of any kind but a transform: the keyframes' values,
        /// as their components one after another from index `start` of ``CompiledTimeline/keyedComponents``, the
        /// track's only interpolant (``CompiledTimeline+Keyed.swift``).
        case keyed(AnimatableValue.Kind, start: Int32)
    }

    /// How a transform interpolant moves between its ends: its ``TransformInterpolator``'s path, the affine or
    /// decomposed part kept in an array of its own so that sampling reads it in place rather than copying the
    /// interpolator out.
    enum TransformPath: Sendable {
        case constant
        /// The path at this index of ``CompiledTimeline/affinePaths``.
        case affine(Int32)
        /// The path at this index of ``CompiledTimeline/decomposedPaths``.
        case decomposed(Int32)
        case discrete
    }

    private(set) var lanes: [Lane] = []
    private(set) var keyTimes: [Double] = []
    /// The timing of each segment of each lane (a lane with n keyframes has n − 1 segments).
    private(set) var segmentTimings: [TimingParameters] = []
    /// Each track's lane, 32 bits wide as the interpolants' indexes are.
    private(set) var trackLane: [Int32] = []
    /// Index of each track's first interpolant: a track has one (a held value, or keyed), or for a transform of n
    /// keyframes n − 1; tracks of one keyframe array with the same delay and duration share them (``CompiledArrays``).
    private(set) var trackFirstInterpolant: [Int32] = []
    private(set) var interpolants: [Interpolant] = []
    /// The two ends of each transform interpolant, from then to.
    private(set) var transformEnds: [Transform3D] = []
    private(set) var affinePaths: [AffinePath] = []
    private(set) var decomposedPaths: [DecomposedPath] = []
    private(set) var constantComponents: [Double] = []
    /// The keyframes' components of the ``Interpolant/keyed(_:start:)`` interpolants (written by ``appendKeyed(_:)``).
    var keyedComponents: [Double] = []
    /// The tracks sampling writes (``placeTracks(kinds:entries:groupCounts:offsets:trackLane:trackEntry:)``).
    private(set) var movingTracks: [MovingTrack] = []
    /// Where each track's value goes in a frame: one instance per compiled timeline, made when its tracks are placed
    /// (until then an empty one shared by all).
    private(set) var layout = FrameLayout.unplaced

    /// Compiles `tracks`. Tracks of one keyframe array with the same delay and duration (planned tracks of identical
    /// motions share their arrays) share one lane and one set of interpolants (``CompiledArrays``).
    init(tracks: [Track]) {
        var measures = Measures()
        self.init(table: TrackTable(tracks: tracks), measuring: &measures)
    }

    /// What a ``Timeline`` keeps of its tracks besides their compiled form, found while they are compiled.
    struct Measures {
        /// The end of the last track to end (``Track/endTime``): that of the first track, then of any ending later;
        /// 0 with no tracks.
        var duration = 0.0
        /// The indexes of the tracks that are straight moves (``Track/isStraightMove``).
        var straightMoves: [Int] = []
    }

    /// Compiles the tracks of `table` as ``init(tracks:)`` compiles tracks, writing their ``Measures`` in `measures` in
    /// the same walk.
    init(table: TrackTable, measuring measures: inout Measures) {
        // Rows and keyframes are read in place, here and below: a copy of a keyframe array would retain it. One walk
        // finds each track's kind, its measures and the entry of its keyframe array, delay and duration (compiling the
        // array the first time), and counts the moving tracks of each group; a second walk, over what the first wrote,
        // places each track in a frame and among the moving tracks
        // (``placeTracks(kinds:entries:groupCounts:offsets:trackLane:trackEntry:)``). A track whose keyframe array was
        // compiled before is measured from what was found then, without reading its keyframes. A timeline's lanes are
        // few (tracks mostly share a delay, a duration and the times and timings of one of a few shapes of keyframes):
        // room is made for a few at once, and for the distinct keyframe arrays of a plan's tracks, which compile once
        // each, rather than growing each list step by step. A timeline of fewer tracks has at most as many lanes and
        // distinct arrays, and an empty one (a still plan's) makes no room at all.
        let trackCount = table.count
        let distinctArrays = min(trackCount, CompiledArrays.initialCapacity)
        let laneRoom = min(trackCount, Self.initialLaneCapacity)
        var laneIndex: [LaneSignature: Int] = [:]
        laneIndex.reserveCapacity(laneRoom)
        lanes.reserveCapacity(laneRoom)
        keyTimes.reserveCapacity(4 * laneRoom)
        segmentTimings.reserveCapacity(3 * laneRoom)
        keyedComponents.reserveCapacity(8 * distinctArrays)
        // The timing of each lane's first keyframe: part of its signature, though sampling never reads it.
        var firstTimings: [TimingParameters] = []
        firstTimings.reserveCapacity(laneRoom)
        // The lanes the last few tracks used, most recent first. A target's tracks mostly share a lane, so most
        // tracks find theirs here by comparing keyframes in place, without building and hashing a signature; a lane
        // found here is the one the signature names, since lanes are unique by signature.
        var recent: [Int] = []
        recent.reserveCapacity(Self.recentLaneCount)
        // Room for an interpolant per track: tracks of shared keyframes share theirs, and only a transform's track of
        // more than two keyframes has more than one.
        interpolants.reserveCapacity(trackCount)
        var compiled = CompiledArrays(capacity: distinctArrays)
        // Each track's kind, place in a frame, lane and first interpolant (its entry's index until the second walk),
        // written in place (an append would check the array's uniqueness and room each time), for every track by the
        // walks below.
        var kinds = [AnimatableValue.Kind](unsafeUninitializedCapacity: trackCount) { _, made in made = trackCount }
        var offsets = [Int32](unsafeUninitializedCapacity: trackCount) { _, made in made = trackCount }
        var laneOfTrack = [Int32](unsafeUninitializedCapacity: trackCount) { _, made in made = trackCount }
        var firstInterpolantOfTrack = [Int32](unsafeUninitializedCapacity: trackCount) { _, made in
            made = trackCount
        }
        var groupCounts = [Int](repeating: 0, count: Self.interpolantKindCount)
        // The entry last found for each keyframe array of the table, -1 before the first.
        var entryOfSet = [Int32](repeating: -1, count: table.keyframeSetCount)
        kinds.withUnsafeMutableBufferPointer { kinds in
            firstInterpolantOfTrack.withUnsafeMutableBufferPointer { entryOfTrack in
                groupCounts.withUnsafeMutableBufferPointer { groupCounts in
                    entryOfSet.withUnsafeMutableBufferPointer { entryOfSet in
                        Self.withRows(of: table) { rows, keyframes, starts in
                            for index in rows.indices {
                                let row = rows[index]
                                kinds[index] = row.property.kind
                                let (delay, duration) = (row.delay, row.duration)
                                let end = delay + duration
                                if index == 0 || end > measures.duration { measures.duration = end }
                                // A track whose keyframes were compiled takes their entry without a comparison: the
                                // lanes recently compared stay as they are, which changes which lanes the next track is
                                // compared with first, never the lane it gets. A row naming a keyframe array an earlier
                                // row named with the same delay and duration takes that row's entry (a table of planned
                                // tracks names each array with one delay and duration); any other looks its array up by
                                // its storage, which tracks made apart may share.
                                let set = Int(row.keyframes)
                                var found = Int(entryOfSet[set])
                                if found < 0 || compiled.entries[found].delay != delay
                                    || compiled.entries[found].duration != duration
                                {
                                    let array = UnsafeBufferPointer(rebasing: keyframes[starts[set]..<starts[set + 1]])
                                    let storage = Int(bitPattern: array.baseAddress)
                                    found =
                                        compiled.find(
                                            storage: storage, count: array.count, delay: delay, duration: duration)
                                        ?? compile(
                                            Parts(keyframes: array, delay: delay, duration: duration),
                                            storage: storage, into: &compiled, recent: &recent, laneIndex: &laneIndex,
                                            firstTimings: &firstTimings)
                                    entryOfSet[set] = Int32(found)
                                }
                                let entry = compiled.entries[found]
                                entryOfTrack[index] = Int32(found)
                                if entry.isStraightMove { measures.straightMoves.append(index) }
                                if entry.movingGroup >= 0 { groupCounts[Int(entry.movingGroup)] += 1 }
                            }
                        }
                    }
                }
            }
        }
        let placed = kinds.withUnsafeBufferPointer { kinds in
            compiled.entries.withUnsafeBufferPointer { entries in
                groupCounts.withUnsafeBufferPointer { groupCounts in
                    offsets.withUnsafeMutableBufferPointer { offsets in
                        laneOfTrack.withUnsafeMutableBufferPointer { trackLane in
                            firstInterpolantOfTrack.withUnsafeMutableBufferPointer { trackEntry in
                                Self.placeTracks(
                                    kinds: kinds, entries: entries, groupCounts: groupCounts, offsets: offsets,
                                    trackLane: trackLane, trackEntry: trackEntry)
                            }
                        }
                    }
                }
            }
        }
        layout = FrameLayout(kinds: kinds, offsets: offsets, componentCount: placed.componentCount)
        trackLane = laneOfTrack
        trackFirstInterpolant = firstInterpolantOfTrack
        movingTracks = placed.moving
    }

    /// What compiling a track reads of it: its keyframes, where its table keeps them, its delay and its duration.
    private struct Parts {
        var keyframes: UnsafeBufferPointer<Keyframe>
        var delay: Double
        var duration: Double

        /// Whether the track is a straight move, as ``Track/isStraightMove`` says of a track.
        var isStraightMove: Bool {
            Track.isStraightMove(keyframes, delay: delay, duration: duration)
        }
    }

    /// Calls `body` with the rows of `table`, its keyframes and where each of its keyframe arrays starts among them,
    /// read in place.
    private static func withRows<Result>(
        of table: TrackTable,
        _ body: (UnsafeBufferPointer<TrackTable.Row>, UnsafeBufferPointer<Keyframe>, UnsafeBufferPointer<Int>) -> Result
    ) -> Result {
        table.rows.withUnsafeBufferPointer { rows in
            table.keyframes.withUnsafeBufferPointer { keyframes in
                table.setStarts.withUnsafeBufferPointer { starts in body(rows, keyframes, starts) }
            }
        }
    }

    /// Compiles the track of `track`'s parts, whose keyframe array at `storage` was not compiled with its delay and
    /// duration: finds its lane among the `recent` ones or by its signature (adding it when new), appends its
    /// interpolants, and remembers what it has in `compiled`; returns the index of its entry there. The keyframes are
    /// read where the table keeps them: a copy would retain them.
    private mutating func compile(
        _ track: Parts,
        storage: Int,
        into compiled: inout CompiledArrays,
        recent: inout [Int],
        laneIndex: inout [LaneSignature: Int],
        firstTimings: inout [TimingParameters]
    ) -> Int {
        let lane =
            recent.first { self.lane($0, firstTiming: firstTimings[$0], matches: track) }
            ?? addLane(for: track, index: &laneIndex, firstTimings: &firstTimings)
        Self.moveToFront(lane, in: &recent)
        let first = interpolants.count
        appendInterpolants(for: track.keyframes)
        let interpolant = interpolants[first]
        let (movingIndex, keyed): (Int32, AnimatableValue.Kind?) =
            if case .keyed(let kind, let start) = interpolant { (start, kind) } else { (Int32(first), nil) }
        return compiled.remember(
            CompiledArrays.Entry(
                storage: storage, count: track.keyframes.count, delay: track.delay, duration: track.duration,
                lane: Int32(lane), firstInterpolant: Int32(first), movingIndex: movingIndex,
                movingGroup: Self.movingGroup(lane: lanes[lane], interpolant: interpolant), keyed: keyed,
                isStraightMove: track.isStraightMove))
    }

    /// The lane of the signature of the track of `track`'s parts, looked up in `index` and added when there is none
    /// yet.
    private mutating func addLane(
        for track: Parts,
        index: inout [LaneSignature: Int],
        firstTimings: inout [TimingParameters]
    ) -> Int {
        let keys = track.keyframes.map { LaneKey(time: $0.time, timing: $0.timing) }
        let (delay, duration) = (track.delay, track.duration)
        let signature = LaneSignature(delay: delay, duration: duration, keys: keys)
        if let existing = index[signature] { return existing }
        let lane = lanes.count
        index[signature] = lane
        lanes.append(
            Lane(
                delay: delay,
                duration: duration,
                firstKey: keyTimes.count,
                keyCount: keys.count,
                firstTiming: segmentTimings.count
            )
        )
        firstTimings.append(keys[0].timing)
        keyTimes.append(contentsOf: keys.map(\.time))
        segmentTimings.append(contentsOf: keys.dropFirst().map(\.timing))
        return lane
    }

    /// Puts `lane` first in `recent`, keeping at most ``recentLaneCount`` lanes, the others in their order.
    private static func moveToFront(_ lane: Int, in recent: inout [Int]) {
        guard recent.first != lane else { return }
        var end = recent.firstIndex(of: lane) ?? recent.count
        if end == recent.count {
            if recent.count < recentLaneCount { recent.append(lane) } else { end -= 1 }
        }
        var position = end
        while position > 0 {
            recent[position] = recent[position - 1]
            position -= 1
        }
        recent[0] = lane
    }

    /// How many lanes a timeline makes room for before its lists of lanes grow: 16.
    private static let initialLaneCapacity = 16

    /// How many recently used lanes a track is compared with before its signature is looked up: 4.
    private static let recentLaneCount = 4

    /// Whether the track of `track`'s parts has the signature of the lane at `index` (whose first keyframe's timing is
    /// `firstTiming`): the same delay, duration, keyframe times and keyframe timings, compared as the signature
    /// compares them. The keyframes are read in place.
    private func lane(_ index: Int, firstTiming: TimingParameters, matches track: Parts) -> Bool {
        let lane = lanes[index]
        guard lane.delay == track.delay, lane.duration == track.duration else { return false }
        let keyframes = track.keyframes
        guard lane.keyCount == keyframes.count, keyframes[0].hasTiming(firstTiming) else { return false }
        for key in 0..<keyframes.count {
            guard keyTimes[lane.firstKey + key] == keyframes[key].time else { return false }
            if key > 0, !keyframes[key].hasTiming(segmentTimings[lane.firstTiming + key - 1]) { return false }
        }
        return true
    }

    /// Appends the interpolants of a track's keyframes: one constant for a single keyframe, one keyed interpolant for
    /// several keyframes of one kind other than a transform, else one per segment. Each value is read where it
    /// is stored rather than copied out in pairs.
    private mutating func appendInterpolants(for keyframes: UnsafeBufferPointer<Keyframe>) {
        guard keyframes.count > 1 else {
            appendConstant(keyframes[0].value)
            return
        }
        if let keyed = appendKeyed(keyframes) {
            interpolants.append(keyed)
            return
        }
        for index in 1..<keyframes.count {
            guard let interpolant = interpolant(from: keyframes[index - 1].value, to: keyframes[index].value) else {
                // Track validation guarantees one kind per track; hold the later value if that ever breaks.
                appendConstant(keyframes[index].value)
                continue
            }
            interpolants.append(interpolant)
        }
    }

    /// The interpolant from `a` to `b`, two transforms, storing their ends and path; `nil` when either is not a
    /// transform (every other kind is keyed, ``appendKeyed(_:)``).
    private mutating func interpolant(from a: AnimatableValue, to b: AnimatableValue) -> Interpolant? {
        guard case .transform(let a) = a, case .transform(let b) = b else { return nil }
        let path: TransformPath
        switch TransformInterpolator(from: a, to: b).path {
        case .constant: path = .constant
        case .affine(let affine):
            path = .affine(Int32(affinePaths.count))
            affinePaths.append(affine)
        case .decomposed(let decomposed):
            path = .decomposed(Int32(decomposedPaths.count))
            decomposedPaths.append(decomposed)
        case .discrete: path = .discrete
        }
        transformEnds.append(a)
        transformEnds.append(b)
        return .transform(ends: Int32(transformEnds.count - 2), path: path)
    }

    private mutating func appendConstant(_ value: AnimatableValue) {
        let start = constantComponents.count
        value.appendComponents(to: &constantComponents)
        interpolants.append(.constant(start: Int32(start), count: Int32(constantComponents.count - start)))
    }
}
