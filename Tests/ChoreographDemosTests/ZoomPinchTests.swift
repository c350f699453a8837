import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Pinching `zoom-grid`'s detail closed. The detail's large photo, (0, 100, 390, 390), zooms onto photo-4,
/// (135, 229, 120, 120): the screen's scale goes from 1 to 120/390 as the progress goes from 0 to 1, and the pinch
/// sets the progress to `(1 − scale)/(1 − 120/390)`, so the screen's scale is the fingers' scale. A release finishes
/// when `p + 0.499·v > 0.5`, `v = −(pinch velocity)/(1 − 120/390)`. Samples 1/64 s apart.
@MainActor
@Suite("zoom-grid pinched closed")
struct ZoomPinchTests {
    let dt = 1.0 / 64
    let center = CGPoint(x: 195, y: 400)
    let closed: CGFloat = 120.0 / 390

    func pushed() throws -> (ZoomGridScenario, ManualClock, ViewController, PinchInteractionController) {
        let (_, clock) = freshHost()
        let scenario = ZoomGridScenario()
        scenario.perform(.push)
        clock.advance(by: 1)
        let detail = try #require(scenario.navigationController.topViewController)
        let pinch = try #require(detail.zoomCoordinator?.pinch)
        #expect(pinch.recognizer.view === detail.view)
        #expect(pinch.recognizer.name == "pinch-to-pop")
        return (scenario, clock, detail, pinch)
    }

    @Test("Pinched closed slowly, the screen's scale is the fingers'; released, it finishes onto photo-4")
    func closesAndFinishes() throws {
        let (scenario, clock, detail, pinch) = try pushed()
        let simulator = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        try simulator.press(fingersAt: TouchSimulator.pair(center, 300))
        // 2 points a sample for 100 samples: 300 → 100 points apart, scale 1/3.
        try simulator.move(fingersTo: TouchSimulator.pair(center, 100), duration: 100 * dt)
        let interaction = try #require(pinch.interaction)
        #expect(isClose(Double(interaction.percentComplete), (2.0 / 3) / (1 - Double(closed)), within: 1e-9))
        clock.advance(by: dt)
        #expect(isClose(Double(detail.view.presentation.transform.m11), 1.0 / 3, within: 1e-6))
        try simulator.releaseFingers()
        #expect(interaction.lastRelease?.finishes == true)
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers == [scenario.gridController])
        #expect(detail.view.window == nil)
        #expect(scenario.window.view(withIdentifier: "photo-4")?.isHidden == false)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A small slow pinch cancels and the detail comes back to full screen")
    func smallCancels() throws {
        let (scenario, clock, detail, pinch) = try pushed()
        let simulator = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        // 300 → 260 points over 1 s: scale 0.867, progress 0.193; −0.133 scale/s projects 0.096 more.
        try simulator.press(fingersAt: TouchSimulator.pair(center, 300))
        try simulator.move(fingersTo: TouchSimulator.pair(center, 260), duration: 1)
        try simulator.releaseFingers()
        let release = try #require(pinch.interaction?.lastRelease)
        #expect(!release.finishes)
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 2)
        #expect(detail.view.presentation.transform == .identity)
        #expect(detail.view.visibleRect == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A quick pinch short of half finishes, the completion spring taking the fingers' speed")
    func quickPinch() throws {
        let (scenario, clock, _, pinch) = try pushed()
        let simulator = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        // 25 points a sample for 4 samples: 300 → 200, scale 2/3, 1/12 scale a sample = −16/3 scale per second.
        try simulator.press(fingersAt: TouchSimulator.pair(center, 300))
        try simulator.move(fingersTo: TouchSimulator.pair(center, 200), duration: 4 * dt)
        #expect(isClose(Double(pinch.recognizer.velocity), -16.0 / 3, within: 1e-9))
        try simulator.releaseFingers()
        let release = try #require(pinch.interaction?.lastRelease)
        let scale = 1 - Double(closed)
        #expect(isClose(release.progress, (1.0 / 3) / scale, within: 1e-9))
        #expect(isClose(release.velocity, (16.0 / 3) / scale, within: 1e-9))
        #expect(release.finishes && release.rewardsMomentum)
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers == [scenario.gridController])
    }

    @Test("interactiveDismissShouldBegin returning false keeps the detail from a pinch too")
    func shouldBeginFalse() throws {
        let (scenario, clock, detail, pinch) = try pushed()
        var asked = 0
        let options = try #require(detail.preferredTransition?.options)
        options.interactiveDismissShouldBegin = { context in
            asked += 1
            return false
        }
        try TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64).pinch(
            center: center, from: 300, to: 60, duration: 0.3)
        clock.advance(by: 2)
        #expect(asked > 0)
        #expect(pinch.interaction == nil)
        #expect(scenario.navigationController.viewControllers.count == 2)
    }
}
