extension TransitionTarget {
    /// The element with `identifier` in the scene in `role`, as element modifiers move it:
    /// `"element:from:"` or `"element:to:"` + identifier.
    ///
    /// The plan's ``TransitionPlan/references`` say which captured element it is and whether the host animates the
    /// element itself (``ElementPlacement/inPlace``) or a snapshot of it lifted into the container
    /// (``ElementPlacement/container``).
    public static func element(_ identifier: String, of role: SceneRole) -> TransitionTarget {
        TransitionTarget(role == .from ? .fromElement : .toElement, identifier)
    }

    /// The identifier of the element this target names in the scene in `role` (see ``element(_:of:)``), or `nil`
    /// when it names none there.
    public func elementIdentifier(in role: SceneRole) -> String? {
        kind == (role == .from ? .fromElement : .toElement) ? rest : nil
    }

    /// A fingerprint of the target for a table of targets: a hash of the kind and of the identifier's bytes
    /// (``ASCIIPlaces/hash(_:)``) when the identifier is ASCII, for which equal strings have equal bytes; `nil`
    /// otherwise. Equal targets with ASCII identifiers have equal fingerprints.
    var asciiFingerprint: UInt64? {
        guard let hash = ASCIIPlaces.hash(rest) else { return nil }
        return (hash ^ UInt64(kind.rawValue)) &* 0x9E37_79B9_7F4A_7C15
    }
}
