/// Which of a transition's two scenes: the screen that leaves or the screen that enters.
public enum SceneRole: String, Hashable, Sendable, CaseIterable {
    /// The screen on display when the transition starts.
    case from
    /// The screen on display when it ends.
    case to

    /// The other scene.
    public var other: SceneRole {
        self == .from ? .to : .from
    }
}
