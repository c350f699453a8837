/// Long text as a one-line message quotes it: the start of it and how long it is, rather than all of it.
///
/// A message names the value that is wrong, but repeating a 100,000-character name or number makes the line
/// unreadable and buries what is wrong. Text of at most ``longest`` Unicode scalars is quoted whole; longer text is
/// quoted as its first ``kept`` scalars followed by `…`, and the message adds its length. An element's identifier is
/// quoted whole up to ``longestIdentifier`` scalars, since real identifiers can be long and a shortened one may not
/// say which element is meant.
package enum QuotedExcerpt {
    /// The most scalars of a spec's name, number or string quoted whole: 64.
    static let longest = 64
    /// The scalars kept of a longer one: 48.
    static let kept = 48
    /// The most scalars of an identifier quoted whole: 200.
    package static let longestIdentifier = 200
    /// The scalars kept of a longer identifier: 160.
    package static let keptOfIdentifier = 160

    /// `'text'` as a spec error quotes a name, number or string: whole when it has at most ``longest`` scalars,
    /// otherwise its first ``kept`` scalars, `…` and its length after the closing quote (`'abc…' (5000 characters)`).
    static func singleQuoted(_ text: String) -> String {
        quoted(text, mark: "'", longest: longest, kept: kept)
    }

    /// `"identifier"` as a diagnostic quotes an element's identifier: whole when it has at most ``longestIdentifier``
    /// scalars, otherwise its first ``keptOfIdentifier`` scalars, `…` and its length after the closing quote.
    static func identifier(_ identifier: String) -> String {
        quoted(identifier, mark: "\"", longest: longestIdentifier, kept: keptOfIdentifier)
    }

    /// `text` between two `mark`s, shortened to `kept` scalars and followed by its length when it has more than
    /// `longest`.
    private static func quoted(_ text: String, mark: String, longest: Int, kept: Int) -> String {
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            guard count > longest else { continue }
            var start = String.UnicodeScalarView()
            start.append(contentsOf: text.unicodeScalars.prefix(kept))
            return mark + String(start) + "…" + mark + " (\(text.unicodeScalars.count) characters)"
        }
        return mark + text + mark
    }
}
