/// Which side of a transition a controller or view is on, as `UITransitionContextViewControllerKey` and
/// `UITransitionContextViewKey`.
public enum TransitionContextKey: String, Hashable, Sendable, CaseIterable {
    /// The side on screen when the transition starts.
    case from
    /// The side on screen when it ends.
    case to
}
