import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The zoom for a presentation: `B` presented over `A` out of `A`'s 100 × 100 `thumb` at (20, 300) in a 390 × 844
/// window, then zoomed out by a drag or a pinch. Without an alignment rect the whole screen lines up with the thumb:
/// scale 100/390 wide, 100/844 high, the center (195, 422) moving to the thumb's (70, 350).
@MainActor
@Suite("Zoom for a presentation")
struct ZoomPresentationTests {
    let thumbFrame = CGRect(x: 20, y: 300, width: 100, height: 100)

    func presented() throws -> (ManualClock, Window, ViewController, ViewController, View) {
        let (_, clock) = freshHost()
        let a = ViewController(identifier: "A")
        let window = Window(size: Window.defaultSize)
        window.rootViewController = a
        window.makeKeyAndVisible()
        let thumb = View(frame: thumbFrame, identifier: "thumb")
        a.view.addSubview(thumb)
        let b = ViewController(identifier: "B")
        b.preferredTransition = .zoom { [weak thumb] _ in thumb }
        a.present(b, animated: true)
        clock.advance(by: 0.001)
        let start = b.view.presentation.frame
        #expect(abs(start.minX - 20) < 1 && abs(start.minY - 300) < 1 && abs(start.width - 100) < 1)
        #expect(thumb.presentation.alpha == 0 || thumb.isHidden, "the thumb is hidden while the zoom runs")
        clock.advance(by: 1)
        #expect(b.view.visibleRect == window.bounds, "full screen, not a page sheet")
        #expect(!thumb.isHidden)
        return (clock, window, a, b, thumb)
    }

    @Test("Presented, the screen grows out of the thumb; dragged far down, it is dismissed back onto it")
    func dragDismisses() throws {
        let (clock, window, a, b, _) = try presented()
        let pan = try #require(b.zoomCoordinator?.pan)
        #expect(pan.view === b.view)
        let simulator = TouchSimulator(window: window, clock: clock)
        try simulator.press(at: CGPoint(x: 195, y: 300))
        try simulator.move(to: CGPoint(x: 195, y: 700), duration: 0.3)
        #expect(b.isBeingDismissed)
        try simulator.release()
        clock.advance(by: 2)
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Pinched closed, the presented screen is dismissed, its scale following the fingers")
    func pinchDismisses() throws {
        let (clock, window, a, b, _) = try presented()
        let pinch = try #require(b.zoomCoordinator?.pinch)
        #expect(pinch.recognizer.name == "pinch-to-dismiss")
        let simulator = TouchSimulator(window: window, clock: clock, samplesPerSecond: 64)
        try simulator.press(fingersAt: TouchSimulator.pair(CGPoint(x: 195, y: 400), 300))
        try simulator.move(fingersTo: TouchSimulator.pair(CGPoint(x: 195, y: 400), 150), duration: 150.0 / 64)
        let interaction = try #require(pinch.interaction)
        // Scale 0.5 of a pinch closing towards 100/390: progress 0.5/(1 − 100/390).
        #expect(isClose(Double(interaction.percentComplete), 0.5 / (1 - 100.0 / 390), within: 1e-9))
        clock.advance(by: 1.0 / 64)
        #expect(isClose(Double(b.view.presentation.transform.m11), 0.5, within: 1e-6))
        try simulator.releaseFingers()
        clock.advance(by: 2)
        #expect(a.presentedViewController == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
