/// The state of a ``PropertyAnimator``, as `UIViewAnimatingState`.
public enum AnimatingState: String, Hashable, Sendable, CaseIterable {
    /// Not started, or finished: the animations are not applied.
    case inactive
    /// Started or paused: the animations are applied.
    case active
    /// Stopped with `stopAnimation(false)`: values frozen until `finishAnimation(at:)`.
    case stopped
}

/// Where a ``PropertyAnimator`` ended, as `UIViewAnimatingPosition`.
public enum AnimatingPosition: String, Hashable, Sendable, CaseIterable {
    /// At the end values.
    case end
    /// At the start values (the animator ran reversed, or was finished there).
    case start
    /// Wherever the animation was when it was finished.
    case current
}
