import Foundation

/// Text from the command line or a run (a spec, a demo's name, a path, an identifier) as the one-line `error:` and
/// `note:` messages show it.
///
/// A message is one line, whatever it quotes: every control character (Unicode's general category Cc: U+0000 to
/// U+001F and U+007F to U+009F) is shown as Swift writes it in a string literal — `\0`, `\t`, `\n`, `\r`, and
/// `\u{1B}` (hexadecimal, upper case) for the others — and so are U+2028 and U+2029, which some terminals and editors
/// break lines at (`\u{2028}`, `\u{2029}`). Every other character, a backslash included, is shown as it is.
enum OneLineText {
    /// `text` with its control characters, U+2028 and U+2029 escaped as Swift writes them.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result += visible(scalar)
        }
        return result
    }

    /// `scalar` as it is shown: itself, or its escape.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case _ where needsEscape(scalar):
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: return String(scalar)
        }
    }

    /// Whether `scalar` is shown as an escape: a control character, U+2028 or U+2029.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// The column in `visible(text)` of the character at `column` of `text`, both counted from 1 in Unicode scalars:
    /// every escape before it counts with all its characters (`\n` as 2). A column one past the end of `text` maps to
    /// one past the end of the shown text.
    static func visibleColumn(_ column: Int, in text: String) -> Int {
        let before = text.unicodeScalars.prefix(max(column - 1, 0))
        return 1 + before.reduce(0) { $0 + visible($1).unicodeScalars.count }
    }

    /// The most characters of a spec an error line quotes: 100.
    static let longestQuote = 100

    /// `text` as an error line about its character at `column` (counted from 1 in `text`) quotes it, shown as
    /// ``visible(_:)`` shows it, in double quotes: whole when it shows as at most ``longestQuote`` characters;
    /// otherwise the characters shown within ``longestQuote`` columns around the column (from 50 before it, or the
    /// first or last ``longestQuote``), never part of an escape, with `…` where the text goes on, followed by the
    /// shown length and the columns shown: `"fade.duration(1111…" (5020 characters, columns 1 to 100 shown)`.
    /// Columns are those of the shown text, as ``visibleColumn(_:in:)`` counts them.
    static func quoted(_ text: String, around column: Int) -> String {
        let shown = text.unicodeScalars.map(visible)
        let widths = shown.map { $0.unicodeScalars.count }
        let total = widths.reduce(0, +)
        guard total > longestQuote else { return "\"\(shown.joined())\"" }
        let wanted = min(max(visibleColumn(column, in: text) - 1 - longestQuote / 2, 0), total - longestQuote)
        // The scalars whose whole shown form lies within the wanted columns.
        var excerpt = ""
        var first: Int?
        var last = 0
        var offset = 0
        for (index, width) in widths.enumerated() {
            defer { offset += width }
            guard offset >= wanted, offset + width <= wanted + longestQuote else { continue }
            excerpt += shown[index]
            first = first ?? offset
            last = offset + width
        }
        let start = first ?? wanted
        let before = start > 0 ? "…" : ""
        let after = last < total ? "…" : ""
        return "\"\(before)\(excerpt)\(after)\" (\(total) characters, columns \(start + 1) to \(last) shown)"
    }

    /// `line`, a message that may quote `arguments`, on one line: each argument that holds a character
    /// ``needsEscape(_:)`` names — whole, or the value after `=` in `--option=value` — is replaced by its
    /// ``visible(_:)`` form wherever the message quotes it; the line breaks left, which ArgumentParser puts between
    /// the parts of some of its messages, are folded into single spaces (every line break, U+0085, U+2028 and U+2029
    /// included); and any other character still needing an escape gets one.
    static func oneLine(_ line: String, quoting arguments: [String]) -> String {
        var text = line
        let quoted = arguments.flatMap { argument -> [String] in
            guard let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [argument, String(argument[argument.index(after: equals)...])]
        }
        // Longest first, so that an argument is replaced whole before a value inside it.
        for argument in Set(quoted).sorted(by: { ($0.count, $0) > ($1.count, $1) })
        where argument.unicodeScalars.contains(where: needsEscape) {
            text = text.replacingOccurrences(of: argument, with: visible(argument))
        }
        let folded = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        return visible(folded)
    }
}
