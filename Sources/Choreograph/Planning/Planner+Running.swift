import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The plan a host runs and the timing of the animator that plays it: what every host (the headless host, the UIKit
/// bridge) asks the core for when a library transition starts.
public struct RunnablePlan: Sendable {
    /// The plan whose timeline the host shows at the animator's progress.
    public let plan: TransitionPlan
    /// The timing of the animator that drives the progress: linear for a transition that starts by itself (the plan
    /// carries its own timing), the transition's timing for one that starts interactive (the plan is linear).
    public let animatorTiming: TimingParameters
    /// The plan as planned for a transition that starts by itself, whose diagnostics a host reports. The same value
    /// as ``plan`` for a transition that starts by itself.
    public let plannedPlan: TransitionPlan

    /// What a host runs when planning fails: no tracks, no duration, the screens stacked "from" then "to", on a
    /// linear animator.
    ///
    /// - Parameter name: The name of the transition that could not be planned, kept as the plan's effect name.
    public static func still(named name: String) -> RunnablePlan {
        let plan = TransitionPlan(
            timeline: Timeline(tracks: []), duration: 0, timing: .linear, stacking: [.fromScreen, .toScreen],
            diagnostics: [], effectName: name)
        return RunnablePlan(plan: plan, animatorTiming: .linear, plannedPlan: plan)
    }
}

extension Planner {
    /// The plan a host runs for `transition`, and the timing of the animator that plays it.
    ///
    /// A transition that starts by itself is played as planned on a linear animator. One that starts interactive is
    /// planned again with its motions linear over the screens' own duration (element modifiers and the fallback kept,
    /// linearized the same way), and the animator eased by the planned timing, so that the screens follow the
    /// progress an interaction sets and the completion eases. Under ``PlanningOptions/reducesMotion`` the
    /// interactive plan linearizes ``Planner/reducedMotion``.
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - from: The screen on display when the transition starts.
    ///   - to: The screen on display when it ends.
    ///   - operation: What the host is doing.
    ///   - containerSize: The size of the container, as ``plan(_:from:to:operation:containerSize:layoutDirection:)``
    ///     requires it.
    ///   - interactive: Whether the transition starts driven by an interaction.
    ///   - layoutDirection: Resolves leading and trailing edges. Default ``TransitionDefaults/layoutDirection``.
    /// - Throws: ``PlanningError`` as ``plan(_:from:to:operation:containerSize:layoutDirection:)`` throws it.
    public func runnablePlan(
        _ transition: Transition,
        from: Scene,
        to: Scene,
        operation: TransitionOperation,
        containerSize: CGSize,
        interactive: Bool,
        layoutDirection: LayoutDirection = TransitionDefaults.layoutDirection
    ) throws(PlanningError) -> RunnablePlan {
        let planned = try plan(
            transition, from: from, to: to, operation: operation, containerSize: containerSize,
            layoutDirection: layoutDirection)
        guard interactive else { return RunnablePlan(plan: planned, animatorTiming: .linear, plannedPlan: planned) }
        let base = options.reducesMotion ? Planner.reducedMotion : transition
        let knownDuration =
            base.elementRules(for: operation).isEmpty && base.fallbackTransition == nil ? planned.duration : nil
        let linear = try Self.linearized(
            base, operation: operation, from: from, to: to, size: containerSize, layoutDirection: layoutDirection,
            knownDuration: knownDuration)
        let linearPlan = try Planner().plan(
            linear, from: from, to: to, operation: operation, containerSize: containerSize,
            layoutDirection: layoutDirection)
        return RunnablePlan(plan: linearPlan, animatorTiming: planned.timing, plannedPlan: planned)
    }

    /// `transition` with its motions linear over the screens' own duration (the transition's without element
    /// modifiers, `knownDuration` when the caller has it), its element modifiers kept, and its fallback linearized
    /// the same way, so that the planner makes the same choice of fallback for an interactive start.
    private static func linearized(
        _ transition: Transition,
        operation: TransitionOperation,
        from: Scene,
        to: Scene,
        size: CGSize,
        layoutDirection: LayoutDirection,
        knownDuration: Double? = nil
    ) throws(PlanningError) -> Transition {
        let effect = transition.side(for: operation).effect
        let rules = transition.elementRules(for: operation)
        var bare = transition
        bare.presentingElementRules = []
        bare.dismissingElementRules = []
        bare.fallbackTransition = nil
        let screensDuration: Double
        if let knownDuration {
            screensDuration = knownDuration
        } else {
            screensDuration =
                try Planner().plan(
                    bare, from: from, to: to, operation: operation, containerSize: size,
                    layoutDirection: layoutDirection
                ).duration
        }
        var linear = Transition(
            name: transition.name, presenting: effect, dismissing: effect, presentingElementRules: rules,
            dismissingElementRules: rules
        ).duration(screensDuration).curve(.linear).matching(transition.matching(for: operation))
        if let fallback = transition.fallbackTransition {
            linear.fallbackTransition = try linearized(
                fallback, operation: operation, from: from, to: to, size: size, layoutDirection: layoutDirection)
        }
        return linear
    }
}
