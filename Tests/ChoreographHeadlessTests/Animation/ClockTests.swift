import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("Manual clock and display link")
struct ClockTests {
    @Test("Actions run in time order at their own time, ties in scheduling order")
    func scheduledOrder() {
        let clock = ManualClock()
        var log: [String] = []
        clock.schedule(at: 0.3) { log.append("c@\(clock.now)") }
        clock.schedule(at: 0.1) { log.append("a@\(clock.now)") }
        clock.schedule(at: 0.3) { log.append("d@\(clock.now)") }
        let cancelled = clock.schedule(at: 0.2) { log.append("never") }
        clock.schedule(at: 0.2) { log.append("b@\(clock.now)") }
        clock.cancel(cancelled)
        clock.advance(by: 0.25)
        #expect(log == ["a@0.1", "b@0.2"])
        #expect(clock.now == 0.25)
        clock.advance(by: 1)
        #expect(log == ["a@0.1", "b@0.2", "c@0.3", "d@0.3"])
        #expect(clock.now == 1.25)
    }

    @Test("Bad steps are ignored and time never goes back")
    func badSteps() {
        let clock = ManualClock(start: 2)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: .infinity)
        clock.advance(to: 1)
        #expect(clock.now == 2)
    }

    @Test("An action that advances the clock queues the advance until it returns")
    func reentrantAdvance() {
        let clock = ManualClock()
        var times: [Double] = []
        clock.schedule(at: 0.1) {
            times.append(clock.now)
            clock.advance(by: 0.5)
            times.append(clock.now)
        }
        clock.schedule(at: 0.4) { times.append(clock.now) }
        clock.advance(by: 0.2)
        #expect(times == [0.1, 0.1, 0.4])
        #expect(isClose(clock.now, 0.7, within: 1e-12))
    }

    @Test("Observers see every time the clock stops at, before the actions due there")
    func observers() {
        let clock = ManualClock()
        var seen: [Double] = []
        var order: [String] = []
        clock.observeTime {
            seen.append($0)
            order.append("observe")
        }
        clock.schedule(at: 0.5) { order.append("act") }
        clock.advance(by: 1)
        #expect(seen == [0.5, 1])
        #expect(order == ["observe", "act", "observe"])
    }

    @Test("A display link ticks at every frame boundary, at 60 or 120 Hz", arguments: [60, 120])
    func displayLink(rate: Int) {
        let clock = ManualClock()
        var stamps: [Double] = []
        let link = DisplayLink(clock: clock, framesPerSecond: rate) { stamps.append($0.timestamp) }
        clock.advance(by: 0.5)
        #expect(stamps.count == rate / 2)
        for (index, stamp) in stamps.enumerated() {
            #expect(isClose(stamp, Double(index + 1) / Double(rate), within: 1e-12))
        }
        link.isPaused = true
        clock.advance(by: 0.1)
        #expect(stamps.count == rate / 2)
        link.isPaused = false
        clock.advance(frames: 3, framesPerSecond: rate)
        #expect(stamps.count == rate / 2 + 3)
        link.invalidate()
        clock.advance(by: 1)
        #expect(stamps.count == rate / 2 + 3)
    }

    @Test("Advancing by frames lands exactly on frame boundaries")
    func frames() {
        let clock = ManualClock()
        clock.advance(frames: 1)
        #expect(clock.now == 1.0 / 60)
        clock.advance(frames: 59)
        #expect(clock.now == 1)
        clock.advance(by: 0.001)
        clock.advance(frames: 1)
        #expect(clock.now == 61.0 / 60)
        clock.advance(frames: 2, framesPerSecond: 120)
        #expect(isClose(clock.now, 124.0 / 120, within: 1e-12))
    }
}
