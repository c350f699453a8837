/// Tracks of property keyframes for the elements of a transition: the plan a host runs, frame by frame.
///
/// A timeline is the contract between the planner and a host: plain data, cheap to sample, easy to print. Build one
/// from tracks, then sample it into a reusable ``TimelineFrame`` with ``sample(at:into:)``, which allocates nothing.
///
/// ```swift
/// let timeline = Timeline(tracks: [fade, grow])
/// var frame = timeline.makeFrame()
/// timeline.sample(at: 0.25, into: &frame)
/// ```
///
/// Tracks that share a delay, a duration and keyframe timing share their timing work: the eased progress is computed
/// once per frame for all of them.
public struct Timeline: Sendable, CustomReflectable {
    /// The tracks, in the order their values appear in a ``TimelineFrame``.
    ///
    /// A planned timeline keeps its tracks as a table of rows naming their targets and keyframes, and makes these
    /// values the first time they are read, keeping them for every later read; ``trackCount`` counts them without
    /// making them.
    public var tracks: [Track] { materialized.tracks(of: table) }
    /// Whether the timeline plays backwards: sampling at time t reads the forward timeline at ``duration`` − t.
    /// Default `false`.
    public let isReversed: Bool
    /// Seconds from the start to the end of the last track: the largest ``Track/endTime``, or 0 with no tracks.
    public let duration: Double

    /// The tracks as rows naming their targets and keyframes.
    let table: TrackTable
    /// The tracks as values, made when first read.
    private let materialized: MaterializedTracks
    let compiled: CompiledTimeline
    /// The indexes of the tracks that are straight moves (``Track/isStraightMove``), which sampling by progress
    /// follows past the ends.
    let straightMoves: [Int]

    /// The timeline as it is shown (`print`, `dump`, the debugger): its tracks, whether it plays backwards and its
    /// duration, however it keeps them.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["tracks": tracks, "isReversed": isReversed, "duration": duration], displayStyle: .struct)
    }

    /// Creates a timeline that plays its tracks forwards.
    public init(tracks: [Track]) {
        self.init(table: TrackTable(tracks: tracks), materialized: MaterializedTracks(tracks))
    }

    /// A timeline that plays the tracks of `table` forwards, whose rows keep every rule of a track; their values
    /// are made when first read.
    init(table: TrackTable) {
        self.init(table: table, materialized: MaterializedTracks())
    }

    private init(table: TrackTable, materialized: MaterializedTracks) {
        // The duration and the straight moves are found in the walk that compiles the tracks.
        var measures = CompiledTimeline.Measures()
        let compiled = CompiledTimeline(table: table, measuring: &measures)
        self.init(
            table: table, materialized: materialized, isReversed: false, compiled: compiled,
            duration: measures.duration, straightMoves: measures.straightMoves)
    }

    private init(
        table: TrackTable,
        materialized: MaterializedTracks,
        isReversed: Bool,
        compiled: CompiledTimeline,
        duration: Double,
        straightMoves: [Int]
    ) {
        self.table = table
        self.materialized = materialized
        self.isReversed = isReversed
        self.duration = duration
        self.compiled = compiled
        self.straightMoves = straightMoves
    }

    /// The number of tracks: the count of ``tracks``, without making them.
    public var trackCount: Int { table.count }

    /// The same timeline played the other way: time t reads what this timeline shows at ``duration`` − t.
    ///
    /// Reversal mirrors time exactly, springs included, so a reversed timeline ends where the forward one began.
    public func reversed() -> Timeline {
        Timeline(
            table: table, materialized: materialized, isReversed: !isReversed, compiled: compiled,
            duration: duration, straightMoves: straightMoves)
    }

    // MARK: - Measuring

    /// The time the first track starts: the smallest ``Track/delay``, or 0 with no tracks (after reversal, the time
    /// the first track of the reversed playback starts).
    public var startTime: Double {
        let rows = table.rows
        guard !rows.isEmpty else { return 0 }
        if isReversed {
            return rows.map { duration - ($0.delay + $0.duration) }.min() ?? 0
        }
        return rows.map(\.delay).min() ?? 0
    }

    /// The identifiers of the animated elements, each once, in order of first appearance.
    public var targets: [String] {
        // Compared as targets, whose equality is their names'; each name is written once, for the list.
        var seen = Set<TransitionTarget>()
        var names: [String] = []
        for index in 0..<table.count {
            let target = table.target(ofTrack: index)
            if seen.insert(target).inserted { names.append(target.name) }
        }
        return names
    }

    /// The indexes of the tracks that animate `target`.
    public func trackIndexes(for target: String) -> [Int] {
        let wanted = TransitionTarget(name: target)
        return (0..<table.count).filter { table.target(ofTrack: $0) == wanted }
    }

    /// The number of distinct timing lanes (delay, duration, keyframe times and timings) among the tracks.
    public var laneCount: Int { compiled.lanes.count }

    // MARK: - Sampling

    /// A frame sized for this timeline, holding every track's value at time 0.
    ///
    /// Create it once and pass it to ``sample(at:into:)`` for every frame.
    public func makeFrame() -> TimelineFrame {
        var frame = compiled.makeFrame()
        sample(at: 0, into: &frame)
        return frame
    }

    /// Writes every track's value at `time` seconds into `frame`, without allocating.
    ///
    /// Times before 0 read as 0 and times after ``duration`` as ``duration``; NaN reads as 0. A frame made for
    /// another timeline is remade first (which allocates once). Holding on to a copy of
    /// ``TimelineFrame/components`` between samples makes the next sample copy the array.
    public func sample(at time: Double, into frame: inout TimelineFrame) {
        if frame.layout !== compiled.layout {
            frame = compiled.makeFrame()
        }
        let clamped = min(max(time.isNaN ? 0 : time, 0), duration)
        frame.time = clamped
        compiled.sample(at: isReversed ? duration - clamped : clamped, into: &frame)
    }

    /// The value of the track at `index` at `time` seconds, computed on its own; `nil` for an index out of range.
    public func value(ofTrack index: Int, at time: Double) -> AnimatableValue? {
        guard (0..<table.count).contains(index) else { return nil }
        let clamped = min(max(time.isNaN ? 0 : time, 0), duration)
        return table.track(at: index).value(at: isReversed ? duration - clamped : clamped)
    }

    /// The value of `target`'s `property` at `time` seconds, or `nil` when no track animates it.
    public func value(of target: String, _ property: AnimatableProperty, at time: Double) -> AnimatableValue? {
        let wanted = TransitionTarget(name: target)
        guard
            let index = (0..<table.count).first(where: {
                table.rows[$0].property == property && table.target(ofTrack: $0) == wanted
            })
        else { return nil }
        return value(ofTrack: index, at: time)
    }
}

extension Timeline: Equatable {
    /// Timelines are equal when they have the same tracks and play in the same direction.
    public static func == (lhs: Timeline, rhs: Timeline) -> Bool {
        lhs.isReversed == rhs.isReversed && lhs.tracks == rhs.tracks
    }
}
