import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

/// The agenda keeps actions scheduled in time order apart from the others (a queue in order by itself, beside a
/// heap). These tests mix the two kinds and check the order against the rule written out by hand: time first, then
/// the order of scheduling.
@MainActor
@Suite("Clock agenda, actions scheduled in and out of order")
struct ClockAgendaLaneTests {
    /// The order the rule gives: earlier time first, then scheduled first.
    private func ruleOrder(_ schedule: [(time: Double, index: Int)]) -> [Int] {
        schedule.sorted { ($0.time, $0.index) < ($1.time, $1.index) }.map(\.index)
    }

    @Test("Runs of in-order actions broken by earlier ones still run in time order, ties in scheduling order")
    func mixedOrder() {
        let clock = ManualClock()
        var log: [Int] = []
        var schedule: [(time: Double, index: Int)] = []
        // Times climb by 1/8 s in runs of 5, each run ties 3 actions on one time, and every 7th action goes back in
        // time: 0.5, 0.5, 0.5, 0.625, 0.75, then 0.125 … — some join the in-order queue, the rest the heap.
        for index in 0..<140 {
            let step = index % 5 < 3 ? 0 : index % 5 - 2
            let time = index % 7 == 6 ? Double(index % 4) / 8 : Double(index / 5 % 8 + step) / 8 + 0.5
            schedule.append((time, index))
            clock.schedule(at: time) { log.append(index) }
        }
        clock.advance(by: 3)
        #expect(log == ruleOrder(schedule))
        #expect(log.count == 140)
    }

    @Test("An action scheduled earlier than those already waiting runs first, even in the middle of a tie")
    func earlierActionDuringTie() {
        let clock = ManualClock(start: 1)
        var log: [String] = []
        for index in 0..<4 {
            clock.schedule(at: 2) {
                log.append("end \(index)")
                // The second end schedules an action in the past: due at once, before the ends still waiting.
                if index == 1 { clock.schedule(at: 1.5) { log.append("past") } }
                // The third schedules one at its own time: after every end, all scheduled before it.
                if index == 2 { clock.schedule(at: 2) { log.append("same time") } }
            }
        }
        clock.advance(to: 3)
        #expect(log == ["end 0", "end 1", "past", "end 2", "end 3", "same time"])
    }

    @Test("Cancelling most actions of both kinds sweeps them away and keeps the rest in order at their times")
    func cancelMostOfBoth() {
        let clock = ManualClock()
        var log: [String] = []
        var tokens: [ClockToken] = []
        var schedule: [(time: Double, index: Int)] = []
        // The first half climbs (in order); the second falls (out of order, into the heap), onto the same times.
        for index in 0..<300 {
            let time = index < 150 ? Double(index) * 0.005 : Double(300 - index) * 0.005
            tokens.append(clock.schedule(at: time) { log.append("\(index)") })
            if index % 6 == 0 { schedule.append((time, index)) }
        }
        for (index, token) in tokens.enumerated() where index % 6 != 0 {
            clock.cancel(token)
        }
        clock.advance(by: 2)
        #expect(log == ruleOrder(schedule).map { "\($0)" })
        #expect(log.count == 50)
    }

    @Test("A transition clock runs out at its latest action, whichever kind it is, skipping cancelled ones")
    func runOutToLatestOfBoth() {
        let clock = ManualClock()
        let transition = TransitionClock(base: clock)
        var ran: [String] = []
        // In order: 1, then 4 (cancelled). Out of order: 3, then 2.
        transition.schedule(at: 1) { ran.append("1") }
        let latest = transition.schedule(at: 4) { ran.append("4") }
        transition.schedule(at: 3) { ran.append("3") }
        transition.schedule(at: 2) { ran.append("2") }
        transition.cancel(latest)
        transition.runOut()
        clock.advance(by: 10)
        #expect(ran == ["1", "2", "3"])
        #expect(transition.now == 3)
    }

    @Test("Flushing gives the actions of both kinds in time order, ties in scheduling order, no cancelled one")
    func flushBoth() {
        let clock = ManualClock()
        let transition = TransitionClock(base: clock)
        var log: [String] = []
        var tokens: [ClockToken] = []
        for (index, time) in [0.1, 0.2, 0.2, 0.05, 0.3, 0.2, 0.15, 0.3].enumerated() {
            tokens.append(transition.schedule(at: time) { log.append("\(index)@\(time)") })
        }
        transition.cancel(tokens[4])
        transition.flushPendingActions()
        #expect(log == ["3@0.05", "0@0.1", "6@0.15", "1@0.2", "2@0.2", "5@0.2", "7@0.3"])
    }
}
