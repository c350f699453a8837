extension Scene {
    /// What an identifier names in a scene: no element, one element, one of several, or several that cannot be
    /// told apart.
    public enum IdentifierResolution: Hashable, Sendable {
        /// No element has the identifier.
        case missing
        /// Exactly one element has it: its index.
        case unique(Int)
        /// Several elements have it (all their indexes, in drawing order) and exactly one of them is shown
        /// (``Scene/isShown(_:)``): its index.
        case chosen(Int, among: [Int])
        /// Several elements have it and none or more than one of them is shown, so none can be trusted to be the
        /// one meant: every index with the identifier, and those that are shown.
        case ambiguous([Int], shown: [Int])

        /// The index of the element the identifier names, or `nil` when it is missing or ambiguous.
        public var index: Int? {
            switch self {
            case .unique(let index), .chosen(let index, _): index
            case .missing, .ambiguous: nil
            }
        }
    }

    /// What `identifier` names in this scene.
    ///
    /// One element with the identifier is that element, shown or not. When several share it — a reused cell
    /// that kept an old identifier, a copy left off screen — the one a person sees wins: the only one that is
    /// shown (``isShown(_:)``: visible, not fully transparent, on the screen and inside every clipping ancestor).
    /// When none or more than one is shown, the identifier is ambiguous and names no element: the planner would
    /// rather not animate an element than animate the wrong one.
    public func resolution(ofIdentifier identifier: String) -> IdentifierResolution {
        resolution(ofCandidates: indexes(ofIdentifier: identifier))
    }

    /// Where the elements with each identifier are: ``indexes(ofIdentifier:)`` for every identifier at once, found
    /// in one pass.
    func identifierIndexes() -> IdentifierIndexes {
        IdentifierIndexes(self)
    }

    /// What an identifier names when `candidates` are the indexes of the elements that have it, in drawing order.
    func resolution(ofCandidates candidates: [Int]) -> IdentifierResolution {
        guard let first = candidates.first else { return .missing }
        guard candidates.count > 1 else { return .unique(first) }
        let shown = candidates.filter(isShown)
        if shown.count == 1 {
            return .chosen(shown[0], among: candidates)
        }
        return .ambiguous(candidates, shown: shown)
    }

    /// The index of the element `identifier` names, or `nil` when no element has it or it is ambiguous; see
    /// ``resolution(ofIdentifier:)`` for the rule.
    public func resolvedIndex(ofIdentifier identifier: String) -> Int? {
        resolution(ofIdentifier: identifier).index
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
    /// The element `identifier` names in the scene in `role`, resolved as ``Scene/resolution(ofIdentifier:)``
    /// says, with the diagnostics of the resolution: ``PlanningDiagnostic/Code/duplicateIdentifier`` when one of
    /// several was chosen, ``PlanningDiagnostic/Code/ambiguousIdentifier`` when none could be, and
    /// ``PlanningDiagnostic/Code/missingElement`` when no element has it.
    ///
    /// - Parameters:
    ///   - identifier: The identifier looked for.
    ///   - role: The scene to look in.
    ///   - effect: The name of the effect looking, for the diagnostics.
    ///   - fallback: What the effect does instead when no element is found, for the diagnostic's message.
    public func element(
        _ identifier: String,
        in role: SceneRole,
        effect: String,
        fallback: String
    ) -> (element: Scene.Element?, diagnostics: [PlanningDiagnostic]) {
        let (index, diagnostics) = elementIndex(identifier, in: role, effect: effect, fallback: fallback)
        return (index.map { scene(role).elements[$0] }, diagnostics)
    }

    /// The index of the element `identifier` names in the scene in `role`, with the same diagnostics as
    /// ``element(_:in:effect:fallback:)``.
    ///
    /// - Parameters:
    ///   - identifier: The identifier looked for.
    ///   - role: The scene to look in.
    ///   - effect: The name of the effect looking, for the diagnostics.
    ///   - fallback: What the effect does instead when no element is found, for the diagnostic's message.
    public func elementIndex(
        _ identifier: String,
        in role: SceneRole,
        effect: String,
        fallback: String
    ) -> (index: Int?, diagnostics: [PlanningDiagnostic]) {
        let resolution = scene(role).resolution(ofIdentifier: identifier)
        let diagnostic = PlanningDiagnostic(
            resolution, identifier: identifier, role: role, effect: effect, fallback: fallback)
        return (resolution.index, diagnostic.map { [$0] } ?? [])
    }
}

extension EffectContext {
    /// ``elementIndex(_:in:effect:fallback:)`` for an identifier whose elements in the scene in `role` are already
    /// found: `indexes` are that scene's.
    func elementIndex(
        _ identifier: String,
        indexes: IdentifierIndexes,
        in role: SceneRole,
        effect: String,
        fallback: String
    ) -> (index: Int?, diagnostics: [PlanningDiagnostic]) {
        let resolution = indexes.resolution(of: identifier, in: scene(role))
        guard case .unique(let index) = resolution else {
            let diagnostic = PlanningDiagnostic(
                resolution, identifier: identifier, role: role, effect: effect, fallback: fallback)
            return (resolution.index, diagnostic.map { [$0] } ?? [])
        }
        return (index, [])
    }
}

extension PlanningDiagnostic {
    /// The diagnostic a resolution of `identifier` in the scene in `role` calls for, or `nil` for a unique element.
    init?(
        _ resolution: Scene.IdentifierResolution,
        identifier: String,
        role: SceneRole,
        effect: String,
        fallback: String
    ) {
        switch resolution {
        case .unique:
            return nil
        case .missing:
            self.init(
                code: .missingElement, effect: effect, scene: role,
                parts: [
                    .text("no element \(QuotedExcerpt.identifier(identifier)) in the "), .sceneName,
                    .text("; \(fallback)"),
                ])
        case .chosen(let index, let candidates):
            self.init(
                code: .duplicateIdentifier, effect: effect, scene: role,
                parts: [
                    .text("elements \(Self.indexList(candidates)) of the "), .sceneName,
                    .text(
                        " are all \(QuotedExcerpt.identifier(identifier)); element \(index), the only one shown, used"),
                ])
        case .ambiguous(let candidates, let shown):
            self.init(
                code: .ambiguousIdentifier, effect: effect, scene: role,
                parts: [
                    .text("elements \(Self.indexList(candidates)) of the "), .sceneName,
                    .text(
                        " are all \(QuotedExcerpt.identifier(identifier)) and \(shown.count) of them are shown \(Self.indexList(shown)); "
                            + "none used; \(fallback)"),
                ])
        }
    }

    /// The most indexes a diagnostic lists: 10.
    static let listedIndexLimit = 10

    /// `indexes` as a diagnostic lists them: `[3, 7]`, or, past ``listedIndexLimit``, the first ten and how many there
    /// are, `[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … 10000 in all]`, so that a message stays short however many elements
    /// share an identifier.
    static func indexList(_ indexes: [Int]) -> String {
        let listed = indexes.prefix(listedIndexLimit).map(String.init).joined(separator: ", ")
        guard indexes.count > listedIndexLimit else { return "[\(listed)]" }
        return "[\(listed), … \(indexes.count) in all]"
    }
}
