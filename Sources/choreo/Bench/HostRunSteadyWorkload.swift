import ChoreographHeadless
import Foundation

/// The steady frames of ``HostRunWorkload``'s run: frames in which every view animates and no animation starts or
/// ends, as frames 2 to 59 of the 60-frame transition.
///
/// The set-up is ``HostRunWorkload``'s — a fresh host on a ``/ChoreographHeadless/ManualClock``, `views` views in a
/// grid, one `View.animate` block that animates each view's center, alpha, transform and corner radius — with a
/// block of ``duration`` seconds, so that no run of a case reaches its end. The first frame, with the layout pass of
/// the new views, is run with the set-up; ``advance(frames:)`` then runs the frames that are measured: the clock's
/// bookkeeping and the layout pass at every frame.
@MainActor
final class HostRunSteadyWorkload {
    /// The block's duration: an hour, 432,000 frames at 120 Hz. A case runs at most 17 batches of 100 runs of
    /// ``framesPerRun`` frames, 98,600 frames, so the animations never end while they are measured.
    nonisolated static let duration: TimeInterval = 3_600
    /// Frames one run of a case advances: the 58 steady frames of one transition (2 to 59 of 60).
    nonisolated static let framesPerRun = HostRunWorkload.framesPerTransition - 2

    private let host: HostEnvironment
    private let clock: ManualClock
    private let window: Window
    private let views: [View]
    private var frame = 0

    /// Sets up `count` views animating for ``duration`` seconds and runs the first frame.
    init(views count: Int) {
        let clock = ManualClock()
        self.clock = clock
        host = HostEnvironment.install(clock: clock)
        window = Window()
        views = HostRunWorkload.makeViews(count, in: window)
        HostRunWorkload.animate(views, duration: Self.duration) { _ in }
        advance(frames: 1)
    }

    /// Advances the clock by `count` frames at 120 Hz and returns the time reached.
    ///
    /// Never inlined, so that a profiler can count what the frames execute by this function's name.
    @inline(never)
    @discardableResult
    func advance(frames count: Int) -> TimeInterval {
        for _ in 0..<count {
            frame += 1
            clock.advance(to: Double(frame) / Double(HostRunWorkload.framesPerSecond))
        }
        return clock.now
    }
}
