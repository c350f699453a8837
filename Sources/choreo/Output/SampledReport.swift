import ArgumentParser

/// Samples of a timing function that can be printed in every ``OutputFormat``.
///
/// Before anything is printed, every number the report shows must be finite and at most ``largestMagnitude`` in
/// magnitude; otherwise ``rendered(as:)`` throws one line naming the parameters that produced it.
protocol SampledReport {
    /// The report as a JSON document.
    var json: JSONOutput { get }
    /// Every number the report prints or plots.
    var numbers: [Double] { get }
    /// What was sampled, as its parameters: `mass = 1.0, stiffness = 100.0, damping = 10.0`.
    var parameters: String { get }
    /// What the samples describe, for the error line when they are not finite: `the spring's motion`.
    var subject: String { get }
    /// A standalone SVG document plotting the samples.
    func svg() -> String
    /// The samples as aligned text columns.
    func table() -> String
}

extension SampledReport {
    /// The largest magnitude a report prints: 10¹⁵. Beyond it a plot's axes cannot be laid out in `Double` and a
    /// table's digits stop meaning anything; no curve or spring that animates a view comes near it.
    static var largestMagnitude: Double { 1e15 }

    /// The report in `format`, ending with a newline. Equal reports give byte-identical text.
    ///
    /// - Throws: `ValidationError` naming ``parameters`` when a number is not finite or exceeds ``largestMagnitude``.
    func rendered(as format: OutputFormat) throws(ValidationError) -> String {
        try checkNumbers()
        switch format {
        case .json: return json.text
        case .svg: return svg()
        case .table: return table()
        }
    }

    /// Throws unless every number is finite and at most ``largestMagnitude`` in magnitude.
    func checkNumbers() throws(ValidationError) {
        guard numbers.allSatisfy(\.isFinite) else {
            throw ValidationError("\(parameters): \(subject) is not finite; give less extreme values")
        }
        if let largest = numbers.map(abs).max(), largest > Self.largestMagnitude {
            let bound = String(format: "%.0e", Self.largestMagnitude)
            throw ValidationError(
                "\(parameters): the report would show \(String(format: "%g", largest)), beyond the ±\(bound) it allows; give less extreme "
                    + "values")
        }
    }
}
