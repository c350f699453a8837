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
        guard isStraightMove, fraction.isFinite,
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
        for index in straightMoves {
            guard let value = followed(ofTrack: index, atProgress: progress) else { continue }
            frame.set(value, ofTrack: index)
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
        if progress < 0 || progress > 1, let value = followed(ofTrack: index, atProgress: progress) { return value }
        return value(ofTrack: index, at: progress * duration)
    }

    // MARK: - Internal API

    /// A straight move's value at a `progress` outside 0…1 (see ``sample(atProgress:into:)``); `nil` for another
    /// track, or a value that is not finite.
    private func followed(ofTrack index: Int, atProgress progress: Double) -> AnimatableValue? {
        let track = table.track(at: index)
        guard track.duration > 0 else { return nil }
        let forward = isReversed ? 1 - progress : progress
        // Seconds of the timeline per second of the track: 1 for a track that lasts the timeline.
        let scale = duration / track.duration
        let fraction: Double
        if scale == 1 {
            fraction = forward
        } else {
            fraction = forward < 0 ? forward * scale : 1 + (forward - 1) * scale
        }
        return track.followed(at: fraction)
    }

    /// `progress`, or the nearest end for one that is not finite: NaN and −∞ as 0, +∞ as 1.
    private static func finite(_ progress: Double) -> Double {
        if progress.isFinite { return progress }
        return progress == .infinity ? 1 : 0
    }
}
