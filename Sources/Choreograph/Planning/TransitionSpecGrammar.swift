/// The words of the transition spec grammar (<doc:TransitionSpecs>): the presets, the modifiers and the spring
/// forms, each spelled once, so that the parser, the canonical description and the error messages agree.
enum TransitionSpecGrammar {
    /// The presets (and `asymmetric`), by the name a spec gives them after the optional dot.
    enum PresetName: String, CaseIterable {
        case fade, zoom, slide, push, cover, uncover, pageIn, pageOut, flip, cube, circularReveal, matchedGeometry
        case automatic, asymmetric

        /// The label of the edge argument of the presets that take one: `to` for `uncover` and `pageOut`, `from`
        /// for the others; `nil` for presets without an edge.
        var edgeLabel: String? {
            switch self {
            case .slide, .push, .cover, .pageIn, .flip, .cube: TransitionSpecGrammar.fromLabel
            case .uncover, .pageOut: TransitionSpecGrammar.toLabel
            case .fade, .zoom, .circularReveal, .matchedGeometry, .automatic, .asymmetric: nil
            }
        }

        /// How an error message lists the preset: its name and argument labels, as Swift names a function.
        var spelling: String {
            switch self {
            case .fade, .automatic: rawValue
            case .zoom: "zoom, zoom(from:), zoom(from:fades:)"
            case .circularReveal: "circularReveal(from:)"
            case .matchedGeometry: "matchedGeometry(fade:fit:)"
            case .asymmetric: "asymmetric(presenting:dismissing:)"
            default: "\(rawValue)(\(edgeLabel ?? ""):)"
            }
        }
    }

    /// The modifiers a spec chains after a dot.
    enum ModifierName: String, CaseIterable {
        case reversed, combined, duration, curve, spring, matching

        /// How an error message lists the modifier.
        var spelling: String {
            switch self {
            case .reversed: ".reversed"
            case .combined: ".combined(with:)"
            case .duration: ".duration(_:)"
            case .curve: ".curve(_:), .curve(named:)"
            case .spring: ".spring(…)"
            case .matching: ".matching(_:)"
            }
        }
    }

    /// The optional prefix naming the type: `Transition.fade`.
    static let transitionTypeName = "Transition"
    /// The type name of a Bézier curve's initializer: `CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)`.
    static let bezierTypeName = "CubicBezier"
    /// The keyword Swift writes before a throwing initializer, which a spec may write too.
    static let tryKeyword = "try"
    /// The labels of `CubicBezier(x1:y1:x2:y2:)`, in order.
    static let bezierLabels = ["x1", "y1", "x2", "y2"]
    /// The label of ``Transition/curve(named:)``.
    static let curveNameLabel = "named"
    /// The label of ``Transition/combined(with:)``.
    static let combinedLabel = "with"
    /// The labels of ``Transition/asymmetric(presenting:dismissing:)``.
    static let asymmetricLabels = (presenting: "presenting", dismissing: "dismissing")
    /// The labels of ``Transition/matchedGeometry(fade:fit:)``.
    static let matchedGeometryLabels = (fade: "fade", fit: "fit")
    /// The cases of ``ElementMatching`` a `.matching(_:)` modifier names: `.morph(fade:fit:)` (arguments as
    /// ``Transition/matchedGeometry(fade:fit:)``'s) and `.none`.
    enum MatchingName: String, CaseIterable {
        case morph, none

        /// How an error message lists the case.
        var spelling: String {
            switch self {
            case .morph: ".morph(fade:fit:)"
            case .none: ".none"
            }
        }
    }

    /// The label of the argument that says where a screen enters from: an edge (``Transition/slide(from:)``) or an
    /// element's identifier (``Transition/zoom(from:fades:)``).
    static let fromLabel = "from"
    /// The label of ``Transition/zoom(from:fades:)``'s second argument.
    static let fadesLabel = "fades"
    /// The spellings of a Boolean argument.
    static let booleans: [(spelling: String, value: Bool)] = [("true", true), ("false", false)]
    /// The label of the edge a screen leaves through: ``Transition/uncover(to:)``, ``Transition/pageOut(to:)``.
    static let toLabel = "to"

    /// The Bézier presets a spec names as Swift does, `.curve(.easeIn)`: ``CubicBezier``'s static members.
    static let bezierPresets: [(name: String, curve: CubicBezier)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("coreAnimationDefault", .coreAnimationDefault),
    ]

    /// Every preset's spelling, for error messages.
    static let presetSpellings = PresetName.allCases.map(\.spelling)
    /// Every modifier's spelling, for error messages.
    static let modifierSpellings = ModifierName.allCases.map(\.spelling)

    /// One parameter of a spring form: its label and its default, `nil` when it must be given.
    struct SpringParameter {
        var label: String
        var defaultValue: Double?
    }

    /// One of the four `spring` modifiers: its parameters in order and the curve it sets.
    struct SpringForm {
        var parameters: [SpringParameter]
        /// The curve, from one value per parameter (defaults filled in).
        var curve: @Sendable ([Double]) -> TransitionCurve

        /// The index of the first parameter at or after `start` labelled `label`, when every parameter between
        /// can be left out; `nil` otherwise.
        func index(of label: String, from start: Int) -> Int? {
            var index = start
            while index < parameters.count {
                if parameters[index].label == label { return index }
                guard parameters[index].defaultValue != nil else { return nil }
                index += 1
            }
            return nil
        }

        /// The labels that may come next after `start`: up to and including the first one that must be given.
        func nextLabels(from start: Int) -> [String] {
            var labels: [String] = []
            for parameter in parameters[min(start, parameters.count)...] {
                labels.append(parameter.label)
                if parameter.defaultValue == nil { break }
            }
            return labels
        }

        /// The first parameter at or after `start` that must be given, or `nil` when the rest can be left out.
        func firstRequired(from start: Int) -> String? {
            parameters[min(start, parameters.count)...].first { $0.defaultValue == nil }?.label
        }
    }

    /// ``Transition/spring(mass:stiffness:damping:initialVelocity:)``.
    static let springConstants = SpringForm(
        parameters: [
            SpringParameter(label: "mass", defaultValue: 1), SpringParameter(label: "stiffness"),
            SpringParameter(label: "damping"), SpringParameter(label: "initialVelocity", defaultValue: 0),
        ],
        curve: { .springConstants(mass: $0[0], stiffness: $0[1], damping: $0[2], initialVelocity: $0[3]) }
    )
    /// ``Transition/spring(dampingRatio:initialVelocity:)``.
    static let springDampingRatio = SpringForm(
        parameters: [
            SpringParameter(label: "dampingRatio"), SpringParameter(label: "initialVelocity", defaultValue: 0),
        ],
        curve: { .springDampingRatio($0[0], initialVelocity: $0[1]) }
    )
    /// ``Transition/spring(response:dampingFraction:initialVelocity:)``.
    static let springResponse = SpringForm(
        parameters: [
            SpringParameter(label: "response"), SpringParameter(label: "dampingFraction", defaultValue: 0.825),
            SpringParameter(label: "initialVelocity", defaultValue: 0),
        ],
        curve: { .springResponse($0[0], dampingFraction: $0[1], initialVelocity: $0[2]) }
    )
    /// ``Transition/spring(duration:bounce:initialVelocity:)``.
    static let springDuration = SpringForm(
        parameters: [
            SpringParameter(label: "duration", defaultValue: 0.5), SpringParameter(label: "bounce", defaultValue: 0),
            SpringParameter(label: "initialVelocity", defaultValue: 0),
        ],
        curve: { .springDuration($0[0], bounce: $0[1], initialVelocity: $0[2]) }
    )

    /// The spring modifiers of ``Transition``, in the order they are declared, which is the order overloads are
    /// tried in.
    static let springForms = [springConstants, springDampingRatio, springResponse, springDuration]
}

extension TransitionSpecGrammar.SpringParameter {
    /// A parameter that must be given.
    init(label: String) {
        self.init(label: label, defaultValue: nil)
    }
}
