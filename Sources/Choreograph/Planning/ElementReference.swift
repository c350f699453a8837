/// Which element of which captured scene a target of a plan shows, and where the host puts it.
///
/// A plan's ``TransitionPlan/references`` give one for every target that stands for a scene element: the
/// ``TransitionTarget/element(_:of:)`` targets of element modifiers and the ``TransitionTarget/snapshot(_:of:)``
/// targets inside ghosts. The host finds the view by ``index`` — the element's place in the scene it captured,
/// which stays right when several elements share an identifier — and keeps ``identifier`` for traces.
public struct ElementReference: Hashable, Sendable, CustomStringConvertible {
    /// The scene the element belongs to.
    public var role: SceneRole
    /// The element's index in that scene's ``Scene/elements``.
    public var index: Int
    /// The element's identifier, when it has one.
    public var identifier: String?
    /// Where the host puts what the target animates.
    public var placement: ElementPlacement

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - role: The scene the element belongs to.
    ///   - index: The element's index in that scene.
    ///   - identifier: The element's identifier. Default `nil`.
    ///   - placement: Where the host puts what the target animates.
    public init(role: SceneRole, index: Int, identifier: String? = nil, placement: ElementPlacement) {
        self.role = role
        self.index = index
        self.identifier = identifier
        self.placement = placement
    }

    /// `role[index] ("identifier") placement`, for traces.
    public var description: String {
        let name = identifier.map { " (\"\($0)\")" } ?? ""
        return "\(role.rawValue)[\(index)]\(name) \(placement)"
    }

    /// The same reference seen from the other side of a transition: the scene's role traded, and a ghost's name
    /// kept.
    var swappingScreens: ElementReference {
        ElementReference(role: role.other, index: index, identifier: identifier, placement: placement)
    }
}

/// Where a host puts what a target that stands for a scene element animates.
public enum ElementPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The element's own view, animated where it is, inside its superview: positions are in the superview's
    /// coordinates and the element moves with its screen. Its transform and opacity replace the view's own while
    /// the transition runs; the host restores them when it ends.
    case inPlace
    /// A snapshot of the element (with its subviews) lifted into the container, above the screens, placed by its
    /// tracks in the container's coordinates; the host hides the element itself while the transition runs.
    case container
    /// A snapshot of the element inside a ghost (``TransitionTarget/ghost(_:)``), placed by its tracks in the
    /// ghost's coordinates; the host hides the element itself while the transition runs.
    case ghost(TransitionTarget)

    /// `inPlace`, `container` or `ghost(name)`.
    public var description: String {
        switch self {
        case .inPlace: "inPlace"
        case .container: "container"
        case .ghost(let ghost): "ghost(\(ghost.name))"
        }
    }
}
