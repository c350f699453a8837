import Foundation

/// Something the host noticed that a UIKit app would crash on, get stuck on, or silently get wrong: a value tests
/// can assert on, not printed noise.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the finding is.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// A call UIKit raises an exception for; the host ignored it and left the state unchanged.
        case programmerError
        /// A broken contract of the transition machinery (completing twice, never completing, …).
        case contractViolation
        /// The host fell back to documented behaviour (a released delegate, a zero-size frame, …).
        case fallback
    }

    /// What was found: a stable code that carries its dotted name and its severity, for example
    /// ``Code/neverCompleted`` (`transition.neverCompleted`) or
    /// `.propertyAnimator(.startAnimation, while: .stopped)` (`propertyAnimator.startAnimationWhileStopped`).
    public var code: Code
    /// How serious the finding is: the code's ``Code/severity``.
    public var severity: Severity { code.severity }
    /// A one-line explanation naming the call, the object and the state.
    public var message: String
    /// The host clock's time when it was reported, in seconds.
    public var time: TimeInterval

    /// Creates a diagnostic.
    public init(code: Code, message: String, time: TimeInterval) {
        self.code = code
        self.message = message
        self.time = time
    }

    /// `[severity] code: message (t = time)`.
    public var description: String {
        "[\(severity.rawValue)] \(code.name): \(message) (t = \(time))"
    }
}
