import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The zoom of `zoom-grid`: pushing photo-4 and zooming the detail out by dragging it down.
@MainActor
@Suite("zoom-grid")
struct ZoomGridTests {
    /// photo-4's frame in the window, from the grid's layout rules: column 1 and row 1, 6 + 129 and 100 + 129.
    let photoFour = CGRect(x: 135, y: 229, width: 120, height: 120)

    /// A fresh scenario with the detail of photo-4 pushed and settled.
    func pushed(_ prepare: (ZoomGridScenario) -> Void = { _ in }) -> (ZoomGridScenario, ManualClock) {
        let (_, clock) = freshHost()
        let scenario = ZoomGridScenario()
        prepare(scenario)
        scenario.perform(.push)
        clock.advance(by: 1)
        return (scenario, clock)
    }

    /// Records `drag` on the pushed detail.
    func dragRecording(_ drag: String, _ prepare: (ZoomGridScenario) -> Void = { _ in }) throws -> (
        ZoomGridScenario, Recording
    ) {
        let (scenario, _) = pushed(prepare)
        let recorder = FrameRecorder(framesPerSecond: 60, timeLimit: 4, drag: try DragScript(parsing: drag))
        return (scenario, try recorder.record(scenario, operation: nil))
    }

    /// The on-screen rect of `identifier` in each frame that shows it.
    func rects(of identifier: String, in recording: Recording) -> [CGRect] {
        recording.frames.compactMap { frame in frame.views.first { $0.name.text == identifier }?.visibleRect }
    }

    @Test("A push grows photo-4 into the detail's large photo, photo-4 hidden meanwhile")
    func push() throws {
        let (_, clock) = freshHost()
        let scenario = ZoomGridScenario()
        let recording = try FrameRecorder(framesPerSecond: 60).record(scenario, operation: .push)
        _ = clock
        let images = rects(of: "photo-detail-image", in: recording)
        #expect(rectsClose(try #require(images.first), photoFour, within: 1e-3))
        #expect(rectsClose(try #require(images.last), CGRect(x: 0, y: 100, width: 390, height: 390), within: 1e-3))
        let middle = recording.frames[recording.frames.count / 2]
        #expect(middle.views.first { $0.name.text == "photo-4" }?.opacity == 0)
        #expect(scenario.navigationController.viewControllers.count == 2)
    }

    @Test("A far drag finishes the pop onto photo-4's frame")
    func farDrag() throws {
        let (scenario, recording) = try dragRecording("195,300 -> 195,700 in 0.3s")
        #expect(recording.settled)
        let last = try #require(rects(of: "photo-detail-image", in: recording).last)
        #expect(rectsClose(last, photoFour, within: 1))
        #expect(scenario.navigationController.viewControllers == [scenario.gridController])
        #expect(scenario.window.subtree.allSatisfy { $0.identifier != "photo-detail" })
    }

    @Test("While dragged the detail follows the finger down and shrinks")
    func follows() throws {
        let (scenario, clock) = pushed()
        let detail = try #require(scenario.navigationController.topViewController)
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.press(at: CGPoint(x: 195, y: 300))
        try simulator.move(to: CGPoint(x: 195, y: 320), duration: 0.05)
        let start = detail.view.presentation.transform.m42
        try simulator.move(to: CGPoint(x: 195, y: 420), duration: 0.2)
        let state = detail.view.presentation
        // 100 points further down, the screen 100 points lower; its scale 1 − 0.4·offset/422 (half the height).
        #expect(abs(state.transform.m42 - start - 100) < 1e-6)
        #expect(abs(state.transform.m11 - (1 - 0.4 * state.transform.m42 / 422)) < 1e-6)
        try simulator.release()
        clock.advance(by: 2)
    }

    @Test("A short fast flick finishes the pop")
    func flick() throws {
        let (scenario, recording) = try dragRecording("195,300 -> 195,360 in 0.05s")
        #expect(recording.settled)
        #expect(rectsClose(try #require(rects(of: "photo-detail-image", in: recording).last), photoFour, within: 1))
        #expect(scenario.navigationController.viewControllers == [scenario.gridController])
    }

    @Test("A short slow drag springs back to full screen")
    func springsBack() throws {
        let (scenario, recording) = try dragRecording("195,300 -> 195,340 in 0.5s")
        #expect(recording.settled)
        #expect(scenario.navigationController.viewControllers.count == 2)
        let last = try #require(rects(of: "photo-detail-image", in: recording).last)
        #expect(rectsClose(last, CGRect(x: 0, y: 100, width: 390, height: 390), within: 1e-6))
    }

    @Test("Dragged past the threshold, a flick back up cancels")
    func wrongWay() throws {
        let (scenario, clock) = pushed()
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.press(at: CGPoint(x: 195, y: 300))
        try simulator.move(to: CGPoint(x: 195, y: 550), duration: 0.5)
        try simulator.move(to: CGPoint(x: 195, y: 520), duration: 0.03)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 2)
        #expect(scenario.navigationController.topViewController?.view.presentation.transform == .identity)
    }

    @Test("A provider that finds no view on the way out pops with the standard slide")
    func fallback() throws {
        var asked = 0
        let (scenario, clock) = pushed { _ in }
        let detail = try #require(scenario.navigationController.topViewController)
        let options = ViewController.PreferredTransition.ZoomOptions()
        detail.preferredTransition = .zoom(options: options) { _ in
            asked += 1
            return nil
        }
        scenario.perform(.pop)
        clock.advance(by: 0.1)
        #expect(asked == 1)
        let state = detail.view.presentation
        #expect(state.transform.m11 == 1)
        #expect(state.transform.m41 > 0)
        clock.advance(by: 1)
        #expect(scenario.navigationController.viewControllers == [scenario.gridController])
    }

    @Test("A provider that gives a view of no size on the way out pops with the standard slide")
    func zeroSizeSource() throws {
        let (scenario, clock) = pushed { _ in }
        let detail = try #require(scenario.navigationController.topViewController)
        // A view in the window, but 0 × 0: nothing to zoom into, so the zoom falls back as without a view.
        let dot = View(frame: CGRect(x: 100, y: 300, width: 0, height: 0))
        scenario.gridController.view.addSubview(dot)
        detail.preferredTransition = .zoom(options: ViewController.PreferredTransition.ZoomOptions()) { _ in dot }
        scenario.perform(.pop)
        clock.advance(by: 0.1)
        let state = detail.view.presentation
        #expect(state.transform.m11 == 1)
        #expect(state.transform.m41 > 0)
        clock.advance(by: 1)
        #expect(scenario.navigationController.viewControllers == [scenario.gridController])
    }

    @Test("interactiveDismissShouldBegin returning false keeps the detail")
    func shouldBeginFalse() throws {
        var contexts: [ViewController.PreferredTransition.ZoomOptions.InteractionContext] = []
        let (scenario, clock) = pushed { _ in }
        let detail = try #require(scenario.navigationController.topViewController)
        let options = try #require(detail.preferredTransition?.options)
        options.interactiveDismissShouldBegin = { context in
            contexts.append(context)
            return false
        }
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.3)
        clock.advance(by: 2)
        #expect(!contexts.isEmpty)
        #expect(contexts.first?.willBegin == true)
        #expect(scenario.navigationController.viewControllers.count == 2)
    }
}
