import Foundation

/// Locale-independent, deterministic number formatting for tables, SVG and names.
enum NumberText {
    /// `value` with exactly `decimals` digits after the point; never "-0.000".
    static func fixed(_ value: Double, decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", value)
        let isNegativeZero = text.hasPrefix("-") && text.allSatisfy { "-0.".contains($0) }
        return isNegativeZero ? String(text.dropFirst()) : text
    }

    /// `value` with at most `decimals` digits after the point and no trailing zeros: "1", "0.42", "1.473".
    static func trimmed(_ value: Double, decimals: Int = 3) -> String {
        var text = fixed(value, decimals: decimals)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The shortest text that reads back as `value`, without a trailing ".0": "0", "0.2", "-1.5".
    static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }
}
