/// The error a ``Planner`` throws when a transition cannot be planned: a value that breaks a rule, or an effect
/// that asks for something impossible.
///
/// Every case prints as one line naming the value and the rule it breaks.
public enum PlanningError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A number given to the planner or set on a transition breaks a rule: the parameter (for example `"duration"`
    /// or `"containerSize.width"`), the value and the rule.
    case invalidParameter(parameter: String, value: Double, rule: String)
    /// A spring or curve of the transition's timing could not be built.
    case invalidTiming(TimingError)
    /// ``TransitionCurve/named(_:)`` names no curve of ``CubicBezier/presets``.
    case unknownCurve(name: String)
    /// A motion of an effect runs over a span outside 0…1 (or one that is not a number).
    case invalidSpan(effect: String, track: String, lower: Double, upper: Double)
    /// Two motions of an effect animate the same property of the same target over overlapping spans.
    case overlappingMotions(effect: String, track: String)
    /// A track the planner built from an effect's motions breaks a rule of ``Track`` (a value of the wrong kind,
    /// or one that is not finite).
    case invalidTrack(effect: String, TimelineError)
    /// A custom effect threw an error of its own; its description is kept.
    case effectFailed(effect: String, message: String)
    /// The plan would last longer than ``TransitionDefaults/maximumDuration``: the transition's duration is in range,
    /// but an element's modifiers (its delay, its cascade's delay, its duration or spring) end its motion `length`
    /// seconds after the start. `latest` is the element whose motion ends last.
    case planTooLong(length: Double, latest: ElementSpan)

    /// A one-line message naming the value and the rule.
    public var description: String {
        switch self {
        case .invalidParameter(let parameter, let value, let rule):
            "\(parameter) = \(value): \(rule)"
        case .invalidTiming(let error):
            "timing: \(error)"
        case .unknownCurve(let name):
            "curve \"\(name)\": must be one of \(CubicBezier.presets.map(\.name).joined(separator: ", "))"
        case .invalidSpan(let effect, let track, let lower, let upper):
            "effect \(effect): motion \(track) spans \(lower)...\(upper): must lie within 0...1"
        case .overlappingMotions(let effect, let track):
            "effect \(effect): motions of \(track) overlap: must run over separate spans"
        case .invalidTrack(let effect, let error):
            "effect \(effect): \(error)"
        case .effectFailed(let effect, let message):
            "effect \(effect) failed: \(message)"
        case .planTooLong(let length, let latest):
            "plan length = \(length) s: must be at most \(TransitionDefaults.maximumDuration) s (the transition's "
                + "duration, or the end of its elements' delays, cascades and durations, whichever is later); \(latest)"
        }
    }
}
