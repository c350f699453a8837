import Foundation

/// How a host re-times a transition that plays its plan by itself when a gesture takes hold of it, so that from then
/// on the progress the gesture sets is the progress on screen
/// (<doc:InteractionPhysics#Taking-hold-of-a-transition-that-runs-by-itself>).
///
/// A transition that starts by itself plays its plan — motions eased by the transition's ``timing`` — at the fraction
/// of its duration that has elapsed. What the screens show then is the timing at that fraction: a slide on
/// `.spring(duration: 0.5, bounce: 0)`, which lasts 0.8 s, shows 96% of its way 0.4 s in, not 50%. A gesture that
/// grabs it takes hold there, at ``progress``, and moves it linearly from there:
///
/// - A motion of the transition's own — two keyframes over the whole timeline, the last one timed by ``timing``
///   (``followsLine(_:)``) — shows, at progress `p`, its line at `p` (``line(of:)``): linear with the finger, and
///   past either end along its line while a spring overshoots.
/// - Every other track — a motion over part of the transition, an element with timing of its own, a keyframe path —
///   shows the plan at the elapsed fraction ``elapsed(atProgress:)``: the inverse of ``timing`` where that timing never
///   goes back (curves, springs without bounce), so these tracks stay in step with the screens; otherwise the fraction
///   is interpolated linearly through (0, 0), the grab (``progress``, ``elapsed``) and (1, 1).
///
/// Either way nothing moves at the grab, progress 0 shows the plan's start and progress 1 its end.
public struct GrabRetiming: Hashable, Sendable {
    /// The timing the plan's motions follow.
    public let timing: TimingParameters
    /// The fraction of the plan's duration that had elapsed at the grab, `0...1`.
    public let elapsed: Double
    /// The progress on screen at the grab: ``timing`` at ``elapsed``; past `0...1` while a spring overshoots.
    public let progress: Double
    /// Whether ``timing`` never goes back and stays in `0...1`, so ``elapsed(atProgress:)`` is its inverse.
    public let isMonotonic: Bool

    /// The re-timing of a plan eased by `timing`, grabbed when `elapsed` of its duration had passed.
    ///
    /// - Parameters:
    ///   - timing: The timing of the plan's motions (``TransitionPlan/timing``).
    ///   - elapsed: The fraction of the plan's duration that has elapsed; clamped to `0...1`, NaN read as 0.
    public init(timing: TimingParameters, elapsed: Double) {
        self.timing = timing
        let fraction = elapsed.isNaN ? 0 : min(max(elapsed, 0), 1)
        self.elapsed = fraction
        progress = timing.progress(at: fraction)
        isMonotonic = Self.neverGoesBack(timing)
    }

    /// The fraction of the plan's duration the tracks that do not follow a line show at `progress`: `0...1`, equal
    /// to ``elapsed`` at ``progress``, 0 at 0 and 1 at 1. A progress beyond the values the re-timing spans holds at
    /// its nearest end; NaN reads as ``progress``.
    ///
    /// - Parameter progress: The progress the gesture (or a completion after it) sets.
    public func elapsed(atProgress progress: Double) -> Double {
        guard !progress.isNaN else { return elapsed }
        if isMonotonic { return inverse(progress) }
        return interpolated(progress)
    }

    /// The progress per second on screen for a plan whose elapsed fraction moves at `velocity` per second: the
    /// timing's rate at ``elapsed`` times `velocity`.
    ///
    /// - Parameter velocity: How fast the elapsed fraction moves, per second.
    public func progressVelocity(elapsedVelocity velocity: Double) -> Double {
        timing.rate(at: elapsed) * velocity
    }

    /// Whether `track` is a motion of the transition's own: two keyframes, no delay, a duration greater than 0, the
    /// last keyframe timed by ``timing`` — what it shows is its line at the progress on screen.
    ///
    /// - Parameter track: A track of the plan, as the host shows it.
    public func followsLine(_ track: Track) -> Bool {
        track.keyframes.count == 2 && track.delay == 0 && track.duration > 0 && track.keyframes[1].timing == timing
    }

    /// `track` as a straight move between its two values (``Track/isStraightMove``), which a host follows at the
    /// progress on screen, past either end too; `nil` for a track that does not follow a line (``followsLine(_:)``).
    ///
    /// - Parameter track: A track of the plan, as the host shows it.
    public func line(of track: Track) -> Track? {
        guard followsLine(track) else { return nil }
        let ends = [
            Keyframe(time: 0, value: track.keyframes[0].value),
            Keyframe(time: 1, value: track.keyframes[1].value),
        ]
        return try? Track(
            transitionTarget: track.transitionTarget, property: track.property, keyframes: ends, delay: 0,
            duration: track.duration)
    }

    // MARK: - Internal API

    /// Samples at which ``neverGoesBack(_:)`` reads a timing.
    private static let monotonicSamples = 1024
    /// How far a timing may go back between two samples and still count as never going back.
    private static let monotonicTolerance = 1e-9

    /// Whether `timing`, sampled, never goes back and stays within `0...1`.
    private static func neverGoesBack(_ timing: TimingParameters) -> Bool {
        var previous = 0.0
        for index in 1...monotonicSamples {
            let value = timing.progress(at: Double(index) / Double(monotonicSamples))
            guard value >= previous - monotonicTolerance, value <= 1 + monotonicTolerance else { return false }
            previous = max(previous, value)
        }
        return true
    }

    /// The fraction at which ``timing`` reaches `target`, by bisection on the side of ``elapsed`` the target lies:
    /// exactly ``elapsed`` at ``progress``.
    private func inverse(_ target: Double) -> Double {
        if target == progress { return elapsed }
        if target <= 0 { return 0 }
        if target >= 1 { return 1 }
        var low = target < progress ? 0 : elapsed
        var high = target < progress ? elapsed : 1
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if timing.progress(at: middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The fraction interpolated linearly through (0, 0), (1, 1) and the grab, holding at the nearest end beyond.
    private func interpolated(_ target: Double) -> Double {
        // The three points, in order of progress; the grab between or beyond the ends.
        let points: [(progress: Double, fraction: Double)]
        if progress <= 0 {
            points = [(progress, elapsed), (0, 0), (1, 1)]
        } else if progress >= 1 {
            points = [(0, 0), (1, 1), (progress, elapsed)]
        } else {
            points = [(0, 0), (progress, elapsed), (1, 1)]
        }
        if target <= points[0].progress { return points[0].fraction }
        for index in 1..<points.count where target <= points[index].progress {
            let (p0, f0) = points[index - 1]
            let (p1, f1) = points[index]
            guard p1 > p0 else { return f1 }
            return f0 + (f1 - f0) * (target - p0) / (p1 - p0)
        }
        return points[points.count - 1].fraction
    }
}
