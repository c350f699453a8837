/// Why a transition spec could not be read: where (the 1-based column) and what is wrong there.
///
/// It prints as one line, for example
/// `column 14: expected an edge (.left, .right, .top, .bottom, .leading, .trailing), found 'up'`.
public struct TransitionSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The column of the first character of the part that is wrong, counting from 1 in Unicode scalars (characters,
    /// for text without combining marks); one past the last character when the text ended too soon.
    public var column: Int
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(column: Int, problem: Problem) {
        self.column = column
        self.problem = problem
    }

    /// What is wrong at the error's column.
    public enum Problem: Equatable, Sendable {
        /// Something else stands where the grammar needed `expected`; `found` says what (``Found``).
        case expected(Expectation, found: Found)
        /// A character that begins no part of a spec.
        case unexpectedCharacter(Unicode.Scalar)
        /// A string literal without its closing quote.
        case unterminatedString
        /// A backslash in a string literal followed by something that is not an escape Swift knows; the message shows
        /// a control character in it as `\u{…}`, so that it stays on one line.
        case invalidEscape(String)
        /// A number the planner or a timing value refuses, as it refuses it: a duration out of range
        /// (``PlanningError/invalidParameter(parameter:value:rule:)``), a spring or Bézier parameter that breaks a
        /// rule (``PlanningError/invalidTiming(_:)``) or a curve name that is not a preset
        /// (``PlanningError/unknownCurve(name:)``).
        case rejected(PlanningError)
        /// Transitions nested deeper than ``TransitionSpec/maximumDepth`` as arguments.
        case tooDeep(limit: Int)
        /// More presets and modifiers than ``TransitionSpec/maximumTermCount``.
        case tooManyTerms(limit: Int)
    }

    /// What a spec needed at a column.
    public enum Expectation: Hashable, Sendable {
        /// A preset (or `asymmetric`).
        case transition
        /// A modifier after a dot.
        case modifier
        /// A ``TransitionEdge``.
        case edge
        /// A ``MatchedFade``.
        case matchedFade
        /// A ``MatchedFit``.
        case matchedFit
        /// A Bézier curve: a preset of ``CubicBezier`` or `CubicBezier(x1:y1:x2:y2:)`.
        case bezier
        /// A number literal.
        case number
        /// A string literal.
        case string
        /// `true` or `false`.
        case boolean
        /// A parameter of one of the `spring` modifiers, at this place in its argument list.
        case springParameter([String])
        /// An argument label followed by a colon, such as `from:`.
        case label(String)
        /// One of several argument labels.
        case labels([String])
        /// A punctuation mark, such as `(` or `,`.
        case punctuation(Character)
        /// A `,` before the next argument or the `)` closing the list.
        case commaOrClose
        /// A `.` and a modifier, or the end of the text.
        case modifierOrEnd
        /// An ``ElementMatching``: `.morph(fade:fit:)` or `.none`.
        case elementMatching

        /// The expectation as the message prints it.
        public var phrase: String {
            switch self {
            case .transition:
                "a transition (" + TransitionSpecGrammar.presetSpellings.joined(separator: ", ") + ")"
            case .modifier:
                "a modifier (" + TransitionSpecGrammar.modifierSpellings.joined(separator: ", ") + ")"
            case .edge:
                "an edge (" + TransitionEdge.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") + ")"
            case .matchedFade:
                "a fade (" + MatchedFade.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") + ")"
            case .matchedFit:
                "a fit (" + MatchedFit.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ") + ")"
            case .elementMatching:
                "a matching ("
                    + TransitionSpecGrammar.MatchingName.allCases.map(\.spelling).joined(separator: ", ") + ")"
            case .bezier:
                "a curve ("
                    + TransitionSpecGrammar.bezierPresets.map { ".\($0.name)" }.joined(separator: ", ")
                    + ", CubicBezier(x1:y1:x2:y2:))"
            case .number: "a number"
            case .string: "a string literal"
            case .boolean: TransitionSpecGrammar.booleans.map(\.spelling).joined(separator: " or ")
            case .springParameter(let labels):
                "a spring parameter (" + labels.map { "\($0):" }.joined(separator: ", ") + ")"
            case .label(let label): "'\(label):'"
            case .labels(let labels): labels.map { "'\($0):'" }.joined(separator: " or ")
            case .punctuation(let mark): "'\(mark)'"
            case .commaOrClose: "',' or ')'"
            case .modifierOrEnd: "a '.' and a modifier, or the end of the spec"
            }
        }
    }

    /// What stood where something else was expected.
    public enum Found: Hashable, Sendable {
        /// A name, such as `up`.
        case name(String)
        /// A number, as written.
        case number(String)
        /// A string literal, as written.
        case string(String)
        /// A punctuation mark.
        case punctuation(Character)
        /// Nothing: the text ended.
        case end

        /// What was found as the message prints it: `'up'`, `'0.5'`, `'"photo"'`, `')'` or `the end of the spec`.
        /// A name, number or string longer than 64 characters is shown by its first 48 and its length:
        /// `'yyyy…' (300 characters)`.
        public var phrase: String {
            switch self {
            case .name(let text), .number(let text), .string(let text): QuotedExcerpt.singleQuoted(text)
            case .punctuation(let mark): "'\(mark)'"
            case .end: "the end of the spec"
            }
        }
    }

    /// One line: `column N: ` and what is wrong.
    public var description: String {
        "column \(column): " + problem.message
    }
}

extension TransitionSpecError.Problem {
    /// What is wrong, in words.
    public var message: String {
        switch self {
        case .expected(let expectation, let found): "expected \(expectation.phrase), found \(found.phrase)"
        case .unexpectedCharacter(let scalar):
            "unexpected character '\(TransitionSpec.visible(scalar))'"
        case .unterminatedString: "unterminated string literal: expected a closing '\"' on the same line"
        case .invalidEscape(let escape):
            "invalid escape '\(escape.unicodeScalars.map(TransitionSpec.visible).joined())' in a string literal"
        case .rejected(let error):
            if case .invalidTiming(let timing) = error { timing.description } else { error.description }
        case .tooDeep(let limit): "transitions nest deeper than \(limit) levels"
        case .tooManyTerms(let limit): "more than \(limit) presets and modifiers"
        }
    }
}
