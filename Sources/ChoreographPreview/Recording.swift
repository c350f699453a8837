import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A headless run sampled frame by frame: what ``FrameRecorder`` produces and every preview draws from.
///
/// Frames are evenly spaced at ``framesPerSecond``, the first at t = 0 and the last at ``duration``, so there are
/// `duration · framesPerSecond + 1` of them. ``json`` writes the recording in the documented JSON shape, the same
/// bytes for the same run.
public struct Recording: Hashable, Sendable {
    /// The scenario's name (``/ChoreographHeadless/Scenario/name``).
    public var demo: String
    /// The operation performed (`present`, `push`, …), or `drag` when a scripted drag alone drove the run (the
    /// gallery names its scripted drags `drag-finish` and `drag-cancel`).
    public var operation: String
    /// Frames per second.
    public var framesPerSecond: Int
    /// Seconds from the first frame to the last.
    public var duration: TimeInterval
    /// The window's size in points.
    public var size: CGSize
    /// Whether the run settled (no view animating) before the recorder's time limit; `false` means it was cut off.
    public var settled: Bool
    /// The frames, the first at t = 0.
    public var frames: [RecordedFrame]
    /// The animations started during the run, in order.
    public var animations: [RecordedAnimation]

    /// Creates a recording from its parts.
    public init(
        demo: String,
        operation: String,
        framesPerSecond: Int,
        duration: TimeInterval,
        size: CGSize,
        settled: Bool,
        frames: [RecordedFrame],
        animations: [RecordedAnimation]
    ) {
        self.demo = demo
        self.operation = operation
        self.framesPerSecond = framesPerSecond
        self.duration = duration
        self.size = size
        self.settled = settled
        self.frames = frames
        self.animations = animations
    }

    /// `demo-operation`, the stem of the recording's player file name.
    public var title: String {
        "\(demo)-\(operation)"
    }

    /// The index of the frame nearest to `time` seconds.
    ///
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` when `time` is not a number from 0 to
    ///   ``duration``.
    public func frameIndex(at time: TimeInterval) throws(PreviewError) -> Int {
        guard time.isFinite, time >= -1e-9, time <= duration + 1e-9, !frames.isEmpty else {
            throw .invalidValue(
                parameter: "time", value: "\(time)",
                rule: "must be within the run, 0…\(PreviewNumber.format(duration)) s")
        }
        return min(max(Int((time * Double(framesPerSecond)).rounded()), 0), frames.count - 1)
    }

    /// The index of the frame shown at `progress`, from 0 (the first frame) to 1 (the last).
    ///
    /// The index is `progress · (frames.count − 1)` rounded to the nearest integer, halves up — exactly what the
    /// HTML player computes for its `#progress=` fragment and scrub slider (`Math.round(progress * (frames.length −
    /// 1))` in double precision), so the same number picks the same frame in the player, in ``SVGRenderer`` and in
    /// `choreo render --at N%`. It is not always the frame nearest to `progress · duration` seconds: when the product
    /// falls on a half, rounding the time in seconds can land on the neighbouring frame.
    ///
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` when `progress` is not a number from 0 to 1, or
    ///   the recording has no frames.
    public func frameIndex(atProgress progress: Double) throws(PreviewError) -> Int {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw .invalidValue(parameter: "progress", value: "\(progress)", rule: "must be from 0 to 1")
        }
        guard !frames.isEmpty else {
            throw .invalidValue(parameter: "recording frames", value: "0", rule: "a recording needs a frame to show")
        }
        let index = Int((progress * Double(frames.count - 1)).rounded(.toNearestOrAwayFromZero))
        return min(max(index, 0), frames.count - 1)
    }

    /// The most indices ``evenlySpacedFrameIndices(_:)`` gives: 100,000, far more frames than a recording keeps
    /// (`choreo render` records at most 3,001), so that a count typed wrong is refused rather than filling memory.
    public static let maximumEvenlySpacedCount = 100_000

    /// The indices of `count` frames evenly spaced from the first to the last (the first alone when `count` is 1).
    ///
    /// - Parameter count: How many indices, 1 to ``maximumEvenlySpacedCount``; more than the recording has frames
    ///   repeats some.
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` when `count` is 0 or less or more than
    ///   ``maximumEvenlySpacedCount``, or the recording has no frames.
    public func evenlySpacedFrameIndices(_ count: Int) throws(PreviewError) -> [Int] {
        guard count > 0, count <= Self.maximumEvenlySpacedCount else {
            throw .invalidValue(
                parameter: "frame count", value: "\(count)",
                rule: "must be from 1 to \(Self.maximumEvenlySpacedCount)")
        }
        guard !frames.isEmpty else {
            throw .invalidValue(parameter: "recording frames", value: "0", rule: "a recording needs a frame to show")
        }
        guard count > 1 else { return [0] }
        let last = frames.count - 1
        return (0..<count).map { index in
            Int((Double(index) * Double(last) / Double(count - 1)).rounded())
        }
    }
}
