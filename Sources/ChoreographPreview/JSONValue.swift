import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A JSON document built in code, with object keys kept in the order they were given: the writer behind every file
/// previews produce, so that the same recording always serializes to the same bytes.
///
/// Numbers are printed by ``PreviewNumber/format(_:)`` (4 decimals, no exponent, never `-0`); a number that is not
/// finite is written as `null`. Strings are escaped as RFC 8259 asks, and every `<` is written `\u003c` (and U+2028
/// and U+2029, which old JavaScript does not allow in a string, `\u2028` and `\u2029`), so the text can be embedded
/// in an HTML `<script>` element as it is: with no `<` in it, no `</script` can end the element early and no `<!--`
/// can turn the rest of the page into script data. The text still parses to the same value.
public indirect enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, printed with ``PreviewNumber/format(_:)``.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose members keep their order.
    case object([Member])

    /// One member of an object: a key and its value.
    public struct Member: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// Creates a member.
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An array of numbers.
    public static func numbers(_ values: [Double]) -> JSONValue {
        .array(values.map { .number($0) })
    }

    /// An object from `(key, value)` pairs, in order; pairs whose value is `nil` are left out.
    public static func members(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(pairs.compactMap { pair in pair.value.map { Member(pair.key, $0) } })
    }

    // MARK: - Writing

    /// The compact text of the value: no spaces, members in order.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the compact text of the value to `output`.
    public func write(to output: inout String) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            output += value.isFinite ? PreviewNumber.format(value) : "null"
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    // MARK: - Internal API

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar == "<" || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
