import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Grabbing a library transition that runs by itself: the grab takes hold where the screens are, the finger then
/// moves them linearly, and the release decides by what is on screen (RunningTransitions#Interactive-transitions).
@MainActor
@Suite("Grabbing a transition that runs by itself")
struct TransitionGrabTests {
    private let width = Double(Window.defaultSize.width)
    /// A frame at 240 Hz.
    private let step = 1.0 / 240

    /// `B` pushed on `A`, popped with `transition` by itself, driven by a fresh interaction with
    /// `wantsInteractiveStart` false, `seconds` in.
    private func running(_ transition: Transition, for seconds: Double) -> (
        TransitionInteraction, ManualClock, Window, NavigationController, ViewController, ViewController,
        NavigationVendor
    ) {
        let interaction = TransitionInteraction()
        interaction.wantsInteractiveStart = false
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(transition, operation: .pop), interactor: interaction, pushed: true)
        navigation.popViewController(animated: true)
        clock.advance(by: seconds)
        return (interaction, clock, window, navigation, a, b, vendor)
    }

    /// A critically damped spring slide: 0.8 s, its screens 96% of the way 0.4 s in.
    private let springSlide = Transition.slide(from: .right).spring(duration: 0.5, bounce: 0)
    /// A bouncy spring slide whose screens are past their end 0.5 s in.
    private let bouncySlide = Transition.slide(from: .right).spring(response: 0.8, dampingFraction: 0.4)

    @Test("Grabbed 0.4 s in, where it shows 96%, the slide is held there and a release at rest finishes it")
    func grabHoldsWhatIsShown() {
        let (interaction, clock, window, navigation, _, b, vendor) = running(springSlide, for: 0.4)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let before = motionBefore(clock) { shownX(b.view) }
        let shown = before.position / width
        // The critically damped spring of perceptual duration 0.5 s, ω = 2π/0.5: 1 − (1 + ωt)·e^(−ωt) at t = 0.4, to
        // within 5e-4: the screen shows the plan's tracks, not the closed form itself.
        let omega = 2 * Double.pi / 0.5
        #expect(isClose(shown, 1 - (1 + omega * 0.4) * exp(-omega * 0.4), within: 5e-4))
        interaction.pause()
        // Held where it is: the progress is what the screen shows, not the 0.5 of the duration elapsed.
        #expect(isClose(shownX(b.view), before.position, within: 1e-9))
        #expect(isClose(Double(interaction.percentComplete), shown, within: 1e-9))
        clock.advance(by: step)
        #expect(isClose(shownX(b.view), before.position, within: 1e-9))
        interaction.release(velocity: 0)
        #expect(interaction.lastRelease?.finishes == true)
        #expect(isClose(interaction.lastRelease?.progress ?? 0, shown, within: 1e-9))
        // It goes on to the end, never back across the screen.
        var last = shownX(b.view)
        for _ in 0..<120 where b.view.superview != nil {
            clock.advance(by: step)
            guard b.view.superview != nil else { break }
            #expect(shownX(b.view) >= last - 1e-9)
            last = shownX(b.view)
        }
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Grabbed 0.15 s in, where it shows 56%, the finger moves both screens linearly from there")
    func fingerMovesLinearly() {
        let (interaction, clock, window, navigation, a, b, vendor) = running(springSlide, for: 0.15)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let shown = shownX(b.view) / width
        #expect(shown > 0.5 && shown < 0.6)
        interaction.pause()
        for offset in [0.1, 0.25, -0.2, -0.4] {
            interaction.update(CGFloat(shown + offset))
            clock.advance(by: step)
            #expect(isClose(shownX(b.view), width * (shown + offset), within: 1e-9))
            #expect(isClose(shownX(a.view), -width * (1 - shown - offset), within: 1e-9))
        }
        interaction.release(velocity: 0)
        #expect(interaction.lastRelease?.finishes == false)
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.presentation.frame == window.bounds)
    }

    @Test("A bouncy spring grabbed past its end is held there, moved back linearly, and finishes at rest")
    func grabPastTheEnd() {
        let (interaction, clock, window, navigation, _, b, vendor) = running(bouncySlide, for: 0.5)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let held = shownX(b.view)
        let shown = held / width
        #expect(shown > 1.1)
        interaction.pause()
        #expect(isClose(shownX(b.view), held, within: 1e-9))
        #expect(isClose(Double(interaction.percentComplete), shown, within: 1e-9))
        interaction.update(CGFloat(shown - 0.1))
        clock.advance(by: step)
        #expect(isClose(shownX(b.view), width * (shown - 0.1), within: 1e-9))
        interaction.release(velocity: 0)
        #expect(interaction.lastRelease?.finishes == true)
        clock.advance(by: 3)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test(
        "Nothing moves at the grab, whatever the plan: a flip's two halves and a bouncy slide show the same numbers",
        arguments: [
            (Transition.flip(from: .left), 0.12),
            (.slide(from: .right).spring(response: 0.8, dampingFraction: 0.4), 0.7),
        ]
    )
    func nothingMoves(transition: Transition, seconds: Double) {
        let (interaction, clock, window, navigation, _, _, vendor) = running(transition, for: seconds)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let before = shownNumbers(window.subtree)
        interaction.pause()
        #expect(largestDifference(shownNumbers(window.subtree), before) <= 1e-9)
        clock.advance(by: step)
        #expect(largestDifference(shownNumbers(window.subtree), before) <= 1e-9)
        interaction.update(interaction.percentComplete - 0.05)
        interaction.release(velocity: 0)
        clock.advance(by: 4)
        #expect(navigation.viewControllers.count == (interaction.lastRelease?.finishes == true ? 1 : 2))
        #expect(libraryViews(in: window).isEmpty && window.subtree.allSatisfy { !$0.isAnimating })
    }

    @Test("After a grab, the screens move at the finger's speed, and the release leaves at it")
    func releaseKeepsTheFingersVelocity() {
        let (interaction, clock, window, _, _, b, vendor) = running(.slide(from: .right), for: 0.1)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.pause()
        let start = Double(interaction.percentComplete)
        // The finger moves at 1.5 widths a second.
        let rate = 1.5
        var elapsed = 0.0
        for _ in 0..<12 {
            elapsed += step
            clock.advance(by: step)
            interaction.update(CGFloat(start + rate * elapsed))
        }
        let dragged = motionBefore(clock) { shownX(b.view) }
        #expect(isClose(dragged.position, width * (start + rate * elapsed), within: 1e-9))
        interaction.release(velocity: rate)
        let after = motionAfter(clock) { shownX(b.view) }
        #expect(isClose(after.position, dragged.position, within: 1e-9))
        #expect(isClose(after.velocity, rate * width, relative: 0.02))
    }

    @Test(
        "Reversing a transition that runs by itself keeps the position and the velocity on screen",
        arguments: [
            Transition.slide(from: .right).duration(1).curve(.easeIn),
            .slide(from: .right).spring(response: 0.8, dampingFraction: 0.4),
        ]
    )
    func reverseKeepsMotion(transition: Transition) {
        let (interaction, clock, window, navigation, _, b, vendor) = running(transition, for: 0.3)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let before = motionBefore(clock) { shownX(b.view) }
        #expect(before.velocity > 0.1 * width)
        interaction.reverse()
        let after = motionAfter(clock) { shownX(b.view) }
        #expect(isClose(after.position, before.position, within: 1e-6))
        #expect(isClose(after.velocity, before.velocity, relative: 0.02))
        clock.advance(by: 3)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
    }
}
