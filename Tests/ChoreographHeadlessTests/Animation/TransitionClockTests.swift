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

    @Test("A completion a scrub held the clock past runs as of its own time, so the animation it chains ends in time")
    func overdueCompletionChains() {
        let (host, clock) = freshHost()
        let (window, box) = windowWithBox()
        defer { withExtendedLifetime(window) {} }
        let transition = TransitionClock(base: clock)
        var log: [String] = []
        // Two chained animators made up front on the transition clock, the second started by the first's completion.
        var animators: [PropertyAnimator] = []
        host.withAnimationClock(transition) {
            animators = [
                PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0.5 },
                PropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 },
            ]
        }
        let (first, second) = (animators[0], animators[1])
        first.addCompletion { _ in
            log.append("first done at \(transition.now)")
            second.startAnimation()
        }
        second.addCompletion { _ in log.append("second done at \(transition.now)") }
        first.startAnimation()
        // A scrub past the first animation's end runs nothing; the chained one has not started.
        transition.hold(at: 1.25)
        #expect(log.isEmpty)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
        // Let go: the clock runs on to the end of the timeline (1.5). The first completion runs as of 1.0, so the
        // second animation runs from 1.0 to 1.5: three quarters of the way at 1.375, and done on arrival (anchored
        // at 1.25 instead, it would end at 1.75, after the clock stopped, and never complete).
        transition.run(rate: 1, until: 1.5) { log.append("arrived at \(transition.now)") }
        clock.advance(by: 0.125)
        #expect(log == ["first done at 1.0"])
        #expect(isClose(transition.now, 1.375, within: 1e-9))
        #expect(isClose(box.shownAlpha, 0.5 * (1 - 0.75), within: 1e-9))
        clock.advance(by: 0.125)
        #expect(log == ["first done at 1.0", "second done at 1.5", "arrived at 1.5"])
        #expect(box.shownAlpha == 0)
        transition.invalidate()
    }
}

@MainActor
@Suite("TransitionClock running out")
struct TransitionClockRunOutTests {
    @Test("Running out follows the host clock until the last action, including actions scheduled on the way")
    func chained() {
        let (_, clock) = freshHost()
        let transition = TransitionClock(base: clock)
        var log: [String] = []
        transition.schedule(at: 1) {
            log.append("first at \(transition.now)")
            transition.schedule(at: 2.5) { log.append("chained at \(transition.now)") }
        }
        transition.hold(at: 0.5)
        transition.runOut()
        #expect(transition.isRunning)
        clock.advance(by: 0.5)
        #expect(log == ["first at 1.0"])
        clock.advance(by: 1.5)
        #expect(log == ["first at 1.0", "chained at 2.5"])
        #expect(!transition.isRunning)
        #expect(transition.now == 2.5)
    }

    @Test("Run out and invalidated, the clock still runs the actions chained on the way, then stops for good")
    func chainedThenInvalidated() {
        let (_, clock) = freshHost()
        let transition = TransitionClock(base: clock)
        var log: [TimeInterval] = []
        transition.schedule(at: 1) {
            log.append(transition.now)
            transition.schedule(at: 2) { log.append(transition.now) }
        }
        transition.runOutAndInvalidate()
        clock.advance(by: 3)
        #expect(log == [1, 2])
        transition.schedule(at: 3.5) { log.append(transition.now) }
        transition.run(rate: 1, until: 4) {}
        clock.advance(by: 2)
        #expect(log == [1, 2])
        #expect(transition.now == 2)
    }

    @Test("Actions behind the clock run first, as of their own time, when it runs out")
    func overdue() {
        let (_, clock) = freshHost()
        let transition = TransitionClock(base: clock)
        var log: [TimeInterval] = []
        transition.schedule(at: 0.2) { log.append(transition.now) }
        transition.hold(at: 0.7)
        transition.runOut()
        #expect(log == [0.2])
        #expect(transition.now == 0.7)
        #expect(!transition.isRunning)
    }
}
