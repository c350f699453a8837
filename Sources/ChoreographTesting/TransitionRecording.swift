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

    /// Creates a recording of a run.
    public init(recording: Recording, diagnostics: [Diagnostic]) {
        self.recording = recording
        self.diagnostics = diagnostics
    }

    /// The operation recorded, or `nil` for a drag without one.
    public var operation: ScenarioOperation? {
        ScenarioOperation(rawValue: recording.operation)
    }

    /// ``diagnostics`` as violations of an animated run, plus a ``/ChoreographHeadless/Diagnostic/Code/validationNeverSettled``
    /// violation when the run had not settled within its time limit; empty when the run is clean.
    public var violations: [TransitionViolation] {
        let operation = self.operation ?? .present
        var violations = diagnostics.map {
            TransitionViolation(code: $0.code, operation: operation, mode: .animated, message: $0.message)
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
