import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("PropertyAnimator")
struct PropertyAnimatorTests {
    @Test("A run goes inactive → active → inactive and completes at .end at its duration")
    func naturalRun() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 2, curve: .linear) { box.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(box.center.x == 50)
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(box.center.x == 250)
        clock.advance(by: 0.5)
        #expect(isClose(animator.fractionComplete, 0.25, within: 1e-12))
        #expect(isClose(box.shownX, 100, within: 1e-9))
        clock.advance(by: 1.5)
        #expect(animator.state == .inactive)
        #expect(positions == [.end])
        #expect(box.shownX == 250)
        #expect(!box.isAnimating)
    }

    @Test("Reversed mid-run, it turns around where it is and completes at .start with the start values")
    func reversal() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.4)
        animator.isReversed = true
        #expect(isClose(box.shownX, 90, within: 1e-9))
        clock.advance(by: 0.2)
        #expect(isClose(box.shownX, 70, within: 1e-9))
        clock.advance(by: 0.2)
        #expect(positions == [.start])
        #expect(box.center.x == 50)
        #expect(box.shownX == 50)
    }

    @Test("Paused and scrubbed: linear by default, along the curve when scrubsLinearly is false")
    func scrubbing() {
        let (_, _) = freshHost()
        let (_, box) = windowWithBox()
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { box.alpha = 0 }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        animator.fractionComplete = 0.3
        #expect(isClose(box.shownAlpha, 0.7, within: 1e-9))
        animator.fractionComplete = 7
        #expect(animator.fractionComplete == 1)

        let other = View(frame: .zero)
        let curved = PropertyAnimator(duration: 1, curve: .easeIn) { other.alpha = 0 }
        curved.scrubsLinearly = false
        curved.fractionComplete = 0.3
        #expect(curved.state == .active)
        #expect(isClose(Double(other.presentation.alpha), 1 - CubicBezier.easeIn.value(at: 0.3), within: 1e-9))
        animator.stopAnimation(true)
        curved.stopAnimation(true)
    }

    @Test("Setting the fraction while running is refused and reported")
    func fractionWhileRunning() {
        let (host, _) = freshHost()
        let (_, box) = windowWithBox()
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 0 }
        animator.startAnimation()
        animator.fractionComplete = 0.5
        #expect(animator.fractionComplete == 0)
        #expect(host.diagnostics.codes == [.propertyAnimator(.fractionComplete)])
        animator.stopAnimation(true)
    }

    @Test("Pausing on completion keeps it active at the end, without completions")
    func pausesOnCompletion() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 2)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(positions.isEmpty)
        #expect(box.shownAlpha == 0)
        animator.isReversed = true
        animator.pausesOnCompletion = false
        animator.startAnimation()
        clock.advance(by: 1)
        #expect(positions == [.start])
        #expect(box.alpha == 1)
    }

    @Test("stopAnimation(true) leaves the values on screen and runs no completion")
    func stopWithoutFinishing() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(isClose(Double(box.alpha), 0.75, within: 1e-9))
        #expect(isClose(box.shownAlpha, 0.75, within: 1e-9))
        clock.advance(by: 1)
        #expect(positions.isEmpty)
        #expect(!box.isAnimating)
    }

    @Test(
        "stopAnimation(false) freezes; finishAnimation(at:) ends at .end, .start or .current",
        arguments: AnimatingPosition.allCases)
    func stopThenFinish(position: AnimatingPosition) {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        clock.advance(by: 0.3)
        #expect(isClose(box.shownAlpha, 0.6, within: 1e-9))
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(positions == [position])
        let expected: Double = position == .end ? 0 : position == .start ? 1 : 0.6
        #expect(isClose(box.shownAlpha, expected, within: 1e-9))
        #expect(isClose(Double(box.alpha), expected, within: 1e-9))
    }

    /// The rule: HostRules#Programmer-errors.
    @Test("Each call UIKit raises an exception for is reported, naming the call and the state, and changes nothing")
    func programmerErrors() {
        let (host, clock) = freshHost()
        let (_, box) = windowWithBox()
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 0 }
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        animator.startAnimation(afterDelay: -1)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        animator.isInterruptible = false
        #expect(animator.isInterruptible)
        animator.stopAnimation(false)
        animator.startAnimation()
        animator.pauseAnimation()
        animator.addAnimations { box.center.x = 0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.state == .stopped)
        #expect(box.center.x == 50)
        animator.finishAnimation(at: .current)
        let rigid = PropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 1 }
        rigid.isInterruptible = false
        rigid.pausesOnCompletion = true
        #expect(!rigid.pausesOnCompletion)
        #expect(
            host.diagnostics.codes == [
                .propertyAnimator(.finishAnimation, while: .inactive),
                .propertyAnimator(.startAnimation),
                .propertyAnimator(.isInterruptible, while: .active),
                .propertyAnimator(.startAnimation, while: .stopped),
                .propertyAnimator(.pauseAnimation, while: .stopped),
                .propertyAnimator(.addAnimations, while: .stopped),
                .propertyAnimator(.continueAnimation, while: .stopped),
                .propertyAnimator(.pausesOnCompletion),
            ])
        #expect(host.diagnostics.entries.allSatisfy { $0.severity == .programmerError })
        #expect(host.diagnostics.entries[3].message.contains("while stopped"))
        clock.advance(by: 1)
    }

    @Test("Releasing a paused animator is reported and the views keep what they show")
    func releasedWhilePaused() {
        let (host, _) = freshHost()
        let (_, box) = windowWithBox()
        do {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            animator.fractionComplete = 0.5
        }
        #expect(host.diagnostics.codes == [.propertyAnimatorReleased(while: .active)])
        #expect(!box.isAnimating)
        #expect(isClose(Double(box.alpha), 0.5, within: 1e-9))
    }

    @Test("Blocks added to an inactive animator start at delayFactor × duration")
    func delayFactorInactive() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        let animator = PropertyAnimator(duration: 2, curve: .linear)
        animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        clock.advance(by: 0.9)
        #expect(box.shownAlpha == 1)
        clock.advance(by: 0.6)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
    }

    /// The rule: HostRules#Adding-animations-while-running.
    @Test("A block added to an active animator runs over the rest, delayed (2 s, 0.25, 0.25 → 1.0 s)")
    func delayFactorActive() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        let animator = PropertyAnimator(duration: 2, curve: .linear) { box.center.x = 60 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.25)
        clock.advance(by: 0.5)
        #expect(box.shownAlpha == 1)
        clock.advance(by: 0.5)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
        clock.advance(by: 0.5)
        #expect(box.shownAlpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test("continueAnimation resumes from where it is with new timing, taking factor × duration to the end")
    func continuation() throws {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 2, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 0.3)
        #expect(isClose(box.shownAlpha, 0.6, within: 1e-9))
        clock.advance(by: 0.3)
        #expect(isClose(box.shownAlpha, 0.3, within: 1e-9))
        clock.advance(by: 0.3)
        #expect(positions == [.end])
        // Cancelling the same way: reversed, it returns to the start in factor × duration.
        let back = PropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        back.addCompletion { positions.append($0) }
        back.pauseAnimation()
        back.fractionComplete = 0.5
        back.isReversed = true
        back.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        clock.advance(by: 0.5)
        #expect(positions == [.end, .start])
        #expect(box.center.x == 50)
    }

    @Test("A running animator made with a delay waits, then runs")
    func runningPropertyAnimator() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear) {
            box.alpha = 0
        } completion: {
            positions.append($0)
        }
        #expect(animator.delay == 0.5)
        clock.advance(by: 0.5)
        #expect(box.shownAlpha == 1)
        clock.advance(by: 0.5)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
        clock.advance(by: 0.5)
        #expect(positions == [.end])
    }

    @Test("A damping-ratio animator follows the fitted spring")
    func springAnimator() throws {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        let reference = try Spring(dampingRatio: 0.5, duration: 0.8)
        let animator = PropertyAnimator(duration: 0.8, dampingRatio: 0.5) { box.center.x = 150 }
        animator.startAnimation()
        for _ in 0..<20 {
            clock.advance(frames: 2)
            #expect(isClose(box.shownX, 50 + 100 * reference.value(at: clock.now), within: 1e-9))
        }
    }
}

@MainActor
@Suite("PropertyAnimator after stopping")
struct PropertyAnimatorRestartTests {
    @Test(
        "Stopped without finishing, an animator is spent: starting it again animates nothing old, runs no old completion"
    )
    func stoppedAnimatorIsSpent() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var positions: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(isClose(Double(box.alpha), 0.5, within: 1e-9))
        animator.addAnimations { box.center.x = 60 }
        animator.startAnimation()
        #expect(animator.fractionComplete == 0)
        clock.advance(by: 1)
        #expect(isClose(Double(box.presentation.alpha), 0.5, within: 1e-9))
        #expect(box.presentation.center.x == 60)
        #expect(positions.isEmpty)
    }
}

/// A spring given by its physical constants ignores the animator's duration (the timing rules, springs).
@MainActor
@Suite("Property animator springs and their duration")
struct PropertyAnimatorSpringDurationTests {
    @Test("A mass-stiffness-damping spring runs for its own settling duration, whatever duration was given")
    func physicalSpringIgnoresDuration() throws {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        // Core Animation's settling duration for these constants is about 1.47 s (timing rules); 0.3 s is ignored.
        let animator = PropertyAnimator(duration: 0.3, timingParameters: .spring(spring))
        #expect(abs(animator.duration - 1.473) < 0.01)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        animator.addAnimations { view.alpha = 0 }
        var ended: TimeInterval?
        animator.addCompletion { _ in ended = clock.now }
        animator.startAnimation()
        clock.advance(by: 0.3)
        // The spring's own motion at 0.3 s, not its end: x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t) with
        // ω₀ = 10, ζ = 0.5, ω_d = ω₀√(1 − ζ²); the alpha goes 1 → 0, so it is 1 − x(0.3), past 0 (overshoot).
        let (omega, zeta, time) = (10.0, 0.5, 0.3)
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let expected =
            exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        #expect(abs(Double(view.presentation.alpha) - expected) < 1e-6)
        #expect(ended == nil)
        clock.advance(by: 1.4)
        #expect(abs((ended ?? -1) - animator.duration) < 1e-9)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Response and bounce springs also keep their own duration; a damping-ratio spring takes the animator's")
    func fittedSpringTakesDuration() throws {
        HostEnvironment.install(clock: ManualClock())
        let response = try Spring(response: 0.5, dampingFraction: 0.8)
        let bounce = try Spring(duration: 0.5, bounce: 0.2)
        let fitted = try Spring(dampingRatio: 0.5, duration: 0.4)
        #expect(
            PropertyAnimator(duration: 3, timingParameters: .spring(response)).duration == response.settlingDuration)
        #expect(PropertyAnimator(duration: 3, timingParameters: .spring(bounce)).duration == bounce.settlingDuration)
        #expect(PropertyAnimator(duration: 3, timingParameters: .spring(fitted)).duration == 3)
        #expect(PropertyAnimator(duration: 2, dampingRatio: 0.7).duration == 2)
        #expect(!response.isFittedToDuration && !bounce.isFittedToDuration && fitted.isFittedToDuration)
        #expect(try fitted.withInitialVelocity(2).isFittedToDuration)
        #expect(try !bounce.withInitialVelocity(2).isFittedToDuration)
    }

    @Test("An invalid duration next to a spring that ignores it is not reported")
    func ignoredDurationNotReported() throws {
        let host = HostEnvironment.install(clock: ManualClock())
        let spring = try Spring(stiffness: 100, damping: 10)
        _ = PropertyAnimator(duration: .nan, timingParameters: .spring(spring))
        #expect(host.diagnostics.entries.isEmpty)
        _ = PropertyAnimator(duration: .nan, timingParameters: .linear)
        #expect(host.diagnostics.codes == [.propertyAnimatorInvalidDuration])
    }
}
