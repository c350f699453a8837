/// Why a ``TouchSimulator`` refused a step of a script. Nothing was sent and the clock did not move.
public enum TouchSimulatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `press` while the finger is already down.
    case fingerAlreadyDown
    /// A step that needs the finger down (`move`, `release`, `cancel`) while it is up; names the step.
    case noFingerDown(step: String)
    /// A parameter that breaks its rule: its name, its value and the rule.
    case invalidValue(parameter: String, value: Double, rule: String)

    /// A one-line message naming the step or the value.
    public var description: String {
        switch self {
        case .fingerAlreadyDown:
            return "press: the finger is already down; release it first"
        case .noFingerDown(let step):
            return "\(step): no finger is down; press first"
        case .invalidValue(let parameter, let value, let rule):
            return "\(parameter) = \(value): \(rule)"
        }
    }
}
