// MARK: - Internal API

extension Planner {
    /// A plan whose tracks are not yet compiled into a timeline (``Planner/assembled(_:from:to:operation:containerSize:layoutDirection:)``):
    /// what ``Planner/duration(of:from:to:operation:containerSize:layoutDirection:)`` reads its duration from without
    /// compiling a timeline it would throw away.
    struct Assembled {
        /// The plan's tracks, as its timeline compiles them.
        var table: TrackTable
        /// The plan's duration in seconds.
        var duration: Double
        /// The timing the plan's motions ease by.
        var timing: TimingParameters
        /// The targets back to front.
        var stacking: [TransitionTarget]
        /// What the planner noticed, a fallback's after the diagnostics that made the planner take it.
        var diagnostics: [PlanningDiagnostic]
        /// The name of the effect that was run.
        var effectName: String
        /// The element each target that stands for one shows.
        var references: ElementReferences

        /// The plan, its tracks compiled into a timeline.
        var plan: TransitionPlan {
            TransitionPlan(
                timeline: Timeline(table: table), duration: duration, timing: timing, stacking: stacking,
                diagnostics: diagnostics, effectName: effectName, referenceTable: references)
        }
    }
}
