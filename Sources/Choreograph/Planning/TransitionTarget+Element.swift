extension TransitionTarget {
    /// The element with `identifier` in the scene in `role`, as element modifiers move it:
    /// `"element:from:"` or `"element:to:"` + identifier.
    ///
    /// The plan's ``TransitionPlan/references`` say which captured element it is and whether the host animates the
    /// element itself (``ElementPlacement/inPlace``) or a snapshot of it lifted into the container
    /// (``ElementPlacement/container``).
    public static func element(_ identifier: String, of role: SceneRole) -> TransitionTarget {
        TransitionTarget(name: "element:\(role.rawValue):" + identifier)
    }

    /// The identifier of the element this target names in the scene in `role` (see ``element(_:of:)``), or `nil`
    /// when it names none there.
    public func elementIdentifier(in role: SceneRole) -> String? {
        let prefix = "element:\(role.rawValue):"
        return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : nil
    }
}
