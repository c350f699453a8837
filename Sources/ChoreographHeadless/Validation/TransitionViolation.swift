/// One thing a ``TransitionValidator`` run found wrong: a diagnostic's code and message, with the operation and the
/// mode of the run that found it.
public struct TransitionViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule broken: a host diagnostic's code, or one of the validator's own
    /// (``Diagnostic/Code/validationNeverSettled``, ``Diagnostic/Code/validationShownViewNotVisible``).
    public var code: Diagnostic.Code
    /// The operation the run was made for. A diagnostic reported before it started — while the scenario was made,
    /// or during an operation run first so that this one can run (a dismissal's presentation) — is listed under it
    /// too, in every mode of that operation, with the host's code and message.
    public var operation: ScenarioOperation
    /// How the operation was run.
    public var mode: TransitionValidator.Mode
    /// One sentence naming what is wrong.
    public var message: String

    /// Creates a violation.
    public init(code: Diagnostic.Code, operation: ScenarioOperation, mode: TransitionValidator.Mode, message: String) {
        self.code = code
        self.operation = operation
        self.mode = mode
        self.message = message
    }

    /// `operation (mode) code: message`, for example
    /// `dismiss (interactive cancelled) transition.completionMismatch: …`.
    public var description: String {
        "\(operation.rawValue) (\(mode)) \(code.name): \(message)"
    }
}
