/// A track written the way a Core Animation keyframe animation takes it: key times, values and one cubic Bézier
/// timing per segment, so that a host can hand the track to the render server instead of sampling it frame by frame.
///
/// The description mirrors `CAKeyframeAnimation`: ``keyTimes`` are the keyframes' times (fractions of ``duration``
/// in 0…1), ``values`` are the keyframes' values, and ``timingFunctions`` has one curve per segment (one fewer than
/// there are values), the curve of the keyframe the segment arrives at. The animation begins ``beginTime`` seconds
/// after the timeline starts and fills both backwards and forwards, as a track holds its first value before its delay
/// and its last after its end.
///
/// Only timings with a Bézier form can be written this way: ``TimingParameters/linear`` becomes
/// ``CubicBezier/linear`` and ``TimingParameters/curve(_:)`` its own curve, both exactly. A spring has no Bézier form,
/// so a track with a spring on any segment is not expressible and ``init(track:)`` returns `nil`; the host samples
/// such a track itself. (The timing of a track's first keyframe is ignored, as the track ignores it.) Values between
/// keyframes are the core's interpolation of the two keyframe values (``AnimatableValue/interpolated(to:fraction:)``).
public struct KeyframeAnimationDescription: Hashable, Sendable {
    /// The identifier of the element the track animates.
    public let target: String
    /// The property the track animates.
    public let property: AnimatableProperty
    /// Seconds from the start of the timeline to the start of the animation: the track's ``Track/delay``.
    public let beginTime: Double
    /// Seconds from the first keyframe to the last: the track's ``Track/duration``, greater than 0 when there are
    /// several keyframes.
    public let duration: Double
    /// The keyframes' times as fractions of ``duration``, in 0…1 and non-decreasing, the first 0; one per value.
    public let keyTimes: [Double]
    /// The keyframes' values, in time order; at least one.
    public let values: [AnimatableValue]
    /// The timing of each segment: entry `i` shapes the move from `values[i]` to `values[i + 1]`. One fewer than
    /// ``values`` (empty for a single value).
    public let timingFunctions: [CubicBezier]

    /// The description of `track`, or `nil` when Core Animation cannot play it as the track runs.
    ///
    /// A track is not expressible, and the result is `nil`, when:
    /// - a segment's timing is a ``TimingParameters/spring(_:)`` (a spring has no cubic Bézier form), or
    /// - it has several keyframes and a ``Track/duration`` of 0 (the track jumps to its last value at its delay;
    ///   Core Animation reads a duration of 0 as its default of a quarter second, so the host sets the value itself).
    ///
    /// A track with a single keyframe gives a description with that one value, its key time 0 and no timing
    /// functions.
    public init?(track: Track) {
        var timings: [CubicBezier] = []
        timings.reserveCapacity(max(track.keyframes.count - 1, 0))
        for keyframe in track.keyframes.dropFirst() {
            switch keyframe.timing {
            case .linear: timings.append(.linear)
            case .curve(let curve): timings.append(curve)
            case .spring: return nil
            }
        }
        if track.keyframes.count > 1, track.duration == 0 { return nil }
        target = track.target
        property = track.property
        beginTime = track.delay
        duration = track.duration
        // A single value holds throughout, whatever its keyframe's time.
        keyTimes = track.keyframes.count > 1 ? track.keyframes.map(\.time) : [0]
        values = track.keyframes.map(\.value)
        timingFunctions = timings
    }
}

extension Track {
    /// The track as a Core Animation keyframe animation, or `nil` when it has a spring segment or several keyframes
    /// over no time; see ``KeyframeAnimationDescription/init(track:)``.
    public var keyframeAnimation: KeyframeAnimationDescription? {
        KeyframeAnimationDescription(track: self)
    }
}
