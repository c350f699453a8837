import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Grabbing `zoom-grid`'s zoom-out again while it completes after a release, as iOS 18 lets a finger catch the
/// zoomed screen in flight.
///
/// Numbers by hand (`ZoomDismissal` on the 844-point window): a drag of `d` points sets the progress to `0.5·d/422`,
/// and over that drag phase the screen's center moves down with the finger (a translation of `d`, about the center),
/// so the screen's vertical speed equals the finger's. A release finishes when `p + 0.499·(0.5·v/422) > 0.15`. Touch
/// samples are 1/64 s apart.
@MainActor
@Suite("zoom-grid grabbed mid-flight")
struct ZoomGrabTests {
    let dt = 1.0 / 64

    func pushed() -> (ZoomGridScenario, ManualClock, ViewController) {
        let (_, clock) = freshHost()
        let scenario = ZoomGridScenario()
        scenario.perform(.push)
        clock.advance(by: 1)
        return (scenario, clock, scenario.navigationController.topViewController!)
    }

    /// How far down the detail's screen shows now: the vertical translation of its transform on screen.
    func shownDrop(_ detail: ViewController) -> Double {
        Double(detail.view.presentation.transform.m42)
    }

    /// The screen's vertical speed just after now (points per second), by a forward difference over 0.1 ms.
    func speed(_ detail: ViewController, _ clock: ManualClock) -> Double {
        let tick = 1e-4
        let y0 = shownDrop(detail)
        clock.advance(by: tick)
        let y1 = shownDrop(detail)
        clock.advance(by: tick)
        let y2 = shownDrop(detail)
        return (-3 * y0 + 4 * y1 - y2) / (2 * tick)
    }

    func coordinator(_ detail: ViewController) throws -> ZoomTransitionCoordinator {
        try #require(detail.zoomCoordinator)
    }

    @Test("Grabbed while it springs back, the screen holds where it shows, follows the finger, and leaves at its speed")
    func grabWhileSpringingBack() throws {
        let (scenario, clock, detail) = pushed()
        let first = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        // 0.5 points a sample (32 pt/s) for 160 samples: 80 points, progress 0.0948; projected 0.1137 < 0.15.
        try first.press(at: CGPoint(x: 195, y: 300))
        for step in 1...160 {
            try first.move(to: CGPoint(x: 195, y: 300 + Double(step) * 0.5), duration: dt)
        }
        try first.release()
        let interaction = try #require(try coordinator(detail).interaction)
        #expect(interaction.lastRelease?.finishes == false)
        clock.advance(by: 0.05)
        let before = shownDrop(detail)
        #expect(before > 1 && before < 80, "on its way back up: \(before)")
        // A finger comes down on the screen and moves 11 points: past the pan's 10-point hysteresis it begins.
        let grab = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        try grab.press(at: CGPoint(x: 195, y: 500))
        let justBefore = shownDrop(detail)
        try grab.move(to: CGPoint(x: 195, y: 511), duration: dt)
        // The detail's model is already at the end of its flight, so the finger lands on the grid: the container's
        // catching pan takes it.
        let catching = try coordinator(detail).catchPan
        #expect(catching.state == .began)
        #expect(try coordinator(detail).interaction === interaction, "the same zoom-out, grabbed")
        let held = shownDrop(detail)
        // Where it showed when the pan began 1/64 s later (the spring still rising meanwhile), plus the finger's 11.
        #expect(held > justBefore && held < justBefore + 11, "continuous: \(justBefore) → \(held)")
        clock.advance(by: dt)
        #expect(shownDrop(detail) == held, "held under a still finger")
        try grab.move(to: CGPoint(x: 195, y: 541), duration: dt)
        clock.advance(by: dt)
        #expect(abs(shownDrop(detail) - (held + 30)) < 1e-6, "then follows it point for point")
        // 15 points a sample, 960 pt/s, for four samples: it leaves the finger at the finger's speed and finishes.
        for step in 1...4 {
            try grab.move(to: CGPoint(x: 195, y: 541 + Double(step) * 15), duration: dt)
        }
        let finger = catching.velocity(in: nil).y
        #expect(abs(finger - 960) < 1e-6)
        try grab.release()
        #expect(interaction.lastRelease?.finishes == true)
        #expect(isClose(speed(detail, clock), 960, relative: 0.01), "the screen leaves at the finger's speed")
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers == [scenario.gridController])
        #expect(detail.view.window == nil)
        #expect(scenario.window.view(withIdentifier: "photo-4")?.isHidden == false)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Grabbed while it flies onto photo-4, the screen stops there and a slow drag back up brings it home")
    func grabWhileFlying() throws {
        let (scenario, clock, detail) = pushed()
        let first = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        // 2 points a sample for 100 samples: 200 points down, progress 0.237, finishing.
        try first.press(at: CGPoint(x: 195, y: 300))
        for step in 1...100 {
            try first.move(to: CGPoint(x: 195, y: 300 + Double(step) * 2), duration: dt)
        }
        try first.release()
        let interaction = try #require(try coordinator(detail).interaction)
        #expect(interaction.lastRelease?.finishes == true)
        clock.advance(by: 0.04)
        let frameBefore = detail.view.presentation.frame
        #expect(frameBefore.width < 390 && frameBefore.width > 120, "in flight: \(frameBefore)")
        let grab = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        let center = CGPoint(x: frameBefore.midX, y: frameBefore.midY)
        try grab.press(at: center)
        try grab.move(to: CGPoint(x: center.x, y: center.y - 11), duration: dt)
        #expect(try coordinator(detail).interaction === interaction)
        let held = detail.view.presentation.frame
        #expect(abs(held.width - frameBefore.width) < 40, "no jump to the end or back to the start")
        clock.advance(by: 0.5)
        #expect(detail.view.presentation.frame == held, "held: it no longer flies on by itself")
        // Slowly all the way back up: 1 point a sample for 600 samples.
        for step in 1...600 {
            try grab.move(to: CGPoint(x: center.x, y: center.y - 11 - Double(step)), duration: dt)
        }
        try grab.release()
        #expect(interaction.lastRelease?.finishes == false)
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 2)
        #expect(detail.view.presentation.transform == .identity)
        #expect(detail.view.visibleRect == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
