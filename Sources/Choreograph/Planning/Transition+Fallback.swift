import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// The transition planned instead of this one when this one's effect cannot use the element it looks for: when
    /// the effect reports a ``PlanningDiagnostic/Code/missingElement``, ``PlanningDiagnostic/Code/degenerateElement``
    /// or ``PlanningDiagnostic/Code/ambiguousIdentifier``. Default `nil`: the effect's own fallback runs.
    ///
    /// Set it with ``fallback(_:)``. The timing modifiers and ``modifying(_:_:)`` keep it, ``reversed`` reverses it,
    /// and ``combined(with:)`` and ``asymmetric(presenting:dismissing:)`` make transitions without one.
    public var fallbackTransition: Transition? {
        get { fallbackStorage.first }
        set { fallbackStorage = newValue.map { [$0] } ?? [] }
    }

    /// The transition, planned as `transition` instead whenever its effect cannot use the element it looks for.
    ///
    /// ``Transition/zoom(from:fades:)`` falls back to ``Transition/zoom`` from the center, under the transition's own
    /// timing, when its element is missing, has no size or has no visible area. A screen that grows out of a picture
    /// with a bouncy spring may rather fade in place, on a curve that does not overshoot:
    ///
    /// ```swift
    /// let pop = Transition.zoom(from: "herb-3", fades: false)
    ///     .spring(dampingRatio: 0.4)
    ///     .duration(1)
    ///     .fallback(.fade.duration(1))
    /// ```
    ///
    /// The planner plans the fallback as it would plan it alone — its effect, its timing, its element modifiers
    /// (not this transition's), and its own fallback in turn — for the same operation, and puts this effect's
    /// diagnostics before the fallback's in the plan. Each transition of the chain is chosen for itself: a
    /// dismissal can fall back when the presentation did not, after a rotation brought the element into view or
    /// took it out.
    ///
    /// - Parameter transition: The transition planned instead.
    public func fallback(_ transition: Transition) -> Transition {
        var copy = self
        copy.fallbackTransition = transition
        return copy
    }
}

extension PlanningDiagnostic.Code {
    /// Whether the diagnostic says an effect could not use the element it looks for, so that a transition's
    /// ``Transition/fallbackTransition`` is planned instead.
    var meansElementUnusable: Bool {
        [.missingElement, .degenerateElement, .ambiguousIdentifier].contains(self)
    }
}
