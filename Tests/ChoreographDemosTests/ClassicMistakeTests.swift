import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

/// Each classic mistake as a scenario: made, the host names it with its code during its operation and with nothing
/// else; fixed, the same runs report nothing, and the validator finds nothing in the animated runs.
@MainActor
@Suite("Classic mistakes as scenarios")
struct ClassicMistakeTests {
    /// What the host must report for each mistake made, operation by operation (the audit's rules, written out here
    /// rather than read from `ClassicMistake`).
    private static let expected: [ClassicMistake: [ScenarioOperation: [Diagnostic.Code]]] = [
        .touchesPresentingView: [.present: [.auditNilViewTouched], .dismiss: [.auditPresenterRemoved]],
        .presenterLeftTransparent: [.dismiss: [.auditViewLeftTransparent]],
        .rootLeftScaled: [.dismiss: [.auditViewLeftTransformed]],
        .sourceLeftHidden: [.dismiss: [.auditViewLeftHidden]],
        .dismissalCovered: [.dismiss: [.auditViewCoveredThroughout]],
        .cancelLeavesPresenter: [.dismiss: [.auditPresenterLeftInContainer]],
        .snapshotLeft: [.push: [.auditSnapshotLeftInContainer], .pop: [.auditSnapshotLeftInContainer]],
        .dimmingViewLeft: [.push: [.auditForeignViewLeftInContainer]],
        .pictureLeftOnScreen: [.pop: [.auditDismissedViewOnScreen]],
        .snapshotOfUnlaidView: [.push: [.auditSnapshotOfUnlaidView]],
        .containerCast: [.present: [.auditContainerCast]],
        .cancelNotRestored: [.dismiss: [.auditCancelNotRestored]],
        .leakedController: [.dismiss: [.auditLeakedController]],
    ]

    /// Runs each operation of the mistake's scenario in turn, 2 s each, and returns the codes reported during each.
    private func run(_ mistake: ClassicMistake, fixed: Bool) -> [ScenarioOperation: [Diagnostic.Code]] {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let scenario = MistakeScenario(mistake: mistake, fixed: fixed)
        clock.advance(by: 0.1)
        var codes: [ScenarioOperation: [Diagnostic.Code]] = [:]
        for operation in scenario.operations {
            scenario.perform(operation)
            clock.advance(by: 2)
            let reported = host.diagnostics.codes
            host.diagnostics.removeAll()
            if !reported.isEmpty { codes[operation] = reported }
        }
        return codes
    }

    @Test(
        "Made, each mistake is named with its code during its operation, and with nothing else",
        arguments: ClassicMistake.allCases)
    func made(mistake: ClassicMistake) {
        let codes = run(mistake, fixed: false)
        #expect(codes == Self.expected[mistake])
        #expect(codes[mistake.operation]?.contains(mistake.code) == true)
    }

    @Test("Fixed, each mistake's runs report nothing", arguments: ClassicMistake.allCases)
    func fixed(mistake: ClassicMistake) {
        #expect(run(mistake, fixed: true) == [:])
    }

    @Test(
        "The validator finds the mistake's code in its animated run, and nothing in the fixed one",
        arguments: ClassicMistake.allCases)
    func validated(mistake: ClassicMistake) {
        let validator = TransitionValidator(modes: [.animated])
        let made = validator.validate { MistakeScenario(mistake: mistake) }
        let during = made.filter { $0.operation == mistake.operation }.flatMap(\.violations).map(\.code)
        #expect(during.contains(mistake.code), "\(during)")
        let fixed = validator.violations { MistakeScenario(mistake: mistake, fixed: true) }
        #expect(fixed.isEmpty, "\(fixed)")
    }

    @Test("The catalog names every mistake once, apart from the demos, and makes its scenario")
    func catalog() throws {
        #expect(MistakeCatalog.names == ClassicMistake.allCases.map { "mistake-\($0.rawValue)" })
        #expect(Set(MistakeCatalog.names).isDisjoint(with: DemoCatalog.names))
        HostEnvironment.install(clock: ManualClock())
        let entry = try #require(MistakeCatalog.anyEntry(named: "mistake-root-left-scaled"))
        let scenario = try #require(entry.make() as? MistakeScenario)
        #expect(scenario.mistake == .rootLeftScaled && !scenario.fixed)
        #expect(MistakeCatalog.anyEntry(named: "herbs-pop")?.name == "herbs-pop")
        #expect(MistakeCatalog.anyEntry(named: "mistake-nope") == nil)
    }
}

/// Recording a run whose interaction controller moves the views by hand: nothing animates while the finger drags,
/// yet the transition is in flight, so the recording goes on until it ends.
@MainActor
@Suite("Recording a hand-driven interactive transition")
struct HandDrivenRecordingTests {
    @Test("The recording of the drag-down dismissal lasts until the cancelled transition has ended")
    func recordsUntilTheTransitionEnds() throws {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let scenario = MistakeScenario(mistake: .cancelNotRestored)
        scenario.perform(.present)
        clock.advance(by: 2)
        let detail = try #require(scenario.detail)
        let recording = try FrameRecorder().record(scenario, operation: .dismiss)
        // The drag is let go, cancelled, at frame 8; a recording that stopped when nothing animated ended at frame 1.
        #expect(recording.frames.count > MistakeScenario.dragFrames + 2)
        #expect(recording.settled)
        #expect(FrameRecorder.isSettled(scenario.window))
        #expect(scenario.source.presentedViewController === detail)
    }
}
