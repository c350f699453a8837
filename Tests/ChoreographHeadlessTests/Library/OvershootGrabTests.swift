import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Grabbing or reversing a library transition while its completion spring carries the screens past their end: the
/// transition is held where it is, past the end, and the finger moves it back from there
/// (RunningTransitions#Interactive-transitions).
@MainActor
@Suite("Grabbing a completion that overshoots")
struct OvershootGrabTests {
    private let width = Double(Window.defaultSize.width)
    /// A frame at 240 Hz.
    private let step = 1.0 / 240

    /// `B` popped with `slide(from: .right)` by `interaction`: dragged to 0.3 and flicked at `velocity`, then run until
    /// the leaving screen has passed its end (the container's width) by more than a point.
    private func overshooting(_ interaction: TransitionInteraction, velocity: Double) -> (
        ManualClock, Window, NavigationController, ViewController, NavigationVendor
    ) {
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.slide(from: .right), operation: .pop), interactor: interaction, pushed: true)
        navigation.popViewController(animated: true)
        interaction.update(0.3)
        clock.advance(by: step)
        interaction.release(velocity: velocity)
        for _ in 0..<400 where shownX(b.view) <= width + 1 {
            clock.advance(by: step / 4)
        }
        return (clock, window, navigation, b, vendor)
    }

    @Test("A grab past the end holds the screen there, and the finger moves it back from there", arguments: [2.0, 3.0])
    func grabHolds(velocity: Double) {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, b, vendor) = overshooting(interaction, velocity: velocity)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let before = motionBefore(clock) { shownX(b.view) }
        #expect(before.position > width + 1)
        interaction.pause()
        #expect(isClose(shownX(b.view), before.position, within: 1e-9))
        #expect(isClose(Double(interaction.percentComplete), before.position / width, within: 1e-9))
        clock.advance(by: step)
        #expect(isClose(shownX(b.view), before.position, within: 1e-9))
        // Moving on past where it was held is kept there; moving back moves it back by as much.
        interaction.update(interaction.percentComplete + 0.1)
        #expect(isClose(shownX(b.view), before.position, within: 1e-9))
        interaction.update(CGFloat(before.position / width - 0.05))
        clock.advance(by: step)
        #expect(isClose(shownX(b.view), before.position - 0.05 * width, within: 1e-9))
        interaction.release(velocity: 0)
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Let go where it was held past the end, it comes back to the end from there, without a jump")
    func releaseFromPastTheEnd() {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, b, vendor) = overshooting(interaction, velocity: 2)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.pause()
        let held = shownX(b.view)
        interaction.release(velocity: 0)
        #expect(interaction.lastRelease?.finishes == true)
        var last = held
        var steps = 0
        while b.view.superview != nil, steps < 400 {
            clock.advance(by: step)
            steps += 1
            guard b.view.superview != nil else { break }
            let x = shownX(b.view)
            // Back towards the end, a little at a time, never short of it.
            #expect(x <= last + 1e-9 && x >= width - 1e-9 && last - x < 1)
            last = x
        }
        #expect(steps > 10)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("Reversed past the end, the screen turns back where it is, at the speed it had", arguments: [2.0, 3.0])
    func reverseKeepsMotion(velocity: Double) {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, b, vendor) = overshooting(interaction, velocity: velocity)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let before = motionBefore(clock) { shownX(b.view) }
        #expect(before.position > width + 1)
        interaction.reverse()
        let after = motionAfter(clock) { shownX(b.view) }
        #expect(isClose(after.position, before.position, within: 1e-9))
        // Near the turning point the speed is small: compared in points per second.
        #expect(isClose(after.velocity, before.velocity, within: 0.02 * abs(before.velocity) + 1))
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.presentation.frame == window.bounds)
    }

    @Test("Under the edge swipe's rule, a grab past the end is shown there, not pulled back to the 0.999 cap")
    func edgeSwipeGrab() {
        let interaction = TransitionInteraction(releaseRule: .edgeSwipe(width: width))
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.slide(from: .right), operation: .pop), interactor: interaction, pushed: true)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        navigation.popViewController(animated: true)
        // A short fast swipe: the velocity decides, and the 0.8 spring carries the screen past its end.
        for progress in [0.1, 0.2, 0.3] {
            interaction.update(CGFloat(progress))
            clock.advance(by: 0.02)
        }
        interaction.release(velocity: 5)
        #expect(interaction.lastRelease?.dampingRatio == TransitionInteraction.momentumDampingRatio)
        for _ in 0..<400 where shownX(b.view) <= width + 1 {
            clock.advance(by: step / 4)
        }
        let held = shownX(b.view)
        #expect(held > width + 1)
        interaction.pause()
        interaction.update(interaction.percentComplete)
        #expect(isClose(shownX(b.view), held, within: 1e-9))
        interaction.update(interaction.percentComplete - 0.01)
        #expect(isClose(shownX(b.view), held - 0.01 * width, within: 1e-9))
        interaction.release(velocity: 0)
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("The swipe-back's edge pan grabs a pop past its end where it is, and the finger moves it back from there")
    func edgePanGrab() throws {
        let (_, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: .slide(from: .right))
        clock.advance(by: 1)
        let touches = TouchSimulator(window: window, clock: clock)
        // A short, fast swipe: the velocity finishes it on a spring that overshoots.
        try touches.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.05)
        for _ in 0..<400 where shownX(b.view) <= width + 1 {
            clock.advance(by: step / 4)
        }
        let held = shownX(b.view)
        #expect(held > width + 1)
        // The pan begins past its 10-point hysteresis, at once, and takes hold where the screen is.
        try touches.press(at: CGPoint(x: 18, y: 400))
        try touches.move(to: CGPoint(x: 4, y: 400))
        #expect(isClose(shownX(b.view), held, within: 1e-9))
        try touches.move(to: CGPoint(x: 0, y: 400))
        #expect(isClose(shownX(b.view), held - 4, within: 1e-9))
        try touches.release()
        clock.advance(by: 2)
        #expect(b.view.presentation.frame.minX == 0 || b.view.superview == nil)
    }
}
