/// Where an element that modifiers move is animated.
public enum ElementCoordinateSpace: String, Hashable, Sendable, CaseIterable {
    /// In its own place: the host animates the element's view inside its superview, so it moves with its screen
    /// and its parents; offsets are in the superview's coordinates. The element's target is placed
    /// ``ElementPlacement/inPlace`` and its tracks are its transform, opacity, corner radii and z position.
    case local
    /// Lifted into the container, above the screens: the host animates a snapshot of the element in the
    /// container's coordinates, apart from its screen; offsets are in the container's coordinates. The element's
    /// target is placed ``ElementPlacement/container`` and its tracks also give its position and bounds; its
    /// transform and opacity are its global ones (``Scene/globalTransform(ofElementAt:)``,
    /// ``Scene/globalOpacity(ofElementAt:)``).
    case global
}
