import Choreograph
import Foundation

/// What drives the animations of one animation block on a clock — the clock, when they begin, how long they run, their
/// timing, whether they keep touches from their views and the group told of their ends — kept once for the block and
/// shared by its animations, which each used to carry a copy of it.
@MainActor
final class ClockDrive {
    /// The clock whose time moves the animations.
    let clock: any Clock
    /// The clock time at which the animations begin, in seconds.
    let begin: TimeInterval
    /// How long the animations run, in seconds.
    let duration: TimeInterval
    /// The block's timing.
    let timing: SharedTiming
    /// Whether the animations keep touches from their views while they are attached: a block started without
    /// ``AnimationOptions/allowUserInteraction``.
    let blocksTouches: Bool
    /// The group of the block, told when each animation ends and whether it ran to its end; `nil` for none. Kept
    /// alive as long as any of the block's animations is.
    let group: AnimationGroup?

    /// The drive of a block on `clock` from `begin` for `duration` seconds with `timing`, whose animations report
    /// their ends to `group`.
    init(
        clock: any Clock, begin: TimeInterval, duration: TimeInterval, timing: SharedTiming, blocksTouches: Bool,
        group: AnimationGroup?
    ) {
        self.clock = clock
        self.begin = begin
        self.duration = duration
        self.timing = timing
        self.blocksTouches = blocksTouches
        self.group = group
    }

    /// The progress now: the timing at the fraction of the duration that has passed since ``begin``; for a duration
    /// of 0, 0 before ``begin`` and 1 from then on.
    var progress: Double {
        guard duration > 0 else { return clock.now >= begin ? 1 : 0 }
        return timing.timing.progress(at: (clock.now - begin) / duration)
    }
}
