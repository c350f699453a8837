extension TransitionSpec: CustomStringConvertible {
    /// The spec in its canonical spelling, which ``init(parsing:)`` reads back to an equal spec: every member with
    /// its leading dot (`.slide(from: .right).duration(0.5)`), arguments that equal their defaults left out
    /// (`.spring(response: 0.4)`, `.matchedGeometry()`), a Bézier curve equal to a preset by the preset's name,
    /// numbers as Swift prints a `Double` (shortest text that reads back to the same value) and strings as Swift
    /// string literals.
    public var description: String {
        switch self {
        case .preset(let preset): preset.description
        case .reversed(let base): "\(base).reversed"
        case .combined(let base, let other): "\(base).combined(with: \(other))"
        case .asymmetric(let presenting, let dismissing):
            ".asymmetric(presenting: \(presenting), dismissing: \(dismissing))"
        case .duration(let base, let seconds): "\(base).duration(\(seconds))"
        case .timing(let base, let curve): "\(base)" + Self.modifier(for: curve)
        case .matching(let base, .none): "\(base).matching(.none)"
        case .matching(let base, .morph(let fade, let fit)):
            "\(base).matching(.morph(\(Self.matchedArguments(fade: fade, fit: fit))))"
        }
    }

    /// The arguments of `matchedGeometry(fade:fit:)` and `.morph(fade:fit:)`, each left out when it is the default.
    static func matchedArguments(fade: MatchedFade, fit: MatchedFit) -> String {
        var arguments: [String] = []
        if fade != TransitionDefaults.matchedFade { arguments.append("fade: .\(fade.rawValue)") }
        if fit != TransitionDefaults.matchedFit { arguments.append("fit: .\(fit.rawValue)") }
        return arguments.joined(separator: ", ")
    }

    /// The modifier that sets `curve`: `.curve(…)` or `.spring(…)`.
    static func modifier(for curve: TransitionCurve) -> String {
        switch curve {
        case .bezier(let bezier):
            if let preset = TransitionSpecGrammar.bezierPresets.first(where: { $0.curve == bezier }) {
                return ".curve(.\(preset.name))"
            }
            let values = [bezier.x1, bezier.y1, bezier.x2, bezier.y2]
            let arguments = zip(TransitionSpecGrammar.bezierLabels, values).map { "\($0): \($1)" }
            return ".curve(\(TransitionSpecGrammar.bezierTypeName)(\(arguments.joined(separator: ", "))))"
        case .named(let name):
            return ".curve(\(TransitionSpecGrammar.curveNameLabel): \(quoted(name)))"
        case .springConstants(let mass, let stiffness, let damping, let velocity):
            return spring(TransitionSpecGrammar.springConstants, values: [mass, stiffness, damping, velocity])
        case .springDampingRatio(let ratio, let velocity):
            return spring(TransitionSpecGrammar.springDampingRatio, values: [ratio, velocity])
        case .springResponse(let response, let fraction, let velocity):
            return spring(TransitionSpecGrammar.springResponse, values: [response, fraction, velocity])
        case .springDuration(let duration, let bounce, let velocity):
            return spring(TransitionSpecGrammar.springDuration, values: [duration, bounce, velocity])
        }
    }

    /// `.spring(…)` with the arguments of `form` that differ from their defaults.
    private static func spring(_ form: TransitionSpecGrammar.SpringForm, values: [Double]) -> String {
        let arguments = zip(form.parameters, values).compactMap { parameter, value in
            value == parameter.defaultValue ? nil : "\(parameter.label): \(value)"
        }
        return ".spring(\(arguments.joined(separator: ", ")))"
    }

    /// `scalar` as it can be printed: itself, or `\u{…}` for a control character.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) else { return String(scalar) }
        return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default: literal += visible(scalar)
            }
        }
        return literal + "\""
    }
}

extension TransitionSpec.Preset: CustomStringConvertible {
    /// The preset in its canonical spelling, for example `.slide(from: .right)` or `.zoom(from: "photo-3")`.
    public var description: String {
        let quoted = TransitionSpec.quoted
        switch self {
        case .fade: return ".fade"
        case .automatic: return ".automatic"
        case .zoom(let identifier, let fades):
            guard let identifier else { return ".zoom" }
            return ".zoom(from: \(quoted(identifier))\(fades ? "" : ", \(TransitionSpecGrammar.fadesLabel): false"))"
        case .circularReveal(let identifier): return ".circularReveal(from: \(quoted(identifier)))"
        case .slide(let edge): return ".slide(from: .\(edge.rawValue))"
        case .push(let edge): return ".push(from: .\(edge.rawValue))"
        case .cover(let edge): return ".cover(from: .\(edge.rawValue))"
        case .uncover(let edge): return ".uncover(to: .\(edge.rawValue))"
        case .pageIn(let edge): return ".pageIn(from: .\(edge.rawValue))"
        case .pageOut(let edge): return ".pageOut(to: .\(edge.rawValue))"
        case .flip(let edge): return ".flip(from: .\(edge.rawValue))"
        case .cube(let edge): return ".cube(from: .\(edge.rawValue))"
        case .matchedGeometry(let fade, let fit):
            return ".matchedGeometry(\(TransitionSpec.matchedArguments(fade: fade, fit: fit)))"
        }
    }
}
