/// Sampling by progress: where a host's animator says the transition is, 0 at the start and 1 at the end, possibly
/// past either end while a spring overshoots.
extension Track {
    /// Whether the track is a straight move: two keyframes, no delay, a duration greater than 0, and linear timing
    /// into the last keyframe. A host follows a straight move past the ends of its timeline, along its line, while
    /// the animator's progress overshoots, and holds every other track at its ends
    /// (``Timeline/sample(atProgress:into:)``): a curve, a spring or a keyframe path has no line to follow.
    public var isStraightMove: Bool {
        keyframes.withUnsafeBufferPointer { Self.isStraightMove($0, delay: delay, duration: duration) }
    }

    /// Whether a track of `keyframes`, `delay` and `duration` is a straight move (``isStraightMove``): what compiling
    /// a timeline asks of the keyframes where its table keeps them.
    static func isStraightMove(_ keyframes: UnsafeBufferPointer<Keyframe>, delay: Double, duration: Double) -> Bool {
        keyframes.count == 2 && delay == 0 && duration > 0 && keyframes[1].hasLinearTiming
    }

    /// A straight move's value at `fraction` of it, the line through its two values followed past 0…1 (the
    /// interpolation does not clamp); `nil` for a track that is not a straight move, a fraction that is not finite,
    /// or a value that is not finite.
    package func followed(at fraction: Double) -> AnimatableValue? {
        keyframes.withUnsafeBufferPointer { Self.followed($0, delay: delay, duration: duration, at: fraction) }
    }

    /// ``followed(at:)`` of a track of `keyframes`, `delay` and `duration`, read where they are kept.
    static func followed(
        _ keyframes: UnsafeBufferPointer<Keyframe>, delay: Double, duration: Double, at fraction: Double
    ) -> AnimatableValue? {
        guard isStraightMove(keyframes, delay: delay, duration: duration), fraction.isFinite,
            let value = keyframes[0].value.interpolated(to: keyframes[1].value, fraction: fraction), value.isFinite
        else { return nil }
        return value
    }
}

extension Timeline {
    /// Writes every track's value at `progress` of the timeline into `frame`, without allocating: the values at
    /// `progress × duration` seconds (``sample(at:into:)``) for a progress in 0…1.
    ///
    /// Past either end — a spring that overshoots — a straight move (``Track/isStraightMove``) carries on along its
    /// line at its own speed for the time beyond the end: at progress p > 1 it shows its line at fraction
    /// `1 + (p − 1) × duration / track duration`, at p < 0 at `p × duration / track duration`. Every other track
    /// holds its value at that end. A reversed timeline reads the forward one at 1 − p.
    ///
    /// A progress that is not finite reads as the nearest end: NaN and −∞ as 0, +∞ as 1. A straight move whose value
    /// past the end would not be finite holds its value at that end.
    ///
    /// - Parameters:
    ///   - progress: The animator's progress: 0 at the start, 1 at the end.
    ///   - frame: The frame to fill, made by ``makeFrame()``; a frame made for another timeline is remade first.
    public func sample(atProgress progress: Double, into frame: inout TimelineFrame) {
        let progress = Self.finite(progress)
        sample(at: progress * duration, into: &frame)
        guard progress < 0 || progress > 1 else { return }
        // Each followed where the track was compiled, by the interpolation a frame uses, without making a value; the
        // list is read in place (iterating an array goes through a coroutine that an unoptimized build allocates).
        straightMoves.withUnsafeBufferPointer { straightMoves in
            compiled.follow(straightMoves, into: &frame) { followedFraction(ofTrack: $0, atProgress: progress) }
        }
    }

    /// The value of the track at `index` at `progress` of the timeline, computed on its own, as
    /// ``sample(atProgress:into:)`` gives it; `nil` for an index out of range.
    ///
    /// - Parameters:
    ///   - index: The index of the track in ``tracks``.
    ///   - progress: The animator's progress: 0 at the start, 1 at the end.
    public func value(ofTrack index: Int, atProgress progress: Double) -> AnimatableValue? {
        guard (0..<table.count).contains(index) else { return nil }
        let progress = Self.finite(progress)
        if progress < 0 || progress > 1, let fraction = followedFraction(ofTrack: index, atProgress: progress),
            let value = followed(ofTrack: index, atFraction: fraction)
        {
            return value
        }
        return value(ofTrack: index, at: progress * duration)
    }

    // MARK: - Internal API

    /// The fraction of the track at `index` that the timeline shows at a `progress` outside 0…1 (see
    /// ``sample(atProgress:into:)``), as a straight move follows its line; `nil` for a track that lasts no time.
    private func followedFraction(ofTrack index: Int, atProgress progress: Double) -> Double? {
        let trackDuration = table.rows[index].duration
        guard trackDuration > 0 else { return nil }
        let forward = isReversed ? 1 - progress : progress
        // Seconds of the timeline per second of the track: 1 for a track that lasts the timeline.
        let scale = duration / trackDuration
        if scale == 1 { return forward }
        return forward < 0 ? forward * scale : 1 + (forward - 1) * scale
    }

    /// A straight move's value at `fraction` of it (``Track/followed(at:)``); `nil` for another track, or a value
    /// that is not finite. The row and its keyframes are read where the table keeps them: making the track would copy
    /// its keyframes.
    private func followed(ofTrack index: Int, atFraction fraction: Double) -> AnimatableValue? {
        let row = table.rows[index]
        return table.withKeyframeSet(Int(row.keyframes)) { keyframes in
            Track.followed(keyframes, delay: row.delay, duration: row.duration, at: fraction)
        }
    }

    /// `progress`, or the nearest end for one that is not finite: NaN and −∞ as 0, +∞ as 1.
    private static func finite(_ progress: Double) -> Double {
        if progress.isFinite { return progress }
        return progress == .infinity ? 1 : 0
    }
}
