/// What a ``Planner`` makes of a transition: the timeline a host runs, and what it needs to run it.
public struct TransitionPlan: Sendable, CustomReflectable {
    /// The tracks the host applies, frame by frame; their targets are ``TransitionTarget`` names. Every track starts
    /// at 0 and lasts ``duration``, so the timeline's duration is the plan's (0 when the effect has no motion).
    public let timeline: Timeline
    /// How long the transition lasts, in seconds, after defaults and springs.
    public let duration: Double
    /// The timing the plan's motions ease by, except those of elements given a timing of their own
    /// (``ElementModifier/timing(_:)``).
    public let timing: TimingParameters
    /// The targets in the order the host stacks them in the container, back to front; targets with tracks that the
    /// effect did not stack follow, in the order of their tracks.
    public let stacking: [TransitionTarget]
    /// What the planner noticed and worked around (fallbacks, duplicate identifiers, conflicts).
    public let diagnostics: [PlanningDiagnostic]
    /// The name of the effect that was run (for example `"inverse(slide(from: right))"`).
    public let effectName: String
    /// The captured element each target that stands for one shows, and where the host puts it: every
    /// ``TransitionTarget/snapshot(_:of:)`` inside a ghost and every ``TransitionTarget/element(_:of:)`` that
    /// element modifiers move. Roles are the real ones: ``SceneRole/from`` is the screen on display when the
    /// transition starts. Targets placed ``ElementPlacement/inPlace`` are not in ``stacking``: they stay in their
    /// screens. Matched geometry's snapshots' references are kept as a list, one entry per ghost, and made into this
    /// dictionary the first time it is read (once for the plan and its copies).
    public var references: [TransitionTarget: ElementReference] { referenceTable.dictionary }
    /// The references, matched geometry's ghost snapshots' kept as a list (``ElementReferences``).
    let referenceTable: ElementReferences

    /// Creates a plan.
    ///
    /// - Parameters:
    ///   - timeline: The tracks.
    ///   - duration: The duration in seconds.
    ///   - timing: The timing motions ease by unless they have their own.
    ///   - stacking: The targets back to front.
    ///   - diagnostics: What the planner noticed.
    ///   - effectName: The name of the effect that was run.
    ///   - references: The element each target that stands for one shows. Default none.
    public init(
        timeline: Timeline,
        duration: Double,
        timing: TimingParameters,
        stacking: [TransitionTarget],
        diagnostics: [PlanningDiagnostic],
        effectName: String,
        references: [TransitionTarget: ElementReference] = [:]
    ) {
        self.init(
            timeline: timeline, duration: duration, timing: timing, stacking: stacking, diagnostics: diagnostics,
            effectName: effectName, referenceTable: ElementReferences(references))
    }

    /// A plan whose references are `referenceTable`.
    init(
        timeline: Timeline,
        duration: Double,
        timing: TimingParameters,
        stacking: [TransitionTarget],
        diagnostics: [PlanningDiagnostic],
        effectName: String,
        referenceTable: ElementReferences
    ) {
        self.timeline = timeline
        self.duration = duration
        self.timing = timing
        self.stacking = stacking
        self.diagnostics = diagnostics
        self.effectName = effectName
        self.referenceTable = referenceTable
    }

    /// The plan as it is shown (`print`, `dump`, the debugger): its timeline, duration, timing, stacking, diagnostics,
    /// effect name and references, the dictionary of them whether or not it was made before.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "timeline": timeline, "duration": duration, "timing": timing, "stacking": stacking,
                "diagnostics": diagnostics, "effectName": effectName, "references": references,
            ],
            displayStyle: .struct)
    }

    /// The value of `target`'s `property` at `time` seconds, or `nil` when no track animates it.
    public func value(of target: TransitionTarget, _ property: AnimatableProperty, at time: Double) -> AnimatableValue?
    {
        timeline.value(of: target.name, property, at: time)
    }
}

extension TransitionPlan: Equatable {
    /// Plans are equal when their timelines, durations, timings, stacking, diagnostics, effect names and
    /// references are.
    public static func == (lhs: TransitionPlan, rhs: TransitionPlan) -> Bool {
        lhs.timeline == rhs.timeline && lhs.duration == rhs.duration && lhs.timing == rhs.timing
            && lhs.stacking == rhs.stacking && lhs.diagnostics == rhs.diagnostics && lhs.effectName == rhs.effectName
            && lhs.references == rhs.references
    }
}
