import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A rotation in the middle of a cancelled interactive dismissal: the host lays the screens out again for the new
/// size, so the dismissed screen's frame differs from the start without anything left unrestored.
@MainActor
@Suite("Audit: a cancelled drag across a rotation")
struct CancelAfterResizeTests {
    @Test("Fade's pull-down, rotated mid-drag and let go short, is cancelled without an audit diagnostic")
    func rotatedCancel() throws {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let scenario = FadeScenario()
        let touches = TouchSimulator(window: scenario.window, clock: clock)
        scenario.perform(.present)
        clock.advance(by: 2)
        let second = try #require(scenario.firstController.secondController)
        try touches.press(at: CGPoint(x: 195, y: 250))
        try touches.move(to: CGPoint(x: 195, y: 330), duration: 0.2)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        try touches.move(to: CGPoint(x: 195, y: 260), duration: 0.2)
        try touches.release()
        clock.advance(by: 2)
        #expect(scenario.firstController.presentedViewController === second, "the dismissal was cancelled")
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(host.diagnostics.codes == [])
    }
}
