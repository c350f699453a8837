import ChoreographHeadless
import ChoreographPreview

/// One operation of a scenario, run on a manual clock and recorded frame by frame: what ``runTransition(_:framesPerSecond:timeLimit:drag:scenario:)``
/// returns and what the snapshot strategies (`Snapshotting.filmstrip`,
/// `Snapshotting.frames`, `Snapshotting.html`) render.
public struct TransitionRecording: Hashable, Sendable {
    /// The recorded frames, as the previews record them.
    public var recording: Recording
    /// The diagnostics the host reported since the run installed it, in order: while the scenario was made, during
    /// the operations run before the recorded one, and during the recorded one until it settled.
    public var diagnostics: [Diagnostic]
    /// How many of the first ``diagnostics`` were reported before the recorded operation started: while the scenario
    /// was made and during the operations run first. Default 0.
    public var setUpDiagnosticCount: Int

    /// Creates a recording of a run.
    ///
    /// - Parameters:
    ///   - recording: The recorded frames.
    ///   - diagnostics: The diagnostics the host reported since the run installed it, in order.
    ///   - setUpDiagnosticCount: How many of the first `diagnostics` came before the recorded operation started;
    ///     clamped to 0…`diagnostics.count`. Default 0.
    public init(recording: Recording, diagnostics: [Diagnostic], setUpDiagnosticCount: Int = 0) {
        self.recording = recording
        self.diagnostics = diagnostics
        self.setUpDiagnosticCount = min(max(setUpDiagnosticCount, 0), diagnostics.count)
    }

    /// The operation recorded, or `nil` for a drag without one.
    public var operation: ScenarioOperation? {
        ScenarioOperation(rawValue: recording.operation)
    }

    /// ``diagnostics`` as violations of an animated run (the first ``setUpDiagnosticCount`` in the
    /// ``/ChoreographHeadless/TransitionViolation/Phase/setUp`` phase), plus a
    /// ``/ChoreographHeadless/Diagnostic/Code/validationNeverSettled`` violation when the run had not settled within
    /// its time limit; empty when the run is clean.
    public var violations: [TransitionViolation] {
        let operation = self.operation ?? .present
        var violations = diagnostics.indices.map { index in
            TransitionViolation(
                code: diagnostics[index].code, operation: operation, mode: .animated,
                message: diagnostics[index].message, phase: index < setUpDiagnosticCount ? .setUp : .operation)
        }
        if !recording.settled {
            violations.append(
                TransitionViolation(
                    code: .validationNeverSettled, operation: operation, mode: .animated,
                    message: "\(recording.demo) \(recording.operation) had not settled when the recording stopped"))
        }
        return violations
    }
}
