import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

/// The bookkeeping both clocks share: the order actions run in, cancellation, and time observers, including what
/// actions and observers do to the clock while it runs them.
@MainActor
@Suite("Clock agenda")
struct ClockAgendaTests {
    // MARK: - Order

    @Test("Many actions due at the same time run in the order they were scheduled, among actions at other times")
    func sameTimeOrder() {
        let clock = ManualClock()
        var log: [Int] = []
        var expected: [(time: Double, index: Int)] = []
        // 120 actions over 4 times, scheduled in an order that keeps no time together: a heap that breaks ties by
        // anything but the scheduling order gives them out of order.
        for index in 0..<120 {
            let time = Double((index * 7) % 4) * 0.25 + 0.25
            expected.append((time, index))
            clock.schedule(at: time) { log.append(index) }
        }
        clock.advance(by: 2)
        let order = expected.sorted { ($0.time, $0.index) < ($1.time, $1.index) }.map(\.index)
        #expect(log == order)
    }

    @Test("Times within a nanosecond are both due, and still run in time order, not scheduling order")
    func nearTimesRunInTimeOrder() {
        let clock = ManualClock()
        var log: [String] = []
        clock.schedule(at: 0.2 + 1e-12) { log.append("later by a picosecond") }
        clock.schedule(at: 0.2) { log.append("on time") }
        clock.advance(to: 0.2)
        #expect(log == ["on time", "later by a picosecond"])
    }

    @Test("Flushing runs the pending actions in time order, ties in scheduling order, and no cancelled one")
    func flushOrder() {
        let clock = ManualClock()
        let transition = TransitionClock(base: clock)
        var log: [String] = []
        var tokens: [ClockToken] = []
        for (index, time) in [0.3, 0.1, 0.3, 0.2, 0.1, 0.3, 0.2].enumerated() {
            tokens.append(transition.schedule(at: time) { log.append("\(index)@\(time)") })
        }
        transition.cancel(tokens[6])
        transition.flushPendingActions()
        #expect(log == ["1@0.1", "4@0.1", "3@0.2", "0@0.3", "2@0.3", "5@0.3"])
        transition.flushPendingActions()
        #expect(log.count == 6)
    }

    // MARK: - Cancellation

    @Test("A cancelled action does not run, whether it is already due or still to come; the others still do")
    func cancelDueAndFuture() {
        let clock = ManualClock(start: 1)
        var log: [String] = []
        let due = clock.schedule(at: 0.5) { log.append("due") }
        clock.schedule(at: 0.5) { log.append("due, kept") }
        let future = clock.schedule(at: 2) { log.append("future") }
        clock.schedule(at: 2) { log.append("future, kept") }
        clock.cancel(due)
        clock.cancel(future)
        clock.cancel(future)
        clock.cancel(ClockToken(id: 9_999))
        clock.advance(to: 3)
        #expect(log == ["due, kept", "future, kept"])
    }

    @Test("Cancelling most actions leaves the rest running in order at their own times")
    func cancelMost() {
        let clock = ManualClock()
        var log: [String] = []
        var tokens: [ClockToken] = []
        for index in 0..<200 {
            let time = Double(199 - index) * 0.01
            tokens.append(clock.schedule(at: time) { log.append("\(index)@\(clock.now)") })
        }
        // Cancel four in five, enough to make the agenda sweep the cancelled actions away, and spent and unknown
        // tokens on the way, which must not disturb the rest.
        for (index, token) in tokens.enumerated() where index % 5 != 0 {
            clock.cancel(token)
            clock.cancel(ClockToken(id: 5_000 + index))
        }
        clock.advance(by: 3)
        let kept = stride(from: 195, through: 0, by: -5).map { "\($0)@\(Double(199 - $0) * 0.01)" }
        #expect(log == kept)
    }

    @Test("A cancelled action at the end of a transition clock does not hold the run-out until its time")
    func cancelledLatestDoesNotExtendRunOut() {
        let clock = ManualClock()
        let transition = TransitionClock(base: clock)
        var ran: [Double] = []
        transition.schedule(at: 1) { ran.append(transition.now) }
        let late = transition.schedule(at: 5) { ran.append(transition.now) }
        transition.cancel(late)
        transition.runOut()
        clock.advance(by: 10)
        #expect(ran == [1])
        #expect(transition.now == 1)
        #expect(!transition.isRunning)
    }

    @Test("An action can cancel actions due at its own time and later, and its own spent token")
    func cancelFromInsideAnAction() {
        let clock = ManualClock()
        var log: [String] = []
        var tokens: [String: ClockToken] = [:]
        tokens["first"] = clock.schedule(at: 0.1) {
            log.append("first")
            for name in ["first", "same time", "later"] {
                if let token = tokens[name] { clock.cancel(token) }
            }
        }
        tokens["same time"] = clock.schedule(at: 0.1) { log.append("same time") }
        clock.schedule(at: 0.1) { log.append("same time, kept") }
        tokens["later"] = clock.schedule(at: 0.2) { log.append("later") }
        clock.schedule(at: 0.2) { log.append("later, kept") }
        clock.advance(by: 1)
        #expect(log == ["first", "same time, kept", "later, kept"])
    }

    // MARK: - Actions that schedule

    @Test("An action's new actions run in the same advance: now, after those already due, or at their later time")
    func actionsScheduleActions() {
        let clock = ManualClock()
        var log: [String] = []
        clock.schedule(at: 0.1) {
            log.append("a@\(clock.now)")
            clock.schedule(at: 0.1) { log.append("a's same-time@\(clock.now)") }
            clock.schedule(at: 0.05) { log.append("a's past@\(clock.now)") }
            clock.schedule(at: 0.2) {
                log.append("a's later@\(clock.now)")
                clock.schedule(at: 0.2) { log.append("nested@\(clock.now)") }
            }
            clock.schedule(at: 0.9) { log.append("beyond the advance") }
        }
        clock.schedule(at: 0.1) { log.append("b@\(clock.now)") }
        clock.schedule(at: 0.2) { log.append("c@\(clock.now)") }
        clock.advance(to: 0.5)
        #expect(
            log == [
                "a@0.1", "a's past@0.1", "b@0.1", "a's same-time@0.1", "c@0.2", "a's later@0.2", "nested@0.2",
            ])
        #expect(clock.now == 0.5)
        clock.advance(to: 1)
        #expect(log.last == "beyond the advance")
    }

    // MARK: - Observers

    @Test("Observers are told in the order they were added, also after many were removed")
    func observerOrder() {
        let clock = ManualClock()
        var log: [Int] = []
        var tokens: [ClockToken] = []
        for index in 0..<100 {
            tokens.append(clock.observeTime { _ in log.append(index) })
        }
        // Remove three in four, enough to make the agenda sweep its removed places, then add more.
        for (index, token) in tokens.enumerated() where index % 4 != 1 {
            clock.cancel(token)
        }
        for index in 100..<105 {
            clock.observeTime { _ in log.append(index) }
        }
        clock.advance(by: 1)
        #expect(log == Array(stride(from: 1, to: 100, by: 4)) + Array(100..<105))
    }

    @Test("An observer added while observers are told is first told at the next move")
    func observerAddedDuringNotification() {
        let clock = ManualClock()
        var log: [String] = []
        var added = false
        clock.observeTime { time in
            log.append("first@\(time)")
            guard !added else { return }
            added = true
            clock.observeTime { log.append("added@\($0)") }
        }
        clock.observeTime { log.append("second@\($0)") }
        clock.advance(to: 1)
        clock.advance(to: 2)
        #expect(log == ["first@1.0", "second@1.0", "first@2.0", "second@2.0", "added@2.0"])
    }

    @Test("An observer removed while observers are told is still told this time, never again; one can remove itself")
    func observerRemovedDuringNotification() {
        let clock = ManualClock()
        var log: [String] = []
        var tokens: [String: ClockToken] = [:]
        tokens["remover"] = clock.observeTime { time in
            log.append("remover@\(time)")
            if let token = tokens["removed"] { clock.cancel(token) }
            if let token = tokens["remover"] { clock.cancel(token) }
        }
        tokens["removed"] = clock.observeTime { log.append("removed@\($0)") }
        clock.observeTime { log.append("kept@\($0)") }
        clock.advance(to: 1)
        clock.advance(to: 2)
        #expect(log == ["remover@1.0", "removed@1.0", "kept@1.0", "kept@2.0"])
    }

    @Test("Observers may schedule and cancel actions while they are told; the actions run in the same advance")
    func observersScheduleAndCancel() {
        let clock = ManualClock()
        var log: [String] = []
        let doomed = clock.schedule(at: 0.5) { log.append("doomed") }
        var scheduled = false
        clock.observeTime { time in
            guard !scheduled else { return }
            scheduled = true
            clock.cancel(doomed)
            clock.schedule(at: time) { log.append("from observer@\(clock.now)") }
            clock.schedule(at: 0.5) { log.append("later from observer@\(clock.now)") }
        }
        clock.schedule(at: 0.25) { log.append("first@\(clock.now)") }
        clock.advance(to: 1)
        #expect(log == ["first@0.25", "from observer@0.25", "later from observer@0.5"])
    }
}
