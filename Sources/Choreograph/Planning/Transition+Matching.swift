extension Transition {
    /// The name diagnostics of automatic matching carry as their effect: `"matching"`.
    public static let automaticMatchingName = "matching"

    /// The transition, doing `matching` with the elements both screens have an identifier for, on both sides.
    ///
    /// Every transition morphs shared elements unless told otherwise (``TransitionDefaults/matching``): the planner
    /// adds a ghost for each identifier both scenes have that the effect does not already ghost, exactly as
    /// ``matchedGeometry(fade:fit:)`` would, above both screens, with the real elements hidden while it flies. An
    /// element that is where its twin is — same center, size and transform in the container — is left to its screen:
    /// a ghost of it would hold still while the screens move (pushing a screen onto another of the same kind slides
    /// as usual).
    /// Element modifiers of a shared identifier time its ghost. Under Reduce Motion nothing is matched: the screens
    /// cross-fade, shared elements with them (``Planner/reducedMotion``).
    ///
    /// ```swift
    /// // Push the detail screen without flying the shared title across.
    /// let transition = Transition.push(from: .trailing).matching(.none)
    /// ```
    ///
    /// ``combined(with:)`` keeps the receiver's matching, ``reversed`` swaps the sides', and
    /// ``asymmetric(presenting:dismissing:)`` takes each side's from the transition it runs.
    ///
    /// - Parameter matching: What to do with shared elements.
    public func matching(_ matching: ElementMatching) -> Transition {
        var copy = self
        copy.presentingMatching = matching
        copy.dismissingMatching = matching
        return copy
    }

    /// What `operation` does with shared elements: the presenting side's matching for forward operations, the
    /// dismissing side's for backward ones. Default ``TransitionDefaults/matching`` for both.
    public func matching(for operation: TransitionOperation) -> ElementMatching {
        operation.isForward ? presentingMatching : dismissingMatching
    }
}
