import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// edge-pop's swipe-back under a hostile user: push and pop requested mid-swipe, the window resized to nothing and back
/// mid-swipe and mid-completion. The stack ends in one consistent state with the top screen full size and still.
@MainActor
@Suite("edge-pop under hostile input")
struct EdgePopHostileTests {
    /// edge-pop with its detail pushed, and a finger 100 points into a swipe from the left edge.
    func swiping() throws -> (HostEnvironment, ManualClock, EdgePopScenario, TouchSimulator) {
        let (host, clock) = freshHost()
        let scenario = EdgePopScenario()
        scenario.perform(.push)
        clock.advance(by: 1)
        let touches = TouchSimulator(window: scenario.window, clock: clock)
        try touches.press(at: CGPoint(x: 4, y: 400))
        try touches.move(to: CGPoint(x: 104, y: 400), duration: 0.3)
        return (host, clock, scenario, touches)
    }

    func settled(_ scenario: EdgePopScenario, _ host: HostEnvironment, count: Int) {
        #expect(FrameRecorder.isSettled(scenario.window))
        #expect(scenario.navigationController.viewControllers.count == count)
        let top = scenario.navigationController.topViewController?.view
        #expect(top?.visibleRect == scenario.window.bounds, "the top screen full size")
        #expect(scenario.window.subtree.allSatisfy { isFinite($0.presentation) })
        let allowed: Set<Diagnostic.Code> = [.navigationWhileTransitioning]
        let unexpected = host.diagnostics.entries.filter { !allowed.contains($0.code) }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    @Test("Push and pop requested mid-swipe are refused; the swipe still decides")
    func requestsMidSwipe() throws {
        let (host, clock, scenario, touches) = try swiping()
        scenario.perform(.push)
        scenario.perform(.pop)
        try touches.move(to: CGPoint(x: 330, y: 400), duration: 0.3)
        try touches.release()
        clock.advance(by: 2)
        settled(scenario, host, count: 1)
    }

    @Test("The window resized to nothing and back mid-swipe: a short slow end puts the detail back whole")
    func resizeMidSwipe() throws {
        let (host, clock, scenario, touches) = try swiping()
        scenario.window.resize(to: .zero)
        clock.advance(by: 0.05)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        try touches.move(to: CGPoint(x: 60, y: 200), duration: 0.5)
        try touches.wait(0.3)
        try touches.release()
        clock.advance(by: 2)
        settled(scenario, host, count: 2)
    }

    @Test("The window resized during the completion spring: the pop ends with the list full size")
    func resizeMidCompletion() throws {
        let (host, clock, scenario, touches) = try swiping()
        try touches.move(to: CGPoint(x: 330, y: 400), duration: 0.2)
        try touches.release()
        clock.advance(by: 0.05)
        scenario.window.resize(to: .zero)
        clock.advance(by: 0.05)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        clock.advance(by: 2)
        settled(scenario, host, count: 1)
    }
}
