/// Something the planner noticed and worked around while planning a transition; kept in
/// ``TransitionPlan/diagnostics`` so that a host, a test or a preview can show it.
///
/// A diagnostic about one of the two scenes — an element looked for in it, or several sharing an identifier — names
/// that scene in ``scene`` and in its message as the plan has them: the from scene is the screen on display when the
/// transition starts, the to scene the one on display when it ends. A dismissal run as the ``TransitionEffect/inverse``
/// of a presentation's effect looks in the scenes with their roles traded, and its diagnostics name them — and the
/// targets they name, such as `fromScreen` — as the dismissal has them.
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

    /// A piece of a diagnostic's message: text, the name of the diagnostic's ``PlanningDiagnostic/scene``, or a
    /// target (whose screen, if it names one, follows the scenes when they are traded).
    enum MessagePart: Hashable, Sendable {
        /// Text, as it is.
        case text(String)
        /// The scene's name: `from scene` or `to scene`.
        case sceneName
        /// A target, by its name (for example `fromScreen` or `element:to:title`).
        case target(TransitionTarget)
    }

    /// What the planner noticed.
    public var code: Code
    /// The effect that noticed it, by name.
    public var effect: String
    /// The scene the diagnostic is about, as the plan has it (``SceneRole/from``, the screen on display when the
    /// transition starts, or ``SceneRole/to``), or `nil` when it is about neither scene alone. The ``message`` names
    /// this scene wherever it names one. Default `nil`.
    public var scene: SceneRole?
    /// The message, in parts: the scene's name is filled in from ``scene`` when the message is read.
    private var parts: [MessagePart]

    /// What happened, in a sentence naming the values involved (and the scene, as ``scene`` says). Setting it
    /// replaces the whole sentence, which then names no scene of its own.
    public var message: String {
        get {
            var text = ""
            for part in parts {
                switch part {
                case .text(let piece): text += piece
                case .sceneName: text += scene.map { "\($0.rawValue) scene" } ?? "scene"
                case .target(let target): text += "\(target)"
                }
            }
            return text
        }
        set { parts = [.text(newValue)] }
    }

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - code: What the planner noticed.
    ///   - effect: The effect that noticed it, by name.
    ///   - scene: The scene it is about. Default `nil`: neither scene alone.
    ///   - message: What happened, in a sentence naming the values involved.
    public init(code: Code, effect: String, scene: SceneRole? = nil, message: String) {
        self.code = code
        self.effect = effect
        self.scene = scene
        parts = [.text(message)]
    }

    /// Creates a diagnostic about the scene in `role` (or about neither, when `nil`) whose message is `parts`: the
    /// scene's name (``MessagePart/sceneName``) and the targets among them follow the scenes when they are traded
    /// (``swappingScenes``).
    init(code: Code, effect: String, scene role: SceneRole?, parts: [MessagePart]) {
        self.code = code
        self.effect = effect
        scene = role
        self.parts = parts
    }

    /// The same diagnostic with the from and to scenes traded — its scene and the screens of the targets its
    /// message names: what an effect's ``TransitionEffect/inverse`` reports of a diagnostic its effect reported with
    /// the scenes traded.
    var swappingScenes: PlanningDiagnostic {
        var swapped = self
        swapped.scene = scene?.other
        swapped.parts = parts.map { part in
            guard case .target(let target) = part else { return part }
            return .target(target.swappingScreens)
        }
        return swapped
    }

    /// One line: `code (effect): message`.
    public var description: String {
        "\(code.rawValue) (\(effect)): \(message)"
    }

    /// Whether two diagnostics have the same code, effect, scene and message (as read, however it was built).
    public static func == (a: PlanningDiagnostic, b: PlanningDiagnostic) -> Bool {
        a.code == b.code && a.effect == b.effect && a.scene == b.scene && a.message == b.message
    }

    /// Hashes the code, the effect, the scene and the message as read. Diagnostics that compare equal hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(effect)
        hasher.combine(scene)
        hasher.combine(message)
    }
}
