/// What a ``Planner`` makes of a transition: the timeline a host runs, and what it needs to run it.
public struct TransitionPlan: Sendable {
    /// The tracks the host applies, frame by frame; their targets are ``TransitionTarget`` names. Every track starts
    /// at 0 and lasts ``duration``, so the timeline's duration is the plan's (0 when the effect has no motion).
    public let timeline: Timeline
    /// How long the transition lasts, in seconds, after defaults and springs.
    public let duration: Double
    /// The timing every motion of the plan eases by.
    public let timing: TimingParameters
    /// The targets in the order the host stacks them in the container, back to front; targets with tracks that the
    /// effect did not stack follow, in the order of their tracks.
    public let stacking: [TransitionTarget]
    /// What the planner noticed and worked around (fallbacks, duplicate identifiers, conflicts).
    public let diagnostics: [PlanningDiagnostic]
    /// The name of the effect that was run (for example `"inverse(slide(from: right))"`).
    public let effectName: String

    /// Creates a plan.
    public init(
        timeline: Timeline,
        duration: Double,
        timing: TimingParameters,
        stacking: [TransitionTarget],
        diagnostics: [PlanningDiagnostic],
        effectName: String
    ) {
        self.timeline = timeline
        self.duration = duration
        self.timing = timing
        self.stacking = stacking
        self.diagnostics = diagnostics
        self.effectName = effectName
    }

    /// The value of `target`'s `property` at `time` seconds, or `nil` when no track animates it.
    public func value(of target: TransitionTarget, _ property: AnimatableProperty, at time: Double) -> AnimatableValue?
    {
        timeline.value(of: target.name, property, at: time)
    }
}

extension TransitionPlan: Equatable {
    /// Plans are equal when their timelines, durations, timings, stacking, diagnostics and effect names are.
    public static func == (lhs: TransitionPlan, rhs: TransitionPlan) -> Bool {
        lhs.timeline == rhs.timeline && lhs.duration == rhs.duration && lhs.timing == rhs.timing
            && lhs.stacking == rhs.stacking && lhs.diagnostics == rhs.diagnostics && lhs.effectName == rhs.effectName
    }
}
