import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("TransitionClock")
struct TransitionClockTests {
    @Test("Animations started on a transition clock are scrubbed by holding it")
    func scrubbing() {
        let (host, clock) = freshHost()
        let (_, box) = windowWithBox()
        let transition = TransitionClock(base: clock)
        var finished: [Bool] = []
        host.withAnimationClock(transition) {
            View.animate(withDuration: 1, options: .curveLinear) {
                box.alpha = 0
            } completion: {
                finished.append($0)
            }
        }
        transition.hold(at: 0.3)
        #expect(isClose(box.shownAlpha, 0.7, within: 1e-9))
        clock.advance(by: 5)
        #expect(isClose(box.shownAlpha, 0.7, within: 1e-9))
        transition.hold(at: 1)
        #expect(finished.isEmpty)
        transition.hold(at: 0.6)
        #expect(isClose(box.shownAlpha, 0.4, within: 1e-9))
        #expect(HostEnvironment.current.animationClock === clock)
    }

    @Test("Running forwards follows the host clock at a rate and runs the completions on the way")
    func forwards() {
        let (host, clock) = freshHost()
        let (_, box) = windowWithBox()
        let transition = TransitionClock(base: clock)
        var log: [String] = []
        host.withAnimationClock(transition) {
            View.animate(withDuration: 1, options: .curveLinear) {
                box.alpha = 0
            } completion: {
                log.append("done \($0)")
            }
        }
        transition.hold(at: 0.5)
        transition.run(rate: 2, until: 1) { log.append("arrived") }
        clock.advance(by: 0.125)
        #expect(isClose(box.shownAlpha, 0.25, within: 1e-9))
        clock.advance(by: 0.125)
        #expect(log == ["done true", "arrived"])
        #expect(transition.now == 1)
        #expect(!transition.isRunning)
    }

    @Test("Running backwards runs no completion; flushing at the start runs them")
    func backwards() {
        let (host, clock) = freshHost()
        let (_, box) = windowWithBox()
        let transition = TransitionClock(base: clock)
        var log: [String] = []
        host.withAnimationClock(transition) {
            View.animate(withDuration: 1, options: .curveLinear) {
                box.alpha = 0
            } completion: {
                log.append("done \($0)")
            }
        }
        transition.hold(at: 0.8)
        transition.run(rate: -1, until: 0) { log.append("back") }
        clock.advance(by: 0.4)
        #expect(isClose(box.shownAlpha, 0.6, within: 1e-9))
        #expect(log.isEmpty)
        clock.advance(by: 0.4)
        #expect(log == ["back"])
        transition.flushPendingActions()
        #expect(log == ["back", "done true"])
    }

    @Test("A rate that cannot reach the target arrives at once")
    func impossibleRate() {
        let (_, clock) = freshHost()
        let transition = TransitionClock(base: clock)
        transition.hold(at: 0.5)
        var arrived = 0
        transition.run(rate: -1, until: 1) { arrived += 1 }
        transition.run(rate: .nan, until: 0.2) { arrived += 1 }
        #expect(arrived == 2)
        #expect(transition.now == 0.2)
        transition.invalidate()
    }
}
