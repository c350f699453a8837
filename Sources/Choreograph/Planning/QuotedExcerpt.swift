/// Long text as a one-line message quotes it: the start of it and how long it is, rather than all of it.
///
/// A message names the value that is wrong, but repeating a 100,000-character name or number makes the line
/// unreadable and buries what is wrong. Text of at most ``longest`` Unicode scalars is quoted whole; longer text is
/// quoted as its first ``kept`` scalars followed by `…`, and the message adds its length.
enum QuotedExcerpt {
    /// The most scalars quoted whole: 64.
    static let longest = 64
    /// The scalars kept of longer text: 48.
    static let kept = 48

    /// `text` whole when it has at most ``longest`` scalars; otherwise its first ``kept`` scalars and `…`.
    static func shortened(_ text: String) -> String {
        guard length(ofLong: text) != nil else { return text }
        var start = String.UnicodeScalarView()
        start.append(contentsOf: text.unicodeScalars.prefix(kept))
        return String(start) + "…"
    }

    /// `'text'` as a message quotes it: with the text ``shortened(_:)`` and, when it was, its length after the
    /// closing quote (`'abc…' (5000 characters)`).
    static func singleQuoted(_ text: String) -> String {
        guard let length = length(ofLong: text) else { return "'\(text)'" }
        return "'\(shortened(text))' (\(length) characters)"
    }

    /// The number of scalars of `text` when it has more than ``longest``; `nil` otherwise (counting stops early).
    private static func length(ofLong text: String) -> Int? {
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > longest { return text.unicodeScalars.count }
        }
        return nil
    }
}
