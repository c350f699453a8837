/// How a ``Planner`` plans, apart from the transition itself.
public struct PlanningOptions: Hashable, Sendable {
    /// Whether the person prefers reduced motion (Reduce Motion in the accessibility settings). Default `false`.
    ///
    /// When `true`, every transition becomes a cross-fade (``Transition/fade``) lasting
    /// ``TransitionDefaults/reducedMotionDuration`` (0.2 s) on ``TransitionDefaults/reducedMotionCurve``
    /// (ease in, ease out), whatever its effect and timing: nothing slides, turns or zooms.
    public var reducesMotion: Bool

    /// Creates options.
    ///
    /// - Parameter reducesMotion: Whether every transition becomes a short cross-fade. Default `false`.
    public init(reducesMotion: Bool = false) {
        self.reducesMotion = reducesMotion
    }
}
