/// What a transition does with elements whose identifier both screens have.
///
/// By default every transition morphs them (``TransitionDefaults/matching``): each element of the old screen whose
/// identifier the new screen has too flies to its twin as a ghost, as ``Transition/matchedGeometry(fade:fit:)``
/// does, while the screens do what the transition says. ``Transition/matching(_:)`` sets it:
///
/// ```swift
/// let plain = Transition.push(from: .trailing).matching(.none)
/// let swapped = Transition.fade.matching(.morph(fade: .through, fit: .width))
/// ```
public enum ElementMatching: Hashable, Sendable {
    /// Each shared identifier morphs from the old screen's element to the new screen's as a ghost, its snapshots
    /// blended by `fade` (default ``TransitionDefaults/matchedFade``) and sized by `fit` (default
    /// ``TransitionDefaults/matchedFit``).
    case morph(fade: MatchedFade = TransitionDefaults.matchedFade, fit: MatchedFit = TransitionDefaults.matchedFit)
    /// Shared identifiers mean nothing: every element moves with its screen.
    case none
}
