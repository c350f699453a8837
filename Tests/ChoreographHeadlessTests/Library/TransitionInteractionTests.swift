import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A timeline animator driven by a transition interaction: the screens follow the progress, a release springs on at
/// the gesture's velocity, and interruptions keep position and velocity continuous.
@MainActor
@Suite("Transition interaction")
struct TransitionInteractionTests {
    private let width = Double(Window.defaultSize.width)
    /// A frame at 240 Hz.
    private let step = 1.0 / 240
    /// A step short enough for finite differences of a stiff spring: 0.1 ms.
    private let tick = 1e-4

    /// `B` pushed on `A`, popped with `slide(from: .right)` driven by `interaction`.
    private func popping(_ interaction: TransitionInteraction) -> (
        ManualClock, Window, NavigationController, ViewController, ViewController, NavigationVendor
    ) {
        let scene = libraryNavigation(
            animator: TimelineAnimator(.slide(from: .right), operation: .pop), interactor: interaction, pushed: true)
        scene.2.popViewController(animated: true)
        return scene
    }

    /// The velocity of `position` just after `clock.now`, from it and two later samples (second order).
    private func forwardVelocity(_ clock: ManualClock, _ position: () -> Double) -> (Double, [Double]) {
        let x0 = position()
        clock.advance(by: tick)
        let x1 = position()
        clock.advance(by: tick)
        let x2 = position()
        return ((-3 * x0 + 4 * x1 - x2) / (2 * tick), [x0, x1, x2])
    }

    @Test("While interactive, the leaving screen follows the progress exactly: W·p, not eased")
    func followsProgress() {
        let interaction = TransitionInteraction()
        let (clock, window, _, a, b, vendor) = popping(interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        for p in [0.1, 0.25, 0.6, 0.3] {
            interaction.update(CGFloat(p))
            clock.advance(by: step)
            #expect(isClose(shownX(b.view), width * p, within: 1e-9))
            #expect(isClose(shownX(a.view), -width * (1 - p), within: 1e-9))
        }
    }

    @Test(
        "A flick that carries a short drag finishes on a 0.8 spring that starts at the flick's velocity and overshoots")
    func flickRewardsMomentum() {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, a, b, vendor) = popping(interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.update(0.3)
        clock.advance(by: step)
        interaction.release(velocity: 2)
        let release = interaction.lastRelease
        #expect(release?.finishes == true && release?.progress == 0.3 && release?.velocity == 2)
        #expect(release?.rewardsMomentum == true && release?.dampingRatio == 0.8)
        // The leaving screen leaves at 2 widths a second.
        let (velocity, samples) = forwardVelocity(clock) { shownX(b.view) }
        #expect(isClose(samples[0], 0.3 * width, within: 1e-9))
        #expect(isClose(velocity, 2 * width, relative: 0.01))
        var farthest = samples[2]
        for _ in 0..<80 {
            clock.advance(by: step)
            guard b.view.isAnimating else { break }
            farthest = max(farthest, shownX(b.view))
        }
        // An underdamped spring carries it past the end before it settles.
        #expect(farthest > width + 1)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(a.view.presentation.frame == window.bounds && b.view.transform == .identity)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A slow release past half way finishes on a critically damped spring; a slow one short of it cancels")
    func positionDecides() {
        for (progress, finishes) in [(0.7, true), (0.3, false)] {
            let interaction = TransitionInteraction()
            let (clock, window, navigation, _, b, vendor) = popping(interaction)
            defer { withExtendedLifetime((window, vendor, interaction)) {} }
            interaction.update(CGFloat(progress))
            interaction.release(velocity: 0.1 * (finishes ? 1 : -1))
            #expect(interaction.lastRelease?.finishes == finishes)
            #expect(interaction.lastRelease?.rewardsMomentum == false)
            #expect(interaction.lastRelease?.dampingRatio == 1)
            var positions: [Double] = []
            for _ in 0..<100 {
                clock.advance(by: step)
                positions.append(shownX(b.view))
            }
            // Critically damped: it never passes its end.
            #expect(positions.allSatisfy { $0 <= width + 1e-9 && $0 >= -1e-9 })
            clock.advance(by: 1)
            #expect(navigation.viewControllers.count == (finishes ? 1 : 2))
            #expect(b.view.transform == .identity)
        }
    }

    @Test("Reversing a completion mid-flight keeps the position and the velocity, then cancels")
    func reverseIsContinuous() {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, _, b, vendor) = popping(interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.update(0.4)
        interaction.release(velocity: 1.5)
        clock.advance(by: 0.05)
        // Backward second-order velocity from three samples ending now.
        let x0 = shownX(b.view)
        clock.advance(by: tick)
        let x1 = shownX(b.view)
        clock.advance(by: tick)
        let x2 = shownX(b.view)
        let before = (3 * x2 - 4 * x1 + x0) / (2 * tick)
        #expect(before > 0.5 * width)
        interaction.reverse()
        let (after, samples) = forwardVelocity(clock) { shownX(b.view) }
        #expect(isClose(samples[0], x2, within: 1e-9))
        #expect(isClose(after, before, relative: 0.02))
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.presentation.frame == window.bounds && b.view.transform == .identity)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Reversing a cancellation finishes the transition: the last end of the interaction decides")
    func reverseCancellation() {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, a, b, vendor) = popping(interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.update(0.3)
        interaction.release(velocity: -0.2)
        #expect(interaction.lastRelease?.finishes == false)
        clock.advance(by: 0.05)
        interaction.reverse()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.view.superview == nil && a.view.presentation.frame == window.bounds)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Grabbing a transition that runs by itself holds it where it is on screen; the finger then moves it on")
    func grabIsContinuous() {
        let interaction = TransitionInteraction()
        interaction.wantsInteractiveStart = false
        let (clock, window, navigation, _, b, vendor) = popping(interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        clock.advance(by: 0.1)
        let held = shownX(b.view)
        #expect(held > 0 && held < width)
        interaction.pause()
        #expect(isClose(shownX(b.view), held, within: 1e-9))
        clock.advance(by: 0.1)
        #expect(isClose(shownX(b.view), held, within: 1e-9))
        let progress = Double(interaction.percentComplete)
        interaction.update(CGFloat(progress + 0.2))
        clock.advance(by: step)
        #expect(shownX(b.view) > held)
        interaction.release(velocity: 3)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A release before the transition is interactive, or after it ended, is ignored")
    func strayRelease() {
        let interaction = TransitionInteraction()
        interaction.release(velocity: 1)
        #expect(interaction.lastRelease == nil)
        let (clock, window, navigation, _, _, vendor) = popping(interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.update(0.9)
        interaction.release(velocity: .nan)
        #expect(interaction.lastRelease?.velocity == 0 && interaction.lastRelease?.finishes == true)
        clock.advance(by: 1)
        let last = interaction.lastRelease
        interaction.release(velocity: -5)
        interaction.reverse()
        #expect(interaction.lastRelease == last)
        #expect(navigation.viewControllers.count == 1)
    }
}

/// An interactive start plans the same fallback as a start by itself.
@MainActor
@Suite("Transition interaction: fallbacks")
struct TransitionInteractionFallbackTests {
    @Test("A zoom from a missing element that falls back to a slide slides while interactive: W·p")
    func interactiveFallback() {
        let width = Double(Window.defaultSize.width)
        let interaction = TransitionInteraction()
        let transition = Transition.zoom(from: "missing", fades: false).fallback(.slide(from: .right))
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(transition, operation: .pop), interactor: interaction, pushed: true)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        navigation.popViewController(animated: true)
        for p in [0.2, 0.7] {
            interaction.update(CGFloat(p))
            clock.advance(by: 1.0 / 240)
            // The slide's leaving screen is W·p to the right and unscaled; the zoom's own fallback would scale it.
            #expect(isClose(shownX(b.view), width * p, within: 1e-9))
            #expect(isClose(shownX(a.view), -width * (1 - p), within: 1e-9))
        }
        interaction.release(velocity: 0)
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }
}
