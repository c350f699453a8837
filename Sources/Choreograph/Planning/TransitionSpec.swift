/// A ``Transition`` written as text, the way Swift spells it: `slide(from: .right)`,
/// `cover(from: .bottom).duration(0.5)`, `.asymmetric(presenting: .zoom(from: "photo-3"), dismissing: .fade)`.
///
/// A ``Transition`` holds functions and cannot be compared; a spec is the value it was built from, so two specs
/// compare equal when they spell the same transition. ``init(parsing:)`` reads the text
/// (<doc:TransitionSpecs>), ``description`` writes it back in a canonical form that parses to an equal spec, and
/// ``transition`` builds the transition, exactly as the same expression written in Swift builds it.
///
/// ```swift
/// let spec = try TransitionSpec(parsing: "slide(from: .right).spring(response: 0.4)")
/// let transition = spec.transition  // Transition.slide(from: .right).spring(response: 0.4)
/// let text = spec.description  // ".slide(from: .right).spring(response: 0.4)"
/// ```
public indirect enum TransitionSpec: Hashable, Sendable {
    /// One of the library's presets.
    case preset(Preset)
    /// ``Transition/reversed`` of a transition.
    case reversed(TransitionSpec)
    /// A transition ``Transition/combined(with:)`` another.
    case combined(TransitionSpec, with: TransitionSpec)
    /// ``Transition/asymmetric(presenting:dismissing:)``.
    case asymmetric(presenting: TransitionSpec, dismissing: TransitionSpec)
    /// A transition with ``Transition/duration(_:)``, in seconds.
    case duration(TransitionSpec, seconds: Double)
    /// A transition timed by a curve: ``Transition/curve(_:)``, ``Transition/curve(named:)`` or one of the four
    /// `spring` modifiers, each of which sets a ``TransitionCurve``.
    case timing(TransitionSpec, TransitionCurve)
    /// A transition with ``Transition/matching(_:)``: how the elements both screens share move.
    case matching(TransitionSpec, ElementMatching)

    /// A preset of ``Transition``, with its arguments.
    public enum Preset: Hashable, Sendable {
        /// ``Transition/fade``.
        case fade
        /// ``Transition/zoom`` when the identifier is `nil`, else ``Transition/zoom(from:fades:)`` with `fades`
        /// (default `true`, as that preset's; ignored without an identifier).
        case zoom(from: String?, fades: Bool = true)
        /// ``Transition/slide(from:)``.
        case slide(from: TransitionEdge)
        /// ``Transition/push(from:)``.
        case push(from: TransitionEdge)
        /// ``Transition/cover(from:)``.
        case cover(from: TransitionEdge)
        /// ``Transition/uncover(to:)``.
        case uncover(to: TransitionEdge)
        /// ``Transition/pageIn(from:)``.
        case pageIn(from: TransitionEdge)
        /// ``Transition/pageOut(to:)``.
        case pageOut(to: TransitionEdge)
        /// ``Transition/flip(from:)``.
        case flip(from: TransitionEdge)
        /// ``Transition/cube(from:)``.
        case cube(from: TransitionEdge)
        /// ``Transition/circularReveal(from:)``.
        case circularReveal(from: String)
        /// ``Transition/matchedGeometry(fade:fit:)``.
        case matchedGeometry(fade: MatchedFade, fit: MatchedFit)
        /// ``Transition/automatic``.
        case automatic

        /// The transition the preset names.
        public var transition: Transition {
            switch self {
            case .fade: .fade
            case .zoom(let identifier, let fades): identifier.map { .zoom(from: $0, fades: fades) } ?? .zoom
            case .slide(let edge): .slide(from: edge)
            case .push(let edge): .push(from: edge)
            case .cover(let edge): .cover(from: edge)
            case .uncover(let edge): .uncover(to: edge)
            case .pageIn(let edge): .pageIn(from: edge)
            case .pageOut(let edge): .pageOut(to: edge)
            case .flip(let edge): .flip(from: edge)
            case .cube(let edge): .cube(from: edge)
            case .circularReveal(let identifier): .circularReveal(from: identifier)
            case .matchedGeometry(let fade, let fit): .matchedGeometry(fade: fade, fit: fit)
            case .automatic: .automatic
            }
        }
    }

    /// The transition the spec spells, built with the same calls the Swift expression makes.
    public var transition: Transition {
        switch self {
        case .preset(let preset): preset.transition
        case .reversed(let base): base.transition.reversed
        case .combined(let base, let other): base.transition.combined(with: other.transition)
        case .asymmetric(let presenting, let dismissing):
            .asymmetric(presenting: presenting.transition, dismissing: dismissing.transition)
        case .duration(let base, let seconds): base.transition.duration(seconds)
        case .timing(let base, let curve): base.transition.timing(curve)
        case .matching(let base, let matching): base.transition.matching(matching)
        }
    }

    /// Reads a transition spec (<doc:TransitionSpecs>).
    ///
    /// Every number is checked by the rule of the API it is given to (a duration by the planner's, a spring or a
    /// Bézier curve by ``Spring``'s and ``CubicBezier``'s), and a curve name must be one of
    /// ``CubicBezier/presets``, so a spec that parses plans without a timing error. Arguments nest at most
    /// ``maximumDepth`` deep and a spec has at most ``maximumTermCount`` presets and modifiers.
    ///
    /// - Throws: ``TransitionSpecError`` with the 1-based column of the first thing that is wrong and what was
    ///   expected there.
    public init(parsing text: String) throws(TransitionSpecError) {
        var parser = TransitionSpecParser(text)
        self = try parser.parseSpec()
    }

    /// How deep transitions may nest as arguments of ``Transition/combined(with:)`` and
    /// ``Transition/asymmetric(presenting:dismissing:)``: 32.
    public static let maximumDepth = 32

    /// How many presets and modifiers one spec may hold in all: 256. Each modifier wraps the transition's effect
    /// once more, and planning calls through every layer.
    public static let maximumTermCount = 256
}
