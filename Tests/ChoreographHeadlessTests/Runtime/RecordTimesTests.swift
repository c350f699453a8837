import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A block's records share one record of their times, but a completion that runs while the block starts its
/// animations — an animation removed by ``AnimationOptions/beginFromCurrentState`` ends at once, with
/// `finished == false` — may move the clock: the animations started after it start at the new time, and their
/// records say so, while those started before keep the block's start time.
@MainActor
@Suite("Animation record times")
struct RecordTimesTests {
    /// Views `a`, `b` and `c` in a window, and `a` animating its alpha for 1 s from time 0 with a completion that
    /// moves the clock on by 0.25 s; the clock then at 0.5 s, halfway through.
    static func setUp() -> (HostEnvironment, ManualClock, a: View, b: View, c: View, window: Window) {
        let (host, clock) = freshHost()
        let window = Window()
        let views = ["a", "b", "c"].map { View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: $0) }
        for view in views { window.addSubview(view) }
        View.animate(withDuration: 1) {
            views[0].alpha = 0.25
        } completion: { _ in
            clock.advance(by: 0.25)
        }
        clock.advance(to: 0.5)
        return (host, clock, views[0], views[1], views[2], window)
    }

    /// Checks the records of the second block: `b` started at 0.5 s, before `a`'s first animation was removed and
    /// its completion moved the clock to 0.75 s; `a` and `c` started after, at 0.75 s, and share their times.
    static func expectTimes(_ log: [AnimationRecord]) {
        // The first block's record, then the second's, in the order the block changed its views.
        #expect(log.map(\.view) == ["a", "b", "a", "c"])
        guard log.count == 4 else { return }
        #expect(log[0].startTime == 0)
        #expect(log[1].startTime == 0.5)
        #expect(log[2].startTime == 0.75)
        #expect(log[3].startTime == 0.75)
        #expect(log[2].times === log[3].times)
        #expect(log[1].times !== log[2].times)
        for record in log.dropFirst() {
            #expect(record.delay == 0)
            #expect(record.duration == 1)
            #expect(record.sharedTiming === log[1].sharedTiming)
        }
    }

    @Test(
        "A block's records started after a completion moved the clock start at the new time, those before at the old",
        arguments: [false, true])
    func recordsFollowTheClock(keyframes: Bool) {
        let (host, clock, a, b, c, _) = Self.setUp()
        let changes = {
            b.alpha = 0
            a.alpha = 0.5
            c.alpha = 0
        }
        if keyframes {
            View.animateKeyframes(withDuration: 1, options: .beginFromCurrentState, animations: changes)
        } else {
            View.animate(withDuration: 1, options: .beginFromCurrentState, animations: changes)
        }
        #expect(clock.now == 0.75)
        Self.expectTimes(host.animationLog)
    }
}
