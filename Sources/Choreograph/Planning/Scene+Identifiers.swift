extension Scene {
    /// The index of the element `identifier` names, or `nil` when no element has it.
    ///
    /// When several elements share the identifier, the last *visible* one in drawing order wins — the one drawn on
    /// top, which is what a person sees — and the last one when none is visible. An element is visible when neither
    /// it nor any of its ancestors is hidden.
    public func resolvedIndex(ofIdentifier identifier: String) -> Int? {
        let candidates = indexes(ofIdentifier: identifier)
        return candidates.last(where: isVisible) ?? candidates.last
    }

    /// Whether the element at `index` is visible: neither it nor any of its ancestors is hidden. `false` for an
    /// index out of range.
    public func isVisible(_ index: Int) -> Bool {
        var current: Int? = index
        while let at = current {
            guard elements.indices.contains(at), !elements[at].isHidden else { return false }
            current = elements[at].parent
        }
        return true
    }
}

extension EffectContext {
    /// The element `identifier` names in the scene in `role`, resolved as ``Scene/resolvedIndex(ofIdentifier:)``
    /// does, with a ``PlanningDiagnostic/Code/duplicateIdentifier`` diagnostic when several share it and a
    /// ``PlanningDiagnostic/Code/missingElement`` one when none has it.
    ///
    /// - Parameters:
    ///   - identifier: The identifier looked for.
    ///   - role: The scene to look in.
    ///   - effect: The name of the effect looking, for the diagnostics.
    ///   - fallback: What the effect does instead when the element is missing, for the diagnostic's message.
    public func element(
        _ identifier: String,
        in role: SceneRole,
        effect: String,
        fallback: String
    ) -> (element: Scene.Element?, diagnostics: [PlanningDiagnostic]) {
        let scene = scene(role)
        let candidates = scene.indexes(ofIdentifier: identifier)
        guard let index = scene.resolvedIndex(ofIdentifier: identifier) else {
            let message = "no element \"\(identifier)\" in the \(role.rawValue) scene; \(fallback)"
            return (nil, [PlanningDiagnostic(code: .missingElement, effect: effect, message: message)])
        }
        var diagnostics: [PlanningDiagnostic] = []
        if candidates.count > 1 {
            let message =
                "elements \(candidates) of the \(role.rawValue) scene are all \"\(identifier)\"; element \(index) used"
            diagnostics.append(PlanningDiagnostic(code: .duplicateIdentifier, effect: effect, message: message))
        }
        return (scene.elements[index], diagnostics)
    }
}
