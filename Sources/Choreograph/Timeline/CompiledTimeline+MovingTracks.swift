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
    /// first interpolant, so that the tracks sampled one after another mostly take the same path (keyed tracks by the
    /// kind of their values), and by track within a group, so that their keyframes' components are read in order; each
    /// track writes its own components, so the order changes no value. Sorted by counting: two passes, one array.
    static func movingTracks(
        lanes: [Lane], trackLane: [Int32], trackFirstInterpolant: [Int32], interpolants: [Interpolant], offsets: [Int32]
    ) -> [MovingTrack] {
        // The arrays are read in place: every index below is one the compiled timeline made.
        lanes.withUnsafeBufferPointer { lanes in
            trackLane.withUnsafeBufferPointer { trackLane in
                trackFirstInterpolant.withUnsafeBufferPointer { trackFirstInterpolant in
                    interpolants.withUnsafeBufferPointer { interpolants in
                        offsets.withUnsafeBufferPointer { offsets in
                            movingTracks(
                                lanes: lanes, trackLane: trackLane, trackFirstInterpolant: trackFirstInterpolant,
                                interpolants: interpolants, offsets: offsets)
                        }
                    }
                }
            }
        }
    }

    /// ``movingTracks(lanes:trackLane:trackFirstInterpolant:interpolants:offsets:)`` of arrays read in place.
    private static func movingTracks(
        lanes: UnsafeBufferPointer<Lane>,
        trackLane: UnsafeBufferPointer<Int32>,
        trackFirstInterpolant: UnsafeBufferPointer<Int32>,
        interpolants: UnsafeBufferPointer<Interpolant>,
        offsets: UnsafeBufferPointer<Int32>
    ) -> [MovingTrack] {
        func kind(of track: Int) -> Int? {
            let interpolant = interpolants[Int(trackFirstInterpolant[track])]
            if lanes[Int(trackLane[track])].keyCount == 1, case .constant = interpolant { return nil }
            return kindIndex(of: interpolant)
        }
        var starts = [Int](repeating: 0, count: interpolantKindCount + 1)
        for track in trackLane.indices {
            if let kind = kind(of: track) { starts[kind + 1] += 1 }
        }
        for kind in 0..<interpolantKindCount { starts[kind + 1] += starts[kind] }
        let count = starts[interpolantKindCount]
        return [MovingTrack](unsafeUninitializedCapacity: count) { moving, initialized in
            for track in trackLane.indices {
                guard let kind = kind(of: track) else { continue }
                let first = trackFirstInterpolant[track]
                let record: MovingTrack
                if case .keyed(let values, let start) = interpolants[Int(first)] {
                    record = MovingTrack(
                        offset: offsets[track], index: start, lane: trackLane[track], keyed: values)
                } else {
                    record = MovingTrack(offset: offsets[track], index: first, lane: trackLane[track], keyed: nil)
                }
                moving.initializeElement(at: starts[kind], to: record)
                starts[kind] += 1
            }
            initialized = count
        }
    }

    /// The number of cases of ``Interpolant``, a keyed interpolant counting once per kind of value.
    private static let interpolantKindCount = 9

    /// The position of the interpolant's case among the cases of ``Interpolant``, a keyed interpolant's after them by
    /// the kind of its values.
    private static func kindIndex(of interpolant: Interpolant) -> Int {
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
