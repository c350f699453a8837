/// One token of a transition spec and the column it starts at.
struct TransitionSpecToken: Equatable {
    /// What kinds of token a spec has.
    enum Kind: Equatable {
        /// A name: a letter or `_`, then letters, digits and `_` (ASCII).
        case name(String)
        /// A number literal as written (its sign included) and its value.
        case number(String, Double)
        /// A string literal as written, and its value with the escapes resolved.
        case string(written: String, value: String)
        /// `.`, `(`, `)`, `,` or `:`.
        case punctuation(Character)
        /// The end of the text.
        case end
    }

    var kind: Kind
    /// The 1-based column of the token's first scalar.
    var column: Int

    /// The token as an error message shows what it found.
    var found: TransitionSpecError.Found {
        switch kind {
        case .name(let text): .name(text)
        case .number(let text, _): .number(text)
        case .string(let written, _): .string(written)
        case .punctuation(let mark): .punctuation(mark)
        case .end: .end
        }
    }
}

/// Splits a spec into tokens, one at a time, skipping white space.
///
/// Numbers are Swift's decimal literals — digits with optional `_` separators, an optional fraction and exponent —
/// with an optional `-` right before them. Strings are Swift's single-line string literals with the escapes `\0`,
/// `\\`, `\t`, `\n`, `\r`, `\"`, `\'` and `\u{…}` (1 to 8 hex digits naming a Unicode scalar).
struct TransitionSpecTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The next token.
    mutating func next() throws(TransitionSpecError) -> TransitionSpecToken {
        while index < scalars.count, Self.isWhitespace(scalars[index]) { index += 1 }
        let start = index
        let column = start + 1
        guard index < scalars.count else { return TransitionSpecToken(kind: .end, column: column) }
        let scalar = scalars[index]
        switch scalar {
        case ".", "(", ")", ",", ":":
            index += 1
            return TransitionSpecToken(kind: .punctuation(Character(scalar)), column: column)
        case "\"":
            return try string(column: column)
        case "-" where index + 1 < scalars.count && Self.isDigit(scalars[index + 1]):
            index += 1
            return number(start: start)
        case _ where Self.isDigit(scalar):
            return number(start: start)
        case _ where Self.isNameStart(scalar):
            while index < scalars.count, Self.isNameStart(scalars[index]) || Self.isDigit(scalars[index]) {
                index += 1
            }
            // A name ends at white space, punctuation, a quote or the end; anything else glued to it (`fadé`,
            // `fade+`) is reported where it stands rather than as a shorter, unknown name.
            if index < scalars.count, !Self.endsName(scalars[index]) {
                throw TransitionSpecError(column: index + 1, problem: .unexpectedCharacter(scalars[index]))
            }
            return TransitionSpecToken(kind: .name(text(from: start)), column: column)
        default:
            throw TransitionSpecError(column: column, problem: .unexpectedCharacter(scalar))
        }
    }

    // MARK: - Literals

    /// A number whose digits start at `index` (after any sign, which starts at `start`).
    private mutating func number(start: Int) -> TransitionSpecToken {
        digits()
        if index + 1 < scalars.count, scalars[index] == ".", Self.isDigit(scalars[index + 1]) {
            index += 1
            digits()
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var lookahead = index + 1
            if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" { lookahead += 1 }
            if lookahead < scalars.count, Self.isDigit(scalars[lookahead]) {
                index = lookahead
                digits()
            }
        }
        let written = text(from: start)
        // The literal matches Swift's decimal float grammar, which `Double(_:)` reads (an exponent too large gives
        // an infinity, which the rule of the parameter then refuses).
        let value = Double(written.filter { $0 != "_" }) ?? .nan
        return TransitionSpecToken(kind: .number(written, value), column: start + 1)
    }

    /// Skips a run of digits and `_` separators (the first is a digit).
    private mutating func digits() {
        while index < scalars.count, Self.isDigit(scalars[index]) || scalars[index] == "_" { index += 1 }
    }

    /// A string literal starting at the quote at `index`.
    private mutating func string(column: Int) throws(TransitionSpecError) -> TransitionSpecToken {
        let start = index
        index += 1
        var value = String.UnicodeScalarView()
        while true {
            guard index < scalars.count, !Self.isNewline(scalars[index]) else {
                throw TransitionSpecError(column: column, problem: .unterminatedString)
            }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"":
                return TransitionSpecToken(
                    kind: .string(written: text(from: start), value: String(value)), column: column)
            case "\\":
                value.append(try escape())
            default:
                value.append(scalar)
            }
        }
    }

    /// The scalar an escape stands for; `index` is just past the backslash.
    private mutating func escape() throws(TransitionSpecError) -> Unicode.Scalar {
        let backslash = index - 1
        func invalid() -> TransitionSpecError {
            let end = min(index + 1, scalars.count)
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[backslash..<max(end, backslash + 1)])
            return TransitionSpecError(column: backslash + 1, problem: .invalidEscape(String(text)))
        }
        guard index < scalars.count else {
            throw TransitionSpecError(column: backslash + 1, problem: .unterminatedString)
        }
        let scalar = scalars[index]
        let simple: [Unicode.Scalar: Unicode.Scalar] = ["0": "\0", "\\": "\\", "t": "\t", "n": "\n", "r": "\r"]
        if let resolved = simple[scalar] ?? (scalar == "\"" || scalar == "'" ? scalar : nil) {
            index += 1
            return resolved
        }
        guard scalar == "u", index + 1 < scalars.count, scalars[index + 1] == "{" else { throw invalid() }
        var cursor = index + 2
        var hex = ""
        while cursor < scalars.count, scalars[cursor] != "}", hex.unicodeScalars.count < 9,
            scalars[cursor].properties.isASCIIHexDigit
        {
            hex.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        guard cursor < scalars.count, scalars[cursor] == "}", (1...8).contains(hex.count),
            let code = UInt32(hex, radix: 16), let resolved = Unicode.Scalar(code)
        else {
            index = min(cursor, scalars.count - 1)
            throw invalid()
        }
        index = cursor + 1
        return resolved
    }

    // MARK: - Characters

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        return String(view)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private static func endsName(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || [".", "(", ")", ",", ":", "\""].contains(scalar)
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || isNewline(scalar)
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }
}
