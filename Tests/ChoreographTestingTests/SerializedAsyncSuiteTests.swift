import ChoreographHeadless
import Foundation
import HeadlessUIKit
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Async tests that wait between installing their host and using it, written as "Testing your transitions" says:
/// the suite is `.serialized`, so its own tests never run while one of them waits, and each test makes its host
/// current again after every `await`, because a test of another suite may install its own host meanwhile.
@MainActor
@Suite("An async suite that waits between host calls", .serialized)
struct SerializedAsyncSuiteTests {
    @Test("each case sees only its own host's diagnostics and clock", arguments: 0..<6)
    func ownHostAcrossSuspensions(_ index: Int) async throws {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // `index + 1` refused durations, each reported on the host current at the call.
        for _ in 0...index {
            UIView.animate(withDuration: -1) { view.alpha = 1 }
        }
        try await Task.sleep(nanoseconds: 1_000_000)
        HostEnvironment.current = host

        var finished = false
        UIView.animate(withDuration: 0.5) {
            view.center.x = 100
        } completion: {
            finished = $0
        }
        UIView.animate(withDuration: -1) { view.alpha = 1 }
        await Task.yield()
        HostEnvironment.current = host

        clock.advance(by: 0.25 * Double(index + 2))
        // The case's own reports, and no other case's: index + 1 before the wait, one after it.
        #expect(host.diagnostics.codes == Array(repeating: .animateInvalidDuration, count: index + 2))
        #expect(clock.now == 0.25 * Double(index + 2))
        #expect(finished)
        #expect(view.presentation.center.x == 100)
        #expect(HostEnvironment.current === host)
    }
}
