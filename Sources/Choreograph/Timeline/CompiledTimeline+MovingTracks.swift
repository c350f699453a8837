import Foundation

extension CompiledTimeline {
    /// A track sampling writes, with what a sample needs to write it: read in order, one record a track, rather than
    /// from four arrays indexed by track (its lane, its first interpolant, its place in a frame) and its interpolant.
    struct MovingTrack: Sendable {
        /// Where the track's components start in a frame (``FrameLayout/offsets``). (32 bits, as the others: a record
        /// takes 16 bytes rather than 24.)
        var offset: Int32
        /// For a keyed track, where its keyframes' components start in ``CompiledTimeline/keyedComponents``; for any
        /// other, the index of its first interpolant in ``CompiledTimeline/interpolants``.
        var index: Int32
        /// The track's timing lane. (Fewer than 2³¹: every lane has a track of its own.)
        var lane: Int32
        /// The kind of a keyed track's values (``Interpolant/keyed(_:start:)``); `nil` for a track of interpolants.
        var keyed: AnimatableValue.Kind?
    }

    /// The tracks sampling writes: all but those of a single keyframe held at a constant, grouped by the kind of their
    /// first interpolant (``movingGroup(lane:interpolant:)``), so that the tracks sampled one after another mostly take
    /// the same path (keyed tracks by the kind of their values), and by track within a group, so that their keyframes'
    /// components are read in order; each track writes its own components, so the order changes no value.
    ///
    /// Sorted by counting, in the walk that writes each track's place in a frame (its offset in `offsets`, from
    /// `kinds`), its lane and its first interpolant: a track's group and record come from its entry in `entries` (the
    /// same for every track of one keyframe array, delay and duration), whose index `trackEntry` holds on entry and
    /// whose first interpolant it holds on return. `groupCounts` holds how many tracks each group has. Returns the
    /// records and how many components a frame has.
    static func placeTracks(
        kinds: UnsafeBufferPointer<AnimatableValue.Kind>,
        entries: UnsafeBufferPointer<CompiledArrays.Entry>,
        groupCounts: UnsafeBufferPointer<Int>,
        offsets: UnsafeMutableBufferPointer<Int32>,
        trackLane: UnsafeMutableBufferPointer<Int32>,
        trackEntry: UnsafeMutableBufferPointer<Int32>
    ) -> (moving: [MovingTrack], componentCount: Int) {
        // Where each group's next record goes: after the records of the groups before it.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: interpolantKindCount) { starts in
            var count = 0
            for group in 0..<interpolantKindCount {
                starts.initializeElement(at: group, to: count)
                count += groupCounts[group]
            }
            var next = 0
            let moving = [MovingTrack](unsafeUninitializedCapacity: count) { moving, initialized in
                for track in kinds.indices {
                    let entry = entries[Int(trackEntry[track])]
                    let offset = Int32(truncatingIfNeeded: next)
                    offsets[track] = offset
                    next += kinds[track].componentCount
                    trackLane[track] = entry.lane
                    trackEntry[track] = entry.firstInterpolant
                    guard entry.movingGroup >= 0 else { continue }
                    let group = Int(entry.movingGroup)
                    moving.initializeElement(
                        at: starts[group],
                        to: MovingTrack(offset: offset, index: entry.movingIndex, lane: entry.lane, keyed: entry.keyed))
                    starts[group] += 1
                }
                initialized = count
            }
            return (moving, next)
        }
    }

    /// The group of a track among the ``movingTracks`` by its lane and first interpolant: −1 for a track sampling
    /// never writes (a single keyframe held at a constant), else ``kindIndex(of:)`` of the interpolant.
    static func movingGroup(lane: Lane, interpolant: Interpolant) -> Int8 {
        if lane.keyCount == 1, case .constant = interpolant { return -1 }
        return Int8(kindIndex(of: interpolant))
    }

    /// The number of cases of ``Interpolant``, a keyed interpolant counting once per kind of value: 9.
    static let interpolantKindCount = 9

    /// The position of the interpolant's case among the cases of ``Interpolant``, a keyed interpolant's after them by
    /// the kind of its values.
    static func kindIndex(of interpolant: Interpolant) -> Int {
        switch interpolant {
        case .constant: 0
        case .transform: 1
        case .keyed(let kind, _):
            switch kind {
            case .scalar: 2
            case .point: 3
            case .size: 4
            case .rect: 5
            case .color: 6
            case .cornerRadii: 7
            case .transform: 8
            }
        }
    }
}
