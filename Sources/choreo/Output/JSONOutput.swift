import Foundation

/// Deterministic JSON text: pretty-printed, keys sorted, slashes left alone.
enum JSONOutput {
    /// `value` as JSON, ending with a newline.
    static func string(from value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
