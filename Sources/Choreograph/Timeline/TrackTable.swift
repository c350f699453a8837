import Foundation

/// A timeline's tracks kept as a table: each track a row of plain numbers naming its target and its keyframe array
/// among lists of them, beside its property, delay and duration.
///
/// A planned transition animates a few hundred targets with a few hundred distinct keyframe arrays in thousands of
/// tracks (each ghost's bounds, fades and held values are alike). Kept as ``Track`` values, each track would hold
/// its own reference to its target's name and to its keyframes, and copying, keeping and freeing thousands of them
/// would count references thousands of times; a row holds none. A ``Track`` is made from a row only when one is
/// read (``track(at:)``, ``Timeline/tracks``).
struct TrackTable: Sendable {
    /// One track: the indexes of its target in ``targets`` and of its keyframes in ``keyframeSets``, its property,
    /// delay and duration.
    struct Row: Sendable {
        var target: Int32
        var keyframes: Int32
        var property: AnimatableProperty
        var delay: Double
        var duration: Double
    }

    /// The targets the rows name (a target may be listed more than once).
    var targets: [TransitionTarget]
    /// The keyframe arrays the rows name, each keeping every rule of a track of the rows that name it.
    var keyframeSets: [[Keyframe]]
    /// The tracks, in timeline order.
    var rows: [Row]

    /// A table of `rows` naming `targets` and `keyframeSets`, whose every row the caller has checked as
    /// ``Track/init(target:property:keyframes:delay:duration:)`` checks a track.
    init(targets: [TransitionTarget], keyframeSets: [[Keyframe]], rows: [Row]) {
        self.targets = targets
        self.keyframeSets = keyframeSets
        self.rows = rows
    }

    /// The table of `tracks`: a row each, naming the track's own target and keyframes (tracks that share a keyframe
    /// array keep sharing it, so compiling still finds it by its storage).
    init(tracks: [Track]) {
        targets = tracks.map(\.transitionTarget)
        keyframeSets = tracks.map(\.keyframes)
        rows = tracks.indices.map { index in
            Row(
                target: Int32(index), keyframes: Int32(index), property: tracks[index].property,
                delay: tracks[index].delay, duration: tracks[index].duration)
        }
    }

    /// The number of tracks.
    var count: Int { rows.count }

    /// The track of the row at `index`, which must be in range.
    func track(at index: Int) -> Track {
        let row = rows[index]
        return Track(
            checkedTarget: targets[Int(row.target)], property: row.property,
            keyframes: keyframeSets[Int(row.keyframes)],
            delay: row.delay, duration: row.duration)
    }

    /// Every row's track, in order.
    func tracks() -> [Track] {
        rows.indices.map(track(at:))
    }

    /// The target of the track at `index`, which must be in range.
    func target(ofTrack index: Int) -> TransitionTarget {
        targets[Int(rows[index].target)]
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
