/// The error thrown when an interaction value is built from, or fed, a parameter that breaks one of its rules.
///
/// The error names the parameter, the value that was passed and the rule it broke, so a message such as
/// `width = 0.0: must be greater than 0` can be shown to a person as it is.
public struct InteractionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name of the offending parameter, as spelled in the API (for example `"width"`).
    public var parameter: String
    /// The value that was passed.
    public var value: Double
    /// The rule the value breaks, phrased to follow the parameter name (for example `"must be greater than 0"`).
    public var rule: String

    /// Creates an error for a parameter, the value it was given and the rule it breaks.
    public init(parameter: String, value: Double, rule: String) {
        self.parameter = parameter
        self.value = value
        self.rule = rule
    }

    /// A one-line message: `parameter = value: rule`.
    public var description: String {
        "\(parameter) = \(value): \(rule)"
    }
}

// MARK: - Internal API

extension InteractionError: ParameterError {}
