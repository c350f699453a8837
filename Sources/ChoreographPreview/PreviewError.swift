import ChoreographHeadless
import Foundation

/// Why a preview could not be recorded, drawn or written: each case names the value at fault and the rule.
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter outside its range, for example `framesPerSecond = 0`; `value` is the value as given.
    case invalidValue(parameter: String, value: String, rule: String)
    /// The scenario does not list the operation among its ``/ChoreographHeadless/Scenario/operations``.
    case unsupportedOperation(ScenarioOperation, scenario: String, supported: [ScenarioOperation])
    /// Neither an operation nor a drag was given, so there is nothing to record.
    case nothingToRun(scenario: String)
    /// The current host's clock is not a ``/ChoreographHeadless/ManualClock``, so the recorder cannot move time.
    case clockNotManual(String)
    /// The scripted drag could not be performed.
    case dragFailed(script: String, reason: String)
    /// Writing a file failed.
    case writeFailed(path: String, reason: String)

    /// A one-line explanation naming the value and the rule.
    public var description: String {
        switch self {
        case .invalidValue(let parameter, let value, let rule):
            "\(parameter) = \(value): \(rule)"
        case .unsupportedOperation(let operation, let scenario, let supported):
            "operation \(operation.rawValue): scenario \(scenario) supports "
                + (supported.isEmpty ? "no operation" : supported.map(\.rawValue).joined(separator: ", "))
        case .nothingToRun(let scenario):
            "scenario \(scenario): give an operation or a drag to record"
        case .clockNotManual(let type):
            "the current host's clock is a \(type): recording needs a ManualClock (HostEnvironment.install(clock:))"
        case .dragFailed(let script, let reason):
            "drag \"\(script)\": \(reason)"
        case .writeFailed(let path, let reason):
            "could not write \(path): \(reason)"
        }
    }
}
