import Foundation

/// A timeline's tracks kept as a table: each track a row of plain numbers naming its target and its keyframe array
/// among lists of them, beside its property, delay and duration.
///
/// A planned transition animates a few hundred targets with a few hundred distinct keyframe arrays in thousands of
/// tracks (each ghost's bounds, fades and held values are alike). Kept as ``Track`` values, each track would hold
/// its own reference to its target's name and to its keyframes, and copying, keeping and freeing thousands of them
/// would count references thousands of times; a row holds none. The keyframe arrays are kept one after another in
/// one array, so that a plan allocates and frees one array for all of them rather than one for each. A ``Track``
/// is made from a row only when one is read (``track(at:)``, ``Timeline/tracks``).
struct TrackTable: Sendable {
    /// One track: the indexes of its target in ``targets`` and of its keyframe array among the table's
    /// (``keyframeSet(_:)``), its property, delay and duration.
    struct Row: Sendable {
        var target: Int32
        var keyframes: Int32
        var property: AnimatableProperty
        var delay: Double
        var duration: Double
    }

    /// The targets the rows name (a target may be listed more than once).
    var targets: [TransitionTarget]
    /// The keyframes of every array the rows name, array after array; each array keeps every rule of a track of the
    /// rows that name it.
    var keyframes: [Keyframe]
    /// Where each keyframe array starts in ``keyframes``, then where the last one ends: one more than the arrays.
    var setStarts: [Int]
    /// The tracks, in timeline order.
    var rows: [Row]

    /// A table of `rows` naming `targets` and the keyframe arrays `keyframes` holds from each of `setStarts` to the
    /// next, whose every row the caller has checked as ``Track/init(target:property:keyframes:delay:duration:)``
    /// checks a track.
    init(targets: [TransitionTarget], keyframes: [Keyframe], setStarts: [Int], rows: [Row]) {
        self.targets = targets
        self.keyframes = keyframes
        self.setStarts = setStarts
        self.rows = rows
    }

    /// The table of `tracks`: a row each, naming the track's own target; tracks that share a keyframe array's storage
    /// name one array, kept once.
    init(tracks: [Track]) {
        var keyframes: [Keyframe] = []
        var setStarts = [0]
        var setOfStorage: [UnsafeRawPointer?: Int32] = [:]
        rows = tracks.indices.map { index in
            let track = tracks[index]
            let storage = track.keyframes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            let set: Int32
            // Arrays sharing storage are one array (the same keyframes, the same count).
            if let known = setOfStorage[storage] {
                set = known
            } else {
                set = Int32(setStarts.count - 1)
                setOfStorage[storage] = set
                keyframes += track.keyframes
                setStarts.append(keyframes.count)
            }
            return Row(
                target: Int32(index), keyframes: set, property: track.property, delay: track.delay,
                duration: track.duration)
        }
        targets = tracks.map(\.transitionTarget)
        self.keyframes = keyframes
        self.setStarts = setStarts
    }

    /// The number of tracks.
    var count: Int { rows.count }

    /// The number of keyframe arrays.
    var keyframeSetCount: Int { setStarts.count - 1 }

    /// The keyframe array at `index`, which must be in range.
    func keyframeSet(_ index: Int) -> ArraySlice<Keyframe> {
        keyframes[setStarts[index]..<setStarts[index + 1]]
    }

    /// Calls `body` with the keyframe array at `index`, which must be in range, read where the table keeps it.
    func withKeyframeSet<Result>(_ index: Int, _ body: (UnsafeBufferPointer<Keyframe>) -> Result) -> Result {
        keyframes.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[setStarts[index]..<setStarts[index + 1]]))
        }
    }

    /// The track of the row at `index`, which must be in range.
    func track(at index: Int) -> Track {
        track(at: index, keyframes: Array(keyframeSet(Int(rows[index].keyframes))))
    }

    /// Every row's track, in order; the tracks of rows that name one keyframe array share one array.
    func tracks() -> [Track] {
        var made = [[Keyframe]?](repeating: nil, count: keyframeSetCount)
        return rows.indices.map { index in
            let set = Int(rows[index].keyframes)
            if let keyframes = made[set] { return track(at: index, keyframes: keyframes) }
            let keyframes = Array(keyframeSet(set))
            made[set] = keyframes
            return track(at: index, keyframes: keyframes)
        }
    }

    /// The target of the track at `index`, which must be in range.
    func target(ofTrack index: Int) -> TransitionTarget {
        targets[Int(rows[index].target)]
    }

    /// The track of the row at `index` with `keyframes`, its row's array.
    private func track(at index: Int, keyframes: [Keyframe]) -> Track {
        let row = rows[index]
        return Track(
            checkedTarget: targets[Int(row.target)], property: row.property, keyframes: keyframes, delay: row.delay,
            duration: row.duration)
    }
}

/// The ``Track`` values of a timeline's table, made the first time they are read and kept for every later read, by
/// any copy of the timeline on any thread.
final class MaterializedTracks: @unchecked Sendable {
    /// Guards ``made``.
    private let lock = NSLock()
    /// The tracks, once made.
    private var made: [Track]?

    /// Tracks to be made when first read, or `tracks` already made.
    init(_ tracks: [Track]? = nil) {
        made = tracks
    }

    /// The tracks of `table`, made from it the first time.
    func tracks(of table: TrackTable) -> [Track] {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let tracks = table.tracks()
        made = tracks
        return tracks
    }
}
