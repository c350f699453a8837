/// A recursive-descent parser of transition specs (<doc:TransitionSpecs>), one token of lookahead.
///
/// ```
/// spec       = transition END
/// transition = ["."] ["Transition" "."] preset { "." modifier }
/// preset     = "fade" | "automatic" | "zoom" ["(" "from:" string ["," "fades:" boolean] ")"]
///            | edgePreset "(" label ":" edge ")"
///            | "circularReveal" "(" "from:" string ")" | "matchedGeometry" "(" ["fade:" fade] [","] ["fit:" fit] ")"
///            | "asymmetric" "(" "presenting:" transition "," "dismissing:" transition ")"
/// modifier   = "reversed" | "combined" "(" "with:" transition ")" | "duration" "(" number ")"
///            | "curve" "(" (bezier | "named:" string) ")" | "spring" "(" [springArgument {"," springArgument}] ")"
///            | "matching" "(" ["."] ("none" | "morph" "(" ["fade:" fade] [","] ["fit:" fit] ")") ")"
/// ```
struct TransitionSpecParser {
    private typealias Grammar = TransitionSpecGrammar

    private var tokenizer: TransitionSpecTokenizer
    private var current = TransitionSpecToken(kind: .end, column: 1)
    private var depth = 0
    private var termCount = 0

    init(_ text: String) {
        tokenizer = TransitionSpecTokenizer(text)
    }

    /// The whole text as one transition.
    mutating func parseSpec() throws(TransitionSpecError) -> TransitionSpec {
        try advance()
        let spec = try transition()
        guard current.kind == .end else { throw unexpected(.modifierOrEnd) }
        return spec
    }

    // MARK: - Transitions

    private mutating func transition() throws(TransitionSpecError) -> TransitionSpec {
        depth += 1
        defer { depth -= 1 }
        if depth > TransitionSpec.maximumDepth {
            throw TransitionSpecError(column: current.column, problem: .tooDeep(limit: TransitionSpec.maximumDepth))
        }
        try skipDot()
        if case .name(Grammar.transitionTypeName) = current.kind {
            try advance()
            try expect(".")
        }
        var spec = try preset()
        while current.kind == .punctuation(".") {
            try advance()
            spec = try modifier(of: spec)
        }
        return spec
    }

    private mutating func preset() throws(TransitionSpecError) -> TransitionSpec {
        guard case .name(let word) = current.kind, let name = Grammar.PresetName(rawValue: word) else {
            throw unexpected(.transition)
        }
        try countTerm()
        try advance()
        switch name {
        case .fade: return .preset(.fade)
        case .automatic: return .preset(.automatic)
        case .slide: return .preset(.slide(from: try edgeArgument(Grammar.fromLabel)))
        case .push: return .preset(.push(from: try edgeArgument(Grammar.fromLabel)))
        case .cover: return .preset(.cover(from: try edgeArgument(Grammar.fromLabel)))
        case .uncover: return .preset(.uncover(to: try edgeArgument(Grammar.toLabel)))
        case .pageIn: return .preset(.pageIn(from: try edgeArgument(Grammar.fromLabel)))
        case .pageOut: return .preset(.pageOut(to: try edgeArgument(Grammar.toLabel)))
        case .flip: return .preset(.flip(from: try edgeArgument(Grammar.fromLabel)))
        case .cube: return .preset(.cube(from: try edgeArgument(Grammar.fromLabel)))
        case .zoom:
            guard current.kind == .punctuation("(") else { return .preset(.zoom(from: nil)) }
            return .preset(try zoomArguments())
        case .circularReveal:
            return .preset(.circularReveal(from: try identifierArgument()))
        case .matchedGeometry:
            return .preset(try matchedGeometry())
        case .asymmetric:
            try expect("(")
            try expectLabel(Grammar.asymmetricLabels.presenting)
            let presenting = try transition()
            try expect(",")
            try expectLabel(Grammar.asymmetricLabels.dismissing)
            let dismissing = try transition()
            try expect(")")
            return .asymmetric(presenting: presenting, dismissing: dismissing)
        }
    }

    /// `(from: "identifier")`.
    private mutating func identifierArgument() throws(TransitionSpecError) -> String {
        try expect("(")
        try expectLabel(Grammar.fromLabel)
        let (identifier, _) = try stringLiteral()
        try expect(")")
        return identifier
    }

    /// `(from: "identifier")` or `(from: "identifier", fades: false)`.
    private mutating func zoomArguments() throws(TransitionSpecError) -> TransitionSpec.Preset {
        try expect("(")
        try expectLabel(Grammar.fromLabel)
        let (identifier, _) = try stringLiteral()
        var fades = true
        if current.kind == .punctuation(",") {
            try advance()
            try expectLabel(Grammar.fadesLabel)
            fades = try boolean()
        } else if current.kind != .punctuation(")") && current.kind != .end {
            throw unexpected(.commaOrClose)
        }
        try expect(")")
        return .zoom(from: identifier, fades: fades)
    }

    /// `true` or `false`.
    private mutating func boolean() throws(TransitionSpecError) -> Bool {
        guard case .name(let word) = current.kind, let match = Grammar.booleans.first(where: { $0.spelling == word })
        else { throw unexpected(.boolean) }
        try advance()
        return match.value
    }

    /// `(fade: .cross, fit: .auto)`, either or both left out.
    private mutating func matchedGeometry() throws(TransitionSpecError) -> TransitionSpec.Preset {
        let (fade, fit) = try matchedArguments()
        return .matchedGeometry(fade: fade, fit: fit)
    }

    /// `(fade: .cross, fit: .auto)`, either or both left out (each then its default), as
    /// ``Transition/matchedGeometry(fade:fit:)`` and ``ElementMatching/morph(fade:fit:)`` take them.
    private mutating func matchedArguments() throws(TransitionSpecError) -> (MatchedFade, MatchedFit) {
        let labels = Grammar.matchedGeometryLabels
        try expect("(")
        var fade = TransitionDefaults.matchedFade
        var fit = TransitionDefaults.matchedFit
        if current.kind != .punctuation(")") {
            let label = try anyLabel(of: [labels.fade, labels.fit])
            if label == labels.fade {
                fade = try enumArgument(MatchedFade.self, .matchedFade)
                if current.kind == .punctuation(",") {
                    try advance()
                    try expectLabel(labels.fit)
                    fit = try enumArgument(MatchedFit.self, .matchedFit)
                } else if current.kind != .punctuation(")") && current.kind != .end {
                    throw unexpected(.commaOrClose)
                }
            } else {
                fit = try enumArgument(MatchedFit.self, .matchedFit)
            }
        }
        try expect(")")
        return (fade, fit)
    }

    /// `(.none)` or `(.morph(fade: .cross, fit: .auto))`, the morph's arguments each optional.
    private mutating func matchingArgument() throws(TransitionSpecError) -> ElementMatching {
        try expect("(")
        let matching: ElementMatching
        switch try enumArgument(Grammar.MatchingName.self, .elementMatching) {
        case .none:
            matching = .none
        case .morph:
            let (fade, fit) = try matchedArguments()
            matching = .morph(fade: fade, fit: fit)
        }
        try expect(")")
        return matching
    }

    // MARK: - Modifiers

    private mutating func modifier(of base: TransitionSpec) throws(TransitionSpecError) -> TransitionSpec {
        guard case .name(let word) = current.kind, let name = Grammar.ModifierName(rawValue: word) else {
            throw unexpected(.modifier)
        }
        try countTerm()
        let column = current.column
        try advance()
        switch name {
        case .reversed:
            return .reversed(base)
        case .combined:
            try expect("(")
            try expectLabel(Grammar.combinedLabel)
            let other = try transition()
            try expect(")")
            return .combined(base, with: other)
        case .duration:
            try expect("(")
            let (seconds, numberColumn) = try number()
            do {
                try Planner.checkDuration(seconds)
            } catch {
                throw TransitionSpecError(column: numberColumn, problem: .rejected(error))
            }
            try expect(")")
            return .duration(base, seconds: seconds)
        case .curve:
            return .timing(base, try curveArgument())
        case .spring:
            return .timing(base, try springArguments(column: column))
        case .matching:
            return .matching(base, try matchingArgument())
        }
    }

    /// `(.easeIn)`, `(CubicBezier(x1: …, y1: …, x2: …, y2: …))` or `(named: "easeIn")`.
    private mutating func curveArgument() throws(TransitionSpecError) -> TransitionCurve {
        try expect("(")
        let curve: TransitionCurve
        if case .name(Grammar.curveNameLabel) = current.kind {
            try expectLabel(Grammar.curveNameLabel)
            let (name, column) = try stringLiteral()
            curve = .named(name)
            try check(curve) { _ in column }
        } else {
            curve = try bezier()
        }
        try expect(")")
        return curve
    }

    /// A Bézier preset, `.easeIn` or `CubicBezier.easeIn`, or `CubicBezier(x1:y1:x2:y2:)`, optionally after `try`.
    private mutating func bezier() throws(TransitionSpecError) -> TransitionCurve {
        if case .name(Grammar.tryKeyword) = current.kind { try advance() }
        if case .name(Grammar.bezierTypeName) = current.kind {
            try advance()
            if current.kind == .punctuation("(") {
                try advance()
                var values: [Double] = []
                var columns: [String: Int] = [:]
                for (index, label) in Grammar.bezierLabels.enumerated() {
                    if index > 0 { try expect(",") }
                    try expectLabel(label)
                    let (value, column) = try number()
                    values.append(value)
                    columns[label] = column
                }
                try expect(")")
                do {
                    let curve = try CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
                    return .bezier(curve)
                } catch {
                    throw TransitionSpecError(
                        column: columns[error.parameter] ?? current.column, problem: .rejected(.invalidTiming(error)))
                }
            }
            try expect(".")
        } else {
            try skipDot()
        }
        guard case .name(let word) = current.kind, let preset = Grammar.bezierPresets.first(where: { $0.name == word })
        else { throw unexpected(.bezier) }
        try advance()
        return .bezier(preset.curve)
    }

    /// The arguments of a `spring` modifier, matched against the four forms as Swift resolves the overloads: the
    /// labels in their declared order, parameters with defaults left out or not.
    private mutating func springArguments(column: Int) throws(TransitionSpecError) -> TransitionCurve {
        try expect("(")
        let forms = Grammar.springForms
        // For every form, the index of its next parameter to fill, or `nil` once the labels rule the form out.
        var cursors: [Int?] = forms.map { _ in 0 }
        var given: [(label: String, value: Double, column: Int)] = []
        while current.kind != .punctuation(")") {
            if !given.isEmpty { try expect(",") }
            var advanced = cursors
            if case .name(let label) = current.kind {
                for (index, form) in forms.enumerated() {
                    advanced[index] = cursors[index].flatMap { form.index(of: label, from: $0) }.map { $0 + 1 }
                }
            }
            guard case .name(let label) = current.kind, advanced.contains(where: { $0 != nil }) else {
                var labels: [String] = []
                for (form, cursor) in zip(forms, cursors) {
                    guard let cursor else { continue }
                    labels += form.nextLabels(from: cursor).filter { !labels.contains($0) }
                }
                throw unexpected(.springParameter(labels))
            }
            cursors = advanced
            try advance()
            try expect(":")
            let (value, valueColumn) = try number()
            given.append((label, value, valueColumn))
        }
        let complete = forms.indices.first { index in
            cursors[index].map { forms[index].firstRequired(from: $0) == nil } ?? false
        }
        guard let chosen = complete else {
            let missing = zip(forms, cursors).compactMap { form, cursor in cursor.flatMap(form.firstRequired) }
            throw unexpected(.label(missing.first ?? ""))
        }
        try advance()
        let values = forms[chosen].parameters.map { parameter in
            given.first { $0.label == parameter.label }?.value ?? parameter.defaultValue ?? 0
        }
        let curve = forms[chosen].curve(values)
        try check(curve) { parameter in given.first { $0.label == parameter }?.column ?? column }
        return curve
    }

    /// Throws unless `curve` resolves as the planner resolves it; `column` finds the column of the parameter an
    /// error names.
    private func check(_ curve: TransitionCurve, column: (String) -> Int) throws(TransitionSpecError) {
        do {
            _ = try curve.resolved(duration: 1)
        } catch {
            let parameter: String
            switch error {
            case .invalidTiming(let timing): parameter = timing.parameter
            default: parameter = ""
            }
            throw TransitionSpecError(column: column(parameter), problem: .rejected(error))
        }
    }

    // MARK: - Arguments

    /// `(label: .edge)`.
    private mutating func edgeArgument(_ label: String) throws(TransitionSpecError) -> TransitionEdge {
        try expect("(")
        try expectLabel(label)
        let edge = try enumArgument(TransitionEdge.self, .edge)
        try expect(")")
        return edge
    }

    /// A case of `type` by its raw value, with an optional leading dot.
    private mutating func enumArgument<Value: RawRepresentable<String>>(
        _ type: Value.Type, _ expectation: TransitionSpecError.Expectation
    ) throws(TransitionSpecError) -> Value {
        try skipDot()
        guard case .name(let word) = current.kind, let value = Value(rawValue: word) else {
            throw unexpected(expectation)
        }
        try advance()
        return value
    }

    private mutating func stringLiteral() throws(TransitionSpecError) -> (String, column: Int) {
        guard case .string(_, let value) = current.kind else { throw unexpected(.string) }
        let column = current.column
        try advance()
        return (value, column)
    }

    private mutating func number() throws(TransitionSpecError) -> (Double, column: Int) {
        guard case .number(_, let value) = current.kind else { throw unexpected(.number) }
        let column = current.column
        try advance()
        return (value, column)
    }

    // MARK: - Tokens

    private mutating func advance() throws(TransitionSpecError) {
        current = try tokenizer.next()
    }

    /// Skips an optional `.` before a name.
    private mutating func skipDot() throws(TransitionSpecError) {
        if current.kind == .punctuation(".") { try advance() }
    }

    private mutating func expect(_ mark: Character) throws(TransitionSpecError) {
        guard current.kind == .punctuation(mark) else { throw unexpected(.punctuation(mark)) }
        try advance()
    }

    private mutating func expectLabel(_ label: String) throws(TransitionSpecError) {
        _ = try anyLabel(of: [label])
    }

    /// One of `labels` followed by `:`.
    private mutating func anyLabel(of labels: [String]) throws(TransitionSpecError) -> String {
        let expectation: TransitionSpecError.Expectation = labels.count == 1 ? .label(labels[0]) : .labels(labels)
        guard case .name(let word) = current.kind, labels.contains(word) else { throw unexpected(expectation) }
        try advance()
        guard current.kind == .punctuation(":") else { throw unexpected(.punctuation(":")) }
        try advance()
        return word
    }

    private mutating func countTerm() throws(TransitionSpecError) {
        termCount += 1
        if termCount > TransitionSpec.maximumTermCount {
            throw TransitionSpecError(
                column: current.column, problem: .tooManyTerms(limit: TransitionSpec.maximumTermCount))
        }
    }

    /// The error for `expectation` at the current token.
    private func unexpected(_ expectation: TransitionSpecError.Expectation) -> TransitionSpecError {
        TransitionSpecError(column: current.column, problem: .expected(expectation, found: current.found))
    }
}
