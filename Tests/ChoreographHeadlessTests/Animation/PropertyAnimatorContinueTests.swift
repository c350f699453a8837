import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("PropertyAnimator.continueAnimation with a duration factor of 0")
struct PropertyAnimatorContinueTests {
    /// A 1 s animator of the box's alpha (1 → 0) with `curve`, paused at fraction 0.4, and the positions it completes
    /// at.
    private func pausedAtFourTenths(curve: View.AnimationCurve) -> (
        ManualClock, HostEnvironment, View, PropertyAnimator, Log
    ) {
        let (host, clock) = freshHost()
        let (window, box) = windowWithBox()
        let log = Log(window: window)
        let animator = PropertyAnimator(duration: 1, curve: curve) { box.alpha = 0 }
        animator.addCompletion { log.positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        return (clock, host, box, animator, log)
    }

    final class Log {
        let window: Window
        var positions: [AnimatingPosition] = []
        init(window: Window) { self.window = window }
    }

    @Test("A factor of 0 continues over the time left of the original duration: 0.6 s from 0.4 of 1 s")
    func remainingTime() {
        let (clock, host, box, animator, log) = pausedAtFourTenths(curve: .linear)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        #expect(isClose(box.shownAlpha, 0.6, within: 1e-9))
        clock.advance(by: 0.3)
        #expect(isClose(animator.fractionComplete, 0.7, within: 1e-9))
        #expect(isClose(box.shownAlpha, 0.3, within: 1e-9))
        clock.advance(by: 0.3 - 1e-6)
        #expect(log.positions.isEmpty)
        clock.advance(by: 2e-6)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
        #expect(box.shownAlpha == 0)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The animator's curve is applied afresh to the rest of the way, over the time left")
    func curveOverTheRest() {
        let (clock, _, box, animator, log) = pausedAtFourTenths(curve: .easeInOut)
        // Scrubbed linearly, the box shows 0.4 of the way.
        #expect(isClose(box.shownAlpha, 0.6, within: 1e-9))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        // progress(t) = 0.4 + 0.6 × easeInOut(t / 0.6).
        clock.advance(by: 0.15)
        let quarter = 0.4 + 0.6 * CubicBezier.easeInOut.value(at: 0.25)
        #expect(isClose(1 - box.shownAlpha, quarter, within: 1e-6))
        clock.advance(by: 0.15)
        #expect(isClose(1 - box.shownAlpha, 0.7, within: 1e-6))
        clock.advance(by: 0.3)
        #expect(log.positions == [.end])
    }

    @Test("Reversed, a factor of 0 goes back to the start over the time the animator has run: 0.4 s")
    func reversed() {
        let (clock, host, box, animator, log) = pausedAtFourTenths(curve: .linear)
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        clock.advance(by: 0.2)
        #expect(isClose(box.shownAlpha, 0.8, within: 1e-9))
        clock.advance(by: 0.2 - 1e-6)
        #expect(log.positions.isEmpty)
        clock.advance(by: 2e-6)
        #expect(log.positions == [.start])
        #expect(box.alpha == 1)
        #expect(box.shownAlpha == 1)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test(
        "A negative, NaN or infinite factor is reported and read as 0: the animator never stays paused",
        arguments: [-1, -0.5, Double.nan, Double.infinity, -Double.infinity])
    func badFactor(_ factor: Double) {
        let (clock, host, box, animator, log) = pausedAtFourTenths(curve: .linear)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        #expect(host.diagnostics.codes == [.propertyAnimator(.continueAnimation)])
        #expect(host.diagnostics.entries.first?.message.contains("read as 0") == true)
        #expect(animator.isRunning)
        clock.advance(by: 0.6 + 1e-6)
        #expect(log.positions == [.end])
        #expect(box.shownAlpha == 0)
    }

    @Test("From the start, a factor of 0 takes the whole duration; a positive factor still scales the duration")
    func fromStartAndPositive() {
        let (_, clock) = freshHost()
        let (window, box) = windowWithBox()
        defer { withExtendedLifetime(window) {} }
        var positions: [AnimatingPosition] = []
        let whole = PropertyAnimator(duration: 2, curve: .linear) { box.alpha = 0 }
        whole.addCompletion { positions.append($0) }
        whole.pauseAnimation()
        whole.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        clock.advance(by: 2 - 1e-6)
        #expect(positions.isEmpty)
        clock.advance(by: 2e-6)
        #expect(positions == [.end])
        let scaled = PropertyAnimator(duration: 2, curve: .linear) { box.center.x = 150 }
        scaled.addCompletion { positions.append($0) }
        scaled.pauseAnimation()
        scaled.fractionComplete = 0.5
        scaled.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        clock.advance(by: 0.5 + 1e-6)
        #expect(positions == [.end, .end])
    }
}

@MainActor
@Suite("PropertyAnimator.continueAnimation at the edge of the arithmetic")
struct PropertyAnimatorContinueEdgeTests {
    @Test("Continued from a subnormal fraction, reversed, it ends at once instead of never")
    func subnormalFraction() {
        let (host, clock) = freshHost()
        let (window, box) = windowWithBox()
        defer { withExtendedLifetime(window) {} }
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 0.3, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = .leastNonzeroMagnitude
        animator.isReversed = true
        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 1e-6)
        clock.advance(by: 0)
        #expect(positions == [.start])
        #expect(box.alpha == 1)
        #expect(host.diagnostics.entries.isEmpty)
    }
}
