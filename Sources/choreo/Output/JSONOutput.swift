/// A JSON document as `choreo` prints it: pretty-printed with two-space indentation, object keys sorted, numbers at
/// full precision — the same bytes for the same value on every platform.
///
/// The text does not depend on Foundation, whose `JSONEncoder` formats numbers differently on Linux and on Apple
/// platforms and refuses NaN. A number is written as ``NumberText/shortest(_:)`` writes it: an integer without a
/// decimal point when it is one (below 10¹⁵ in magnitude), otherwise Swift's shortest text that reads back as the same
/// `Double` (`0.1`, `1e-05`, `1.5e+20`), which is always valid JSON. Reports check their numbers before they are
/// written (``SampledReport``); a number that is not finite is written as `null` all the same, never as `nan`.
indirect enum JSONOutput: Equatable {
    /// `null`.
    case null
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONOutput])
    /// An object; its keys are written sorted.
    case object([String: JSONOutput])

    /// An object whose keys are the raw values of `Key`, so that a report's keys are members of one type.
    static func members<Key: RawRepresentable<String>>(_ members: KeyValuePairs<Key, JSONOutput>) -> JSONOutput {
        .object(Dictionary(members.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { _, last in last }))
    }

    /// An array of numbers.
    static func numbers(_ values: [Double]) -> JSONOutput {
        .array(values.map { .number($0) })
    }

    /// The document's text, ending with a newline.
    var text: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    // MARK: - Writing

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null:
            output += "null"
        case .number(let value):
            output += value.isFinite ? NumberText.shortest(value) : "null"
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                value.write(to: &output, indent: indent + 2)
                output += index < values.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                Self.writeString(key, to: &output)
                output += " : "
                members[key]?.write(to: &output, indent: indent + 2)
                output += index < keys.count - 1 ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Writes `value` as a JSON string: quotes, backslashes and control characters escaped as RFC 8259 asks.
    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
