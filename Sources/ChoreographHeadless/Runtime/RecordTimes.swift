import Choreograph
import Foundation

/// The timing and times of an ``AnimationRecord`` — its timing, start time, delay and duration — kept once for all
/// the records of a block that share them rather than in each: a block of ten thousand views animating four properties
/// each writes forty thousand records.
final class RecordTimes: Sendable {
    /// The timing, shared with the block's animations.
    let timing: SharedTiming
    /// The host time the animations were started at, in seconds.
    let startTime: TimeInterval
    /// Seconds between the start and the moment the values start moving.
    let delay: TimeInterval
    /// Seconds the values move for.
    let duration: TimeInterval

    /// Times of records started at `startTime` that move after `delay` for `duration` seconds with `timing`.
    init(timing: SharedTiming, startTime: TimeInterval, delay: TimeInterval, duration: TimeInterval) {
        self.timing = timing
        self.startTime = startTime
        self.delay = delay
        self.duration = duration
    }

    /// These times, or the same times started at `time` when that differs from ``startTime`` bit for bit.
    func started(at time: TimeInterval) -> RecordTimes {
        guard time.bitPattern != startTime.bitPattern else { return self }
        return RecordTimes(timing: timing, startTime: time, delay: delay, duration: duration)
    }
}
