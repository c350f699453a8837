/// Something the planner noticed and worked around while planning a transition; kept in
/// ``TransitionPlan/diagnostics`` so that a host, a test or a preview can show it.
public struct PlanningDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What the planner noticed.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// An effect looked for an element by identifier and the scene has none: the effect fell back to its plain
        /// variant (``Transition/zoom(from:fades:)`` to ``Transition/zoom``, ``Transition/circularReveal(from:)`` to a
        /// reveal from the container's center).
        case missingElement
        /// An effect found its element, but the element (or the screen it would grow into) has no width or no
        /// height, so no scale maps one onto the other, or the element has no visible area
        /// (``Scene/visibleFrame(ofElementAt:)``): the effect fell back as for ``missingElement``.
        case degenerateElement
        /// Several elements of a scene share an identifier and exactly one of them is shown
        /// (``Scene/isShown(_:)``): that one was used (see ``Scene/resolution(ofIdentifier:)``).
        case duplicateIdentifier
        /// Two combined effects both animate a property that does not compose (anything but opacity and
        /// transform) of the same target, with different values: the first effect's motion was kept.
        case combinedConflict
        /// The transition's curve is a spring that sets its own duration (all but
        /// ``Transition/spring(dampingRatio:initialVelocity:)``), so the duration set with ``Transition/duration(_:)``
        /// was not used.
        case durationSetBySpring
        /// Several elements of a scene share an identifier and none or more than one of them is shown, so the
        /// planner could not tell which one is meant: no element was used, and the effect fell back as for
        /// ``missingElement`` (matched geometry makes no ghost for it).
        case ambiguousIdentifier
        /// An element's ``ElementModifier/source(_:)`` was not used: the element is in both screens, so it is
        /// matched, not sourced.
        case sourceOfMatchedElement
        /// Element modifiers were given for an identifier that names no element in either screen, so they were not
        /// used.
        case unusedModifiers
    }

    /// What the planner noticed.
    public var code: Code
    /// The effect that noticed it, by name.
    public var effect: String
    /// What happened, in a sentence naming the values involved.
    public var message: String

    /// Creates a diagnostic.
    public init(code: Code, effect: String, message: String) {
        self.code = code
        self.effect = effect
        self.message = message
    }

    /// One line: `code (effect): message`.
    public var description: String {
        "\(code.rawValue) (\(effect)): \(message)"
    }
}
