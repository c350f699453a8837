import Choreograph

/// Why a screen file (<doc:ScreenFiles>) could not be read: the file, where in it, and what is wrong, as one line.
///
/// For example `FROM.json: views[2].children[0].frame: expected 4 numbers [x, y, width, height], found 3` or
/// `FROM.json: line 3, column 7: expected ',' or '}' after an object member, found ']'`.
public struct ScreenFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named to the reader.
    public var file: String
    /// Where in the file.
    public var location: Location
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String, location: Location, problem: Problem) {
        self.file = file
        self.location = location
        self.problem = problem
    }

    /// Where in a screen file something is wrong.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        /// The file as a whole.
        case file
        /// A place in the text, for JSON syntax: the line and the column (Unicode scalars), each from 1.
        case text(line: Int, column: Int)
        /// A value of the document, by its path from the top: `views[2].children[0].frame`; empty for the top
        /// level.
        case value(path: String)

        /// `line 3, column 7`, the path, `top level` for the empty path, and nothing for the whole file.
        public var description: String {
            switch self {
            case .file: ""
            case .text(let line, let column): "line \(line), column \(column)"
            case .value(let path): path.isEmpty ? "top level" : path
            }
        }
    }

    /// Why the text is not JSON.
    public enum SyntaxProblem: Hashable, Sendable {
        /// Something else stands where the grammar needed `expected`.
        case expected(String, found: String)
        /// Arrays and objects nest deeper than the reader allows (128 levels).
        case tooDeep(limit: Int)
        /// A string without its closing quote.
        case unterminatedString
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString
        /// A backslash in a string not followed by one of JSON's escapes (or by a lone UTF-16 surrogate).
        case invalidEscape
    }

    /// What is wrong.
    public enum Problem: Hashable, Sendable {
        /// The file could not be read.
        case unreadable(Unreadable)
        /// The file is larger than ``ScreenFile/maximumFileSize`` bytes.
        case tooLarge(limit: Int)
        /// The file is not UTF-8 text.
        case notUTF8
        /// The text is not JSON.
        case syntax(SyntaxProblem)
        /// A value of the wrong JSON type: what was expected and what was found (`a string`, `null`, …).
        case wrongType(expected: String, found: String)
        /// An array of the wrong length: what was expected and how many elements it has.
        case wrongCount(expected: String, found: Int)
        /// A number outside its range: the number and the rule it breaks.
        case outOfRange(Double, rule: String)
        /// A colour that is not `#RRGGBB` or `#RRGGBBAA`.
        case invalidColor(String)
        /// A key the schema does not have; the keys allowed there.
        case unknownKey(allowed: [String])
        /// A key that must be there is not; what it holds.
        case missingKey(needed: String)
        /// A key given twice in one object.
        case duplicateKey
        /// A string that must not be empty is.
        case empty
        /// A name (an identifier or an image's name) holds a control character, U+0000 to U+001F or U+007F to
        /// U+009F: certainly a mistake, and no renderer could show it. The name as it was given.
        case controlCharacter(String)
        /// A view with both an image and a text.
        case imageAndText
        /// Views nest deeper than ``ScreenFile/maximumDepth``.
        case tooDeep(limit: Int)
        /// More views than ``ScreenFile/maximumViewCount``.
        case tooManyViews(limit: Int)
    }

    /// Why a file could not be read.
    public enum Unreadable: String, Hashable, Sendable {
        /// Nothing exists at the path.
        case missing = "no such file"
        /// The path names a directory.
        case directory = "is a directory"
        /// The file exists but opening or reading it failed.
        case failed = "cannot be read"
    }

    /// One line: the file, the location (when there is one) and the problem.
    public var description: String {
        let place = location.description
        return "\(file): " + (place.isEmpty ? "" : "\(place): ") + problem.message
    }
}

extension ScreenFileError {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, so that an error quoting
    /// any text from the file stays on one line (`views[1]["cor\nerRadius"]`, `found "#12\n"`). Text of more than 200
    /// Unicode scalars is quoted by its first 160, `…` and its length after the closing quote, as the planner's
    /// diagnostics quote a long identifier.
    static func quoted(_ text: String) -> String {
        let count = text.unicodeScalars.count
        let shortened = count > QuotedExcerpt.longestIdentifier
        var result = "\""
        for scalar in text.unicodeScalars.prefix(shortened ? QuotedExcerpt.keptOfIdentifier : count) {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}":
                result += "\\u" + String(format: "%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return shortened ? result + "…\" (\(count) characters)" : result + "\""
    }
}

extension ScreenFileError.Problem {
    /// What is wrong, in words.
    public var message: String {
        switch self {
        case .unreadable(let reason): reason.rawValue
        case .tooLarge(let limit): "larger than \(limit) bytes"
        case .notUTF8: "not UTF-8 text"
        case .syntax(let problem): problem.message
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .wrongCount(let expected, let found): "expected \(expected), found \(found)"
        case .outOfRange(let value, let rule): "\(rule), found \(value)"
        case .invalidColor(let text):
            "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \(ScreenFileError.quoted(text))"
        case .unknownKey(let allowed): "unknown key; the keys here are " + allowed.joined(separator: ", ")
        case .missingKey(let needed): "missing; \(needed)"
        case .duplicateKey: "the key appears more than once"
        case .empty: "must not be empty"
        case .controlCharacter(let name):
            "must not hold a control character (U+0000 to U+001F, U+007F to U+009F), found "
                + ScreenFileError.quoted(name)
        case .imageAndText: "a view shows an image or a text, not both"
        case .tooDeep(let limit): "views nest deeper than \(limit) levels"
        case .tooManyViews(let limit): "more than \(limit) views"
        }
    }
}

extension ScreenFileError.SyntaxProblem {
    /// What is wrong with the JSON, in words.
    public var message: String {
        switch self {
        case .expected(let expected, let found): "expected \(expected), found \(found)"
        case .tooDeep(let limit): "arrays and objects nest deeper than \(limit) levels"
        case .unterminatedString: "a string has no closing quote"
        case .controlCharacterInString: "a control character in a string must be escaped"
        case .invalidEscape: "invalid escape in a string"
        }
    }
}
