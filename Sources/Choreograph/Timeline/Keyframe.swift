/// One value on a track, at a moment given as a fraction of the track's duration.
public struct Keyframe: Hashable, Sendable {
    /// When the track reaches ``value``, as a fraction of the track's duration in 0…1.
    public var time: Double
    /// The value the track has at ``time``.
    public var value: AnimatableValue
    /// The timing of the segment that ends at this keyframe; ignored on a track's first keyframe.
    /// Default ``TimingParameters/linear``.
    public var timing: TimingParameters

    /// Creates a keyframe.
    ///
    /// - Parameters:
    ///   - time: Fraction of the track's duration, in 0…1.
    ///   - value: The value at that moment.
    ///   - timing: Timing of the segment arriving at this keyframe. Default ``TimingParameters/linear``.
    public init(time: Double, value: AnimatableValue, timing: TimingParameters = .linear) {
        self.time = time
        self.value = value
        self.timing = timing
    }
}
