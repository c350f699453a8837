/// An error that names a parameter, the value it was given and the rule it breaks; the checks every such error
/// shares live here once.
protocol ParameterError: Error {
    /// Creates the error for a parameter, its value and the rule it breaks.
    init(parameter: String, value: Double, rule: String)
}

extension ParameterError {
    /// Throws unless `value` is finite.
    static func requireFinite(_ value: Double, _ parameter: String) throws(Self) {
        guard value.isFinite else {
            throw Self(parameter: parameter, value: value, rule: "must be a finite number")
        }
    }

    /// Throws unless `value` is finite and greater than zero.
    static func requirePositive(_ value: Double, _ parameter: String) throws(Self) {
        try requireFinite(value, parameter)
        guard value > 0 else {
            throw Self(parameter: parameter, value: value, rule: "must be greater than 0")
        }
    }

    /// Throws unless `value` is finite and zero or greater.
    static func requireNonNegative(_ value: Double, _ parameter: String) throws(Self) {
        try requireFinite(value, parameter)
        guard value >= 0 else {
            throw Self(parameter: parameter, value: value, rule: "must be 0 or greater")
        }
    }

    /// Throws unless `value` is finite and inside `range`.
    static func require(_ value: Double, in range: ClosedRange<Double>, _ parameter: String) throws(Self) {
        try requireFinite(value, parameter)
        guard range.contains(value) else {
            throw Self(
                parameter: parameter,
                value: value,
                rule: "must be between \(range.lowerBound) and \(range.upperBound)"
            )
        }
    }
}
