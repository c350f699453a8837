/// One thing a ``TransitionValidator`` run found wrong: a diagnostic's code and message, with the operation and the
/// mode of the run that found it.
public struct TransitionViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule broken: a host diagnostic's code, or one of the validator's own
    /// (``Diagnostic/Code/validationNeverSettled``, ``Diagnostic/Code/validationShownViewNotVisible``).
    public var code: Diagnostic.Code
    /// The operation the run was made for. A diagnostic reported before it started — while the scenario was made,
    /// or during an operation run first so that this one can run (a dismissal's presentation) — is listed under it
    /// too, in every mode of that operation, with the host's code and message, and ``phase`` says so.
    public var operation: ScenarioOperation
    /// How the operation was run.
    public var mode: TransitionValidator.Mode
    /// One sentence naming what is wrong.
    public var message: String
    /// When the diagnostic was reported: while the run was set up, or during the operation (or found after it).
    /// Default ``Phase/operation``.
    public var phase: Phase

    /// When a violation's diagnostic was reported, relative to the operation its run was made for.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// While the scenario was made, or during an operation run first so that this one can run: the same
        /// diagnostic is listed in every mode of the operation.
        case setUp = "set-up"
        /// During the operation itself, or found by the validator once it settled.
        case operation
    }

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - code: The rule broken.
    ///   - operation: The operation the run was made for.
    ///   - mode: How the operation was run.
    ///   - message: One sentence naming what is wrong.
    ///   - phase: When the diagnostic was reported. Default ``Phase/operation``.
    public init(
        code: Diagnostic.Code,
        operation: ScenarioOperation,
        mode: TransitionValidator.Mode,
        message: String,
        phase: Phase = .operation
    ) {
        self.code = code
        self.operation = operation
        self.mode = mode
        self.message = message
        self.phase = phase
    }

    /// `operation (mode) code: message`, for example
    /// `dismiss (interactive cancelled) transition.completionMismatch: …`; a violation of the set-up says so after
    /// the mode: `dismiss (animated, set-up) transition.finalFrameNotSet: …`.
    public var description: String {
        let when = phase == .setUp ? ", \(phase.rawValue)" : ""
        return "\(operation.rawValue) (\(mode)\(when)) \(code.name): \(message)"
    }
}
