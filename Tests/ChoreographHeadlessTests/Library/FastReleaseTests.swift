import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Releases faster than a completion spring absorbs over the transition's duration: the completion takes less time,
/// keeps the finger's velocity and comes to rest by its end — no flight past the end, no snap when it is cut
/// (InteractionPhysics#Completing-after-a-release).
@MainActor
@Suite("Fast releases")
struct FastReleaseTests {
    private let width = Double(Window.defaultSize.width)
    /// A frame at 240 Hz.
    private let step = 1.0 / 240

    /// `B` popped with `slide(from: .right)` by `interaction`, its progress set to each of `progress` 10 ms apart.
    private func dragged(_ interaction: TransitionInteraction, through progress: [Double]) -> (
        ManualClock, Window, NavigationController, ViewController, NavigationVendor
    ) {
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.slide(from: .right), operation: .pop), interactor: interaction, pushed: true)
        navigation.popViewController(animated: true)
        for value in progress {
            clock.advance(by: 0.01)
            interaction.update(CGFloat(value))
        }
        return (clock, window, navigation, b, vendor)
    }

    /// The positions of `view` every `interval` seconds while it is in a window, at most `count` of them.
    private func positions(of view: View, _ clock: ManualClock, every interval: Double, count: Int = 2000) -> [Double] {
        var positions: [Double] = []
        for _ in 0..<count {
            clock.advance(by: interval)
            guard view.window != nil, view.isAnimating else { break }
            positions.append(shownX(view))
        }
        return positions
    }

    @Test("A flick past half way at 10 widths a second finishes sooner, at the finger's speed, without passing the end")
    func settledFlick() {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, b, vendor) = dragged(interaction, through: [0.5, 0.6, 0.7])
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.release(velocity: 10)
        #expect(interaction.lastRelease?.dampingRatio == 1)
        let after = motionAfter(clock) { shownX(b.view) }
        #expect(isClose(after.velocity, 10 * width, relative: 0.02))
        let path = positions(of: b.view, clock, every: 0.001)
        // Critically damped: never past the end; at rest by its end, 3 / v₀ = 3 · 0.3 / 10 s.
        #expect(path.allSatisfy { $0 <= width + 1e-6 })
        #expect(width - (path.last ?? 0) <= 0.5)
        #expect(path.count <= 95)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("A flick that wins by its speed passes the end by less than 2% of the way it had left, then settles")
    func momentumFlick() {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, b, vendor) = dragged(interaction, through: [0.1, 0.2, 0.3])
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.release(velocity: 30)
        #expect(interaction.lastRelease?.dampingRatio == TransitionInteraction.momentumDampingRatio)
        let after = motionAfter(clock) { shownX(b.view) }
        #expect(isClose(after.velocity, 30 * width, relative: 0.02))
        let path = positions(of: b.view, clock, every: 0.001)
        #expect((path.max() ?? 0) <= width + 0.02 * 0.7 * width)
        #expect(abs(width - (path.last ?? 0)) <= 0.5)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("An edge swipe let go at the cap at 900 widths a second lands with no flight and no snap")
    func edgeSwipeAtTheCap() {
        let interaction = TransitionInteraction(releaseRule: .edgeSwipe(width: width))
        let (clock, window, navigation, b, vendor) = dragged(interaction, through: [0.3, 0.7, 1])
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        #expect(isClose(shownX(b.view), 0.999 * width, within: 1e-9))
        interaction.release(velocity: 900)
        #expect(interaction.lastRelease?.finishes == true)
        var last = shownX(b.view)
        for x in positions(of: b.view, clock, every: 0.001) {
            #expect(x <= width + 1e-6 && x >= last - 1e-9 && x - last <= 0.5)
            last = x
        }
        #expect(width - last <= 0.5)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("An infinite progress is clamped and sampled like any other: +∞ holds at the cap and finishes, −∞ at 0")
    func infiniteProgress() {
        let interaction = TransitionInteraction(releaseRule: .edgeSwipe(width: width))
        let (clock, window, navigation, b, vendor) = dragged(interaction, through: [0.3, 0.6, .infinity])
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        #expect(isClose(shownX(b.view), 0.999 * width, within: 1e-9))
        interaction.release(velocity: 0)
        #expect(interaction.lastRelease?.finishes == true)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        let backwards = TransitionInteraction(releaseRule: .edgeSwipe(width: width))
        let (clock2, window2, navigation2, b2, vendor2) = dragged(backwards, through: [0.3, 0.2, -.infinity])
        defer { withExtendedLifetime((window2, vendor2, backwards)) {} }
        #expect(abs(shownX(b2.view)) <= 1e-9)
        backwards.release(velocity: 0)
        #expect(backwards.lastRelease?.finishes == false)
        clock2.advance(by: 1)
        #expect(navigation2.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(HostEnvironment.current.diagnostics.codes.isEmpty)
    }

    @Test(
        "A release flung away from the end the samples chose stays near the screen and reports nothing",
        arguments: [-10.0, -1e4, -1e300])
    func flungAway(velocity: Double) {
        let interaction = TransitionInteraction(releaseRule: .edgeSwipe(width: width))
        let (clock, window, navigation, b, vendor) = dragged(interaction, through: [0.3, 0.6, 0.9])
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        interaction.release(velocity: velocity)
        #expect(interaction.lastRelease?.finishes == true)
        let path = positions(of: b.view, clock, every: 0.001)
        // The spring goes back by less than 4% of the way it had left (0.1 of the width), then completes.
        let start = 0.9 * width
        #expect((path.min() ?? 0) >= start - 0.04 * 0.1 * width - 0.5)
        #expect(abs(width - (path.last ?? 0)) <= 0.5)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.codes.isEmpty)
    }

    @Test(
        "A swipe-back of any speed brings the revealed screen to rest without passing it or a last-frame snap",
        arguments: [0.005, 0.016, 0.1, 0.3])
    func swipeBack(seconds: Double) throws {
        let (_, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let a = try #require(navigation.topViewController)
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: .slide(from: .right))
        clock.advance(by: 1)
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.press(at: CGPoint(x: 2, y: 400))
        try touches.move(to: CGPoint(x: 380, y: 400), duration: seconds)
        try touches.release()
        // At 240 Hz: the revealed screen comes to rest at 0 from the left, never past it, the last step a small one.
        var last = shownX(a.view)
        var path: [Double] = []
        for _ in 0..<240 {
            clock.advance(by: step)
            path.append(shownX(a.view))
            guard a.view.isAnimating else { break }
        }
        for x in path {
            #expect(x <= 1e-6 && x >= last - 1e-9)
            last = x
        }
        #expect(path.count >= 2 && abs(path[path.count - 2]) <= 0.5)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("A percent-driven completion on a damping-ratio spring leaves at the spring's velocity, whatever its speed")
    func springFittedToTheCompletion() {
        let interaction = PercentDrivenInteractiveTransition()
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.slide(from: .right), operation: .pop), interactor: interaction, pushed: true)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        navigation.popViewController(animated: true)
        interaction.update(0.5)
        clock.advance(by: step)
        // Twice the speed: the half left takes a quarter of the duration; 2 distances left a second is 1 width.
        interaction.timingCurve = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
        interaction.completionSpeed = 2
        interaction.finish()
        let after = motionAfter(clock) { shownX(b.view) }
        #expect(isClose(after.velocity, width, relative: 0.02))
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }
}
