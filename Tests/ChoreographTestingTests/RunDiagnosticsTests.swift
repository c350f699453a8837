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
        // Reported before the presentation started: the set-up's.
        let refused = run.violations.filter { $0.code == .windowInvalidSize }
        #expect(!refused.isEmpty && refused.allSatisfy { $0.phase == .setUp })
        #expect(run.setUpDiagnosticCount >= refused.count)
    }

    @Test("a recorded dismissal counts a diagnostic of the presentation it runs first")
    func recordedRunCountsEarlierOperation() throws {
        // The broken animator presents without setting the sheet's final frame; the dismissal itself is clean.
        let run = try runTransition(.dismiss, framesPerSecond: 10) {
            TransitioningDelegateScenario(delegate: OffscreenTransitioningDelegate())
        }
        #expect(run.operation == .dismiss)
        #expect(run.violations.map(\.code) == [.finalFrameNotSet])
        #expect(run.setUpDiagnosticCount == 1)
        #expect(run.violations.map(\.phase) == [.setUp])
        #expect(run.violations.first?.description.hasPrefix("dismiss (animated, set-up) ") == true)
    }

    @Test("a recorded presentation's own diagnostic is the operation's, not the set-up's")
    func recordedOperationDiagnostic() throws {
        let run = try runTransition(.present, framesPerSecond: 10) {
            TransitioningDelegateScenario(delegate: OffscreenTransitioningDelegate())
        }
        #expect(run.setUpDiagnosticCount == 0)
        #expect(run.violations.map(\.code) == [.finalFrameNotSet])
        #expect(run.violations.map(\.phase) == [.operation])
        #expect(run.violations.first?.description.hasPrefix("present (animated) ") == true)
        // A count out of range is clamped to the diagnostics there are.
        let clamped = TransitionRecording(
            recording: run.recording, diagnostics: run.diagnostics, setUpDiagnosticCount: 99)
        #expect(clamped.setUpDiagnosticCount == 1)
        #expect(
            TransitionRecording(recording: run.recording, diagnostics: run.diagnostics, setUpDiagnosticCount: -5)
                .setUpDiagnosticCount == 0)
    }

    @Test("the validator counts a diagnostic of the scenario's making in every run")
    func validatorCountsScenarioMaking() {
        let results = TransitionValidator(modes: [.animated]).validate {
            TransitioningDelegateScenario(delegate: SlideUpTransitioningDelegate(), size: Self.refusedSize)
        }
        #expect(results.count == 2)
        for result in results {
            #expect(result.violations.map(\.code).contains(.windowInvalidSize))
            #expect(result.violations.filter { $0.code == .windowInvalidSize }.allSatisfy { $0.phase == .setUp })
        }
    }

    @Test("the validator counts a diagnostic of the presentation a dismissal runs first")
    func validatorCountsEarlierOperation() {
        let violations = TransitionValidator(modes: [.animated]).violations {
            TransitioningDelegateScenario(delegate: OffscreenTransitioningDelegate())
        }
        let dismissal = violations.filter { $0.operation == .dismiss }
        #expect(dismissal.map(\.code) == [.finalFrameNotSet])
        // The presentation's own run reports it as the operation's; the dismissal's, as its set-up's.
        #expect(dismissal.map(\.phase) == [.setUp])
        let presentation = violations.filter { $0.operation == .present }
        // The sheet left off screen is also found once the presentation settles: the validator's own check.
        #expect(presentation.map(\.code) == [.finalFrameNotSet, .validationShownViewNotVisible])
        #expect(presentation.allSatisfy { $0.phase == .operation })
    }
}
