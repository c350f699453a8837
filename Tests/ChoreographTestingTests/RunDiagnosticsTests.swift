import ChoreographHeadless
import ChoreographTesting
import Foundation
import HeadlessUIKit
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Every diagnostic the host reports during a run is a failure, as "Testing your transitions" says: those reported
/// while the scenario is made and during the operations run first count as much as those of the operation itself.
@MainActor
@Suite("A run's violations cover everything since its host was installed")
struct RunDiagnosticsTests {
    /// A window of a NaN width: the host reports `window.invalidSize` while the scenario is made.
    static let refusedSize = CGSize(width: CGFloat.nan, height: 300)

    @Test("a recorded run counts a diagnostic of the scenario's making")
    func recordedRunCountsScenarioMaking() throws {
        let run = try runTransition(.present, framesPerSecond: 10) {
            TransitioningDelegateScenario(delegate: SlideUpTransitioningDelegate(), size: Self.refusedSize)
        }
        #expect(run.diagnostics.map(\.code).contains(.windowInvalidSize))
        #expect(run.violations.map(\.code).contains(.windowInvalidSize))
    }

    @Test("a recorded dismissal counts a diagnostic of the presentation it runs first")
    func recordedRunCountsEarlierOperation() throws {
        // The broken animator presents without setting the sheet's final frame; the dismissal itself is clean.
        let run = try runTransition(.dismiss, framesPerSecond: 10) {
            TransitioningDelegateScenario(delegate: OffscreenTransitioningDelegate())
        }
        #expect(run.operation == .dismiss)
        #expect(run.violations.map(\.code) == [.finalFrameNotSet])
    }

    @Test("the validator counts a diagnostic of the scenario's making in every run")
    func validatorCountsScenarioMaking() {
        let results = TransitionValidator(modes: [.animated]).validate {
            TransitioningDelegateScenario(delegate: SlideUpTransitioningDelegate(), size: Self.refusedSize)
        }
        #expect(results.count == 2)
        for result in results {
            #expect(result.violations.map(\.code).contains(.windowInvalidSize))
        }
    }

    @Test("the validator counts a diagnostic of the presentation a dismissal runs first")
    func validatorCountsEarlierOperation() {
        let violations = TransitionValidator(modes: [.animated]).violations {
            TransitioningDelegateScenario(delegate: OffscreenTransitioningDelegate())
        }
        let dismissal = violations.filter { $0.operation == .dismiss }
        #expect(dismissal.map(\.code) == [.finalFrameNotSet])
    }
}
