import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Records what a scroll view tells its delegate.
@MainActor
final class ScrollLog: ScrollViewDelegate {
    private(set) var calls: [String] = []
    private(set) var offsets: [CGPoint] = []

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(scrollView.contentOffset)
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor
@Suite("Scroll views")
struct ScrollViewTests {
    /// A full-window scroll view (390 × 844) with 2000-point-tall content and a logging delegate.
    private func scene() -> (WidgetScene, ScrollView, ScrollLog) {
        let scene = WidgetScene()
        let scrollView = ScrollView(frame: scene.window.bounds, identifier: "scroll")
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let log = ScrollLog()
        scrollView.delegate = log
        scene.container.addSubview(scrollView)
        return (scene, scrollView, log)
    }

    /// UIKit's rubber band: `(1 − 1/(x·0.55/d + 1))·d` beyond a limit.
    private func band(_ overshoot: CGFloat, _ dimension: CGFloat) -> CGFloat {
        (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    @Test("The content offset is the bounds' origin; hit testing and conversions follow it")
    func offsetIsBoundsOrigin() {
        let scene = WidgetScene()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        scrollView.contentSize = CGSize(width: 390, height: 1000)
        let row = View(frame: CGRect(x: 0, y: 600, width: 390, height: 50), identifier: "row")
        scrollView.addSubview(row)
        scene.container.addSubview(scrollView)
        #expect(scrollView.clipsToBounds)
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 310), with: nil) === scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 400))
        // On screen the row is at 100 + 600 − 400 = 300.
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 310), with: nil) === row)
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 290), with: nil) === scrollView)
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 300))
        #expect(scrollView.convert(CGPoint(x: 5, y: 300), from: nil) == CGPoint(x: 5, y: 600))
        #expect(row.visibleRect == CGRect(x: 0, y: 300, width: 390, height: 50))
        // Scrolled so the row is above the view: clipped out of touches.
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        #expect(scene.window.hitTest(CGPoint(x: 10, y: 90), with: nil) === scene.container)
    }

    @Test("A drag moves the content with the finger from where the pan began")
    func dragFollowsFinger() throws {
        let (scene, scrollView, log) = scene()
        try scene.simulator.press(at: CGPoint(x: 200, y: 600))
        try scene.simulator.move(to: CGPoint(x: 200, y: 580))  // past the 10-point hysteresis: the pan begins
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.isDragging)
        try scene.simulator.move(to: CGPoint(x: 180, y: 300))
        // Up by 280 from where it began; the content is not wider than the view, so x stays.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 280))
        try scene.simulator.release()
        #expect(!scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 280))
        #expect(log.calls == ["willBeginDragging", "didScroll", "didEndDragging(false)"])
    }

    @Test("Beyond the range the drag stretches a rubber band, and the content springs back when the finger lifts")
    func rubberBand() throws {
        let (scene, scrollView, log) = scene()
        try scene.simulator.press(at: CGPoint(x: 200, y: 300))
        try scene.simulator.move(to: CGPoint(x: 200, y: 320))
        try scene.simulator.move(to: CGPoint(x: 200, y: 420))  // pulled down by 100 beyond the top
        #expect(abs(scrollView.contentOffset.y - -band(100, 844)) < 1e-9)
        try scene.simulator.release()
        #expect(log.calls.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating)
        scene.clock.advance(by: 0.5)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDecelerating)
        #expect(log.calls.last == "didEndDecelerating")
    }

    @Test("Without bounces the drag stops at the ends of the content")
    func clamped() throws {
        let (scene, scrollView, _) = scene()
        scrollView.bounces = false
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        try scene.simulator.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 10), duration: 0.1)
        try scene.simulator.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 10), duration: 0.1)
        // 2000 + 30 − 844.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1186))
        try scene.simulator.drag(from: CGPoint(x: 200, y: 10), to: CGPoint(x: 200, y: 800), duration: 0.1)
        try scene.simulator.drag(from: CGPoint(x: 200, y: 10), to: CGPoint(x: 200, y: 800), duration: 0.1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -10))
        #expect(scrollView.contentOffsetRange == CGRect(x: 0, y: -10, width: 0, height: 1196))
    }

    @Test("Content no taller than the view does not scroll unless it always bounces; scrolling can be turned off")
    func scrollableAxes() throws {
        let (scene, scrollView, _) = scene()
        scrollView.contentSize = CGSize(width: 390, height: 500)
        try scene.simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.1)
        #expect(scrollView.contentOffset == .zero)
        scrollView.alwaysBounceVertical = true
        try scene.simulator.press(at: CGPoint(x: 200, y: 600))
        try scene.simulator.move(to: CGPoint(x: 200, y: 580))
        try scene.simulator.move(to: CGPoint(x: 200, y: 480))
        #expect(abs(scrollView.contentOffset.y - band(100, 844)) < 1e-9)
        try scene.simulator.release()
        scene.clock.advance(by: 1)
        #expect(scrollView.contentOffset == .zero)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        try scene.simulator.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.1)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("An animated offset moves frame by frame on the ease-in-ease-out curve and tells the delegate at its end")
    func animatedOffset() {
        let (scene, scrollView, log) = scene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.contentOffset == .zero)
        // Halfway through (0.15 s, a frame boundary) the symmetric curve is halfway.
        scene.clock.advance(by: 0.15)
        #expect(abs(scrollView.contentOffset.y - 300) < 1e-6)
        scene.clock.advance(by: 0.2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
        // One offset a frame: 18 frames of 1/60 s in 0.3 s.
        #expect(log.offsets.count == 18)
        #expect(zip(log.offsets, log.offsets.dropFirst()).allSatisfy { $0.y < $1.y })
        // Setting the offset stops an animation without its end call.
        scrollView.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        scene.clock.advance(by: 0.05)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scene.clock.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(log.calls.filter { $0 == "didEndScrollingAnimation" }.count == 1)
    }

    @Test("Invalid sizes, offsets and insets are reported and read as 0; huge content keeps the range finite")
    func hostileInputs() throws {
        let (scene, scrollView, log) = scene()
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: -5)
        #expect(scrollView.contentSize == .zero)
        scrollView.contentInset = EdgeInsets(top: .infinity)
        #expect(scrollView.contentInset == .zero)
        #expect(scene.codes == [.scrollViewInvalidContentSize, .scrollViewInvalidContentSize])
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(scrollView.contentOffset == .zero)
        #expect(scene.codes.last == .nonFiniteValue)
        #expect(log.offsets.isEmpty)
        scrollView.contentSize = CGSize(width: 1e308, height: 1.7e308)
        scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 1e308, right: 1e308)
        let range = scrollView.contentOffsetRange
        #expect(range.width.isFinite && range.height.isFinite)
        #expect(range.height == .greatestFiniteMagnitude)
        try scene.simulator.press(at: CGPoint(x: 300, y: 600))
        try scene.simulator.move(to: CGPoint(x: 280, y: 580))
        try scene.simulator.move(to: CGPoint(x: 100, y: 300))
        #expect(scrollView.contentOffset == CGPoint(x: 180, y: 280))
        try scene.simulator.release()
        scrollView.setContentOffset(CGPoint(x: 1e308, y: 1.7e308), animated: true)
        scene.clock.advance(by: 0.15)
        #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite)
        scene.clock.advance(by: 0.2)
        #expect(scrollView.contentOffset == CGPoint(x: 1e308, y: 1.7e308))
    }

    @Test("The delegate is held weakly, as in UIKit")
    func weakDelegate() {
        let scrollView = ScrollView()
        var log: ScrollLog? = ScrollLog()
        scrollView.delegate = log
        #expect(scrollView.delegate != nil)
        log = nil
        #expect(scrollView.delegate == nil)
    }
}
