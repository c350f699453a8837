import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `PinchInteractionController` dismissing `C`, presented over `A` with `.slide(from: .right)` (its dismissal moves
/// `C` `p · 390` points right). The progress is `(1 − scale)/(1 − closedScale)`; a release finishes when
/// `p + 0.499·v > 0.5` with `v = −velocity/(1 − closedScale)`. Fingers on a horizontal line about (195, 400), samples
/// 1/64 s apart.
@MainActor
@Suite("Pinch interaction controller")
struct PinchInteractionTests {
    let dt = 1.0 / 64
    let center = CGPoint(x: 195, y: 400)

    @MainActor
    final class Forwarder: TransitioningDelegate {
        weak var pinch: PinchInteractionController?

        func interactionControllerForDismissal(
            using animator: any AnimatedTransitioning
        ) -> (any InteractiveTransitioning)? {
            pinch?.interactionController
        }
    }

    @MainActor
    struct Stage {
        let clock: ManualClock
        let window: Window
        let a: ViewController
        let c: ViewController
        let pinch: PinchInteractionController
        let forwarder: Forwarder
        let simulator: TouchSimulator
    }

    /// `C` presented, its pinch on `C`'s view, or on the window with `onWindow`.
    func presented(closedScale: (@MainActor () -> CGFloat)? = nil, onWindow: Bool = false) -> Stage {
        let forwarder = Forwarder()
        let (clock, window, a, c) = slidePresentation(delegate: forwarder)
        let pinch = PinchInteractionController(.dismiss(c))
        pinch.closedScale = closedScale
        forwarder.pinch = pinch
        pinch.attach(to: onWindow ? window : c.view)
        let simulator = TouchSimulator(window: window, clock: clock, samplesPerSecond: 64)
        return Stage(
            clock: clock, window: window, a: a, c: c, pinch: pinch, forwarder: forwarder, simulator: simulator)
    }

    /// Presses two fingers 300 points apart and closes them to `distance`, 1 point a sample.
    func close(_ stage: Stage, to distance: CGFloat, from start: CGFloat = 300) throws {
        try stage.simulator.press(fingersAt: TouchSimulator.pair(center, start))
        try stage.simulator.move(
            fingersTo: TouchSimulator.pair(center, distance), duration: Double(start - distance) * dt)
    }

    @Test("Closed to 0.6 of the distance: progress 0.8, the screen 312 points along; released, it dismisses")
    func closesAndDismisses() throws {
        let stage = presented()
        #expect(stage.pinch.recognizer.name == "pinch-to-dismiss")
        try close(stage, to: 180)
        let interaction = try #require(stage.pinch.interaction)
        #expect(stage.pinch.isInteracting)
        #expect(isClose(Double(interaction.percentComplete), 0.8, within: 1e-9))
        stage.clock.advance(by: dt)
        #expect(isClose(Double(stage.c.view.visibleRect.minX), 312, within: 1e-6))
        try stage.simulator.releaseFingers()
        let release = try #require(interaction.lastRelease)
        // 1/300 scale a sample: −64/300 scale per second, +0.4267 progress per second.
        #expect(isClose(release.velocity, 2 * 64.0 / 300, within: 1e-9))
        #expect(release.finishes && !release.rewardsMomentum)
        stage.clock.advance(by: 2)
        #expect(stage.a.presentedViewController == nil)
        #expect(stage.c.view.window == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("The closed scale comes from the closure; one outside 0..<1 counts as 0.5")
    func closedScale() throws {
        let quarter = presented(closedScale: { 0.25 })
        try close(quarter, to: 180)
        #expect(isClose(Double(try #require(quarter.pinch.interaction).percentComplete), 0.4 / 0.75, within: 1e-9))
        try quarter.simulator.releaseFingers()
        for bad: CGFloat in [1.5, 1, -0.2, .nan] {
            let stage = presented(closedScale: { bad })
            try close(stage, to: 270)
            #expect(isClose(Double(try #require(stage.pinch.interaction).percentComplete), 0.2, within: 1e-9), "\(bad)")
            try stage.simulator.releaseFingers()
        }
    }

    @Test("A small slow pinch springs back; grabbed on the way, the pinch drives it on and finishes it")
    func smallThenGrab() throws {
        // Touches hit-test model values, and while the slide springs back C's model is already where the dismissal
        // would end: a pinch on C's view would not get the fingers, so this one is on the window.
        let stage = presented(onWindow: true)
        // 300 → 280 over 20 samples: progress 0.133, velocity 0.427/s: 0.133 + 0.213 < 0.5.
        try close(stage, to: 280)
        try stage.simulator.releaseFingers()
        let interaction = try #require(stage.pinch.interaction)
        #expect(interaction.lastRelease?.finishes == false)
        stage.clock.advance(by: 0.05)
        let before = Double(stage.c.view.visibleRect.minX)
        #expect(before > 0 && before < 52, "on its way back: \(before)")
        // Two fingers again: past the 8-point hysteresis the pinch grabs the same transition where it shows.
        try stage.simulator.press(fingersAt: TouchSimulator.pair(center, 300))
        let justBefore = Double(stage.c.view.visibleRect.minX)
        try stage.simulator.move(fingersTo: TouchSimulator.pair(center, 291), duration: dt)
        #expect(stage.pinch.isInteracting && stage.pinch.interaction === interaction)
        let held = Double(stage.c.view.visibleRect.minX)
        #expect(abs(held - justBefore) < 20, "continuous: \(justBefore) → \(held)")
        stage.clock.advance(by: dt)
        #expect(Double(stage.c.view.visibleRect.minX) == held, "held by the fingers")
        try stage.simulator.move(fingersTo: TouchSimulator.pair(center, 120), duration: 171 * dt)
        try stage.simulator.releaseFingers()
        #expect(interaction.lastRelease?.finishes == true)
        stage.clock.advance(by: 2)
        #expect(stage.a.presentedViewController == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A pinch while the controller is not presented starts nothing")
    func notPresented() throws {
        let stage = presented()
        stage.c.dismiss(animated: false)
        stage.clock.advance(by: 1)
        let view = View(frame: stage.window.bounds)
        stage.window.addSubview(view)
        stage.pinch.attach(to: view)
        try stage.simulator.pinch(center: center, from: 300, to: 100, duration: 0.2)
        #expect(stage.pinch.interaction == nil)
        #expect(stage.pinch.recognizer.state == .possible)
    }
}
