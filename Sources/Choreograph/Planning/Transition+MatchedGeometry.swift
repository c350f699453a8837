import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Transition {
    /// Elements with the same identifier in both screens morph from one to the other as ghosts.
    ///
    /// For every identifier the old screen has (in drawing order) that the new screen has too, the host adds a ghost,
    /// ``TransitionTarget/ghost(_:)``, above both screens, and inside it a snapshot of the element from each screen,
    /// ``TransitionTarget/snapshot(_:of:)`` (the plan's stacking lists each ghost followed by its two snapshots; the
    /// snapshots' positions and bounds are in the ghost's own coordinates, and the plan's
    /// ``TransitionPlan/references`` name the element each snapshot shows). The host hides the real elements while
    /// the ghosts fly. The ghost's center, bounds, transform, corner radii, background colour, border and shadow go
    /// from the old element's to the new one's; its transform is the element's global one
    /// (``Scene/globalTransform(ofElementAt:)``), so an element inside a turned or scaled parent looks the same in
    /// its ghost. A ghost is a new view, so its timeline leaves out what a new view shows already: it always carries
    /// the center, bounds, corner radii and background colour, and carries the transform, the border width, the
    /// border colour and each of the shadow's opacity, radius, offset and colour only when one of the two elements
    /// differs from a new view's value bit for bit — the identity, `+0`, opaque black, and ``Scene/Shadow/none``'s
    /// opacity `+0`, radius 3, offset (`+0`, −3) and opaque black colour. (A missing border colour is animated as clear,
    /// so its track stays.) Every frame is the same as with those tracks: combined effects, keyframes and element
    /// timing act on those motions as on any other, and a track is left out only where the motion reaches the timeline
    /// unchanged. The snapshots stay centred in the ghost, sized by `fit`, and blend by `fade`. Identifiers shared
    /// by several elements of a screen resolve as ``Scene/resolution(ofIdentifier:)`` says: the only one shown,
    /// with a ``PlanningDiagnostic/Code/duplicateIdentifier`` diagnostic, or no ghost at all, with a
    /// ``PlanningDiagnostic/Code/ambiguousIdentifier`` one. A ghost animates what has no value (a missing colour) as
    /// clear. Element modifiers of a matched identifier time its ghost and may bend its path (see
    /// ``Transition/modifying(_:_:)``).
    ///
    /// It moves nothing else: combine it with a transition for the screens, as in
    /// `.fade.combined(with: .matchedGeometry())`. Dismissed, every ghost morphs back.
    ///
    /// - Parameters:
    ///   - fade: How the two snapshots blend. Default ``TransitionDefaults/matchedFade`` (``MatchedFade/cross``).
    ///   - fit: How the snapshots are sized in the ghost. Default ``TransitionDefaults/matchedFit``
    ///     (``MatchedFit/auto``).
    public static func matchedGeometry(
        fade: MatchedFade = TransitionDefaults.matchedFade,
        fit: MatchedFit = TransitionDefaults.matchedFit
    ) -> Transition {
        let name = "matchedGeometry(fade: \(fade.rawValue), fit: \(fit.rawValue))"
        // The ghosts' motions are written straight after those of an effect this one is combined with; they animate
        // only ghosts and snapshots.
        return Transition(
            TransitionEffect(
                name: name, ghostsAndSnapshotsOnly: true,
                appending: { context, output in
                    output.stacking = [.fromScreen, .toScreen]
                    MatchedMorph.addMatches(in: context, to: &output, fade: fade, fit: fit, effect: name)
                    output.matchesSharedElements = true
                })
        )
    }
}

/// One ghost of matched geometry (or of an element flying from its ``ElementModifier/source(_:)``): the element it
/// is named after, and the element it starts from and the one it ends on.
struct MatchedMorph {
    /// One end of a morph: an element of a scene, by index.
    struct End {
        var scene: Scene
        var index: Int

        var element: Scene.Element { scene.elements[index] }
        /// The transform the element shows with in the container (see ``Scene/globalTransform(ofElementAt:)``,
        /// which works out no product along a chain of plain views).
        var transform: Transform3D { scene.globalTransform(ofElementAt: index) }

        /// Whether the element and all its ancestors are plain views (no ``Scene/Element/extras``), so that it shows
        /// with the identity, bit for bit.
        var isPlainChain: Bool {
            scene.elements.withUnsafeBufferPointer { elements in
                var current: Int? = index
                while let at = current, elements.indices.contains(at) {
                    guard elements[at].extras == nil else { return false }
                    current = elements[at].parent
                }
                return true
            }
        }
    }

    /// The identifier the ghost and its snapshots are named after.
    var identifier: String
    /// The element in the screen that leaves.
    var from: End
    /// The element in the screen that enters.
    var to: End

    /// Adds a morph to `output` for every identifier both scenes have (in the old scene's drawing order), except the
    /// ones `output` already stacks a ghost for (a sourced element's) and, when `skippingUnmoved`, the ones whose
    /// element is where its twin is (``staysInPlace(_:_:)``); identifiers shared by several elements of a scene
    /// resolve as ``Scene/resolution(ofIdentifier:)`` says, with their diagnostics credited to `effect`.
    static func addMatches(
        in context: EffectContext,
        to output: inout EffectOutput,
        fade: MatchedFade,
        fit: MatchedFit,
        effect: String,
        skippingUnmoved: Bool = false
    ) {
        // The identifiers both scenes have, found in one pass over each scene rather than a lookup per identifier.
        let pairs = MatchedPairs(old: context.from, new: context.to).pairs
        // Where several elements share an identifier, every identifier's elements in each scene (rarely needed).
        var indexes: (old: IdentifierIndexes, new: IdentifierIndexes)?
        // The screens and the dimming view are no ghosts: only a stacking of other targets may ghost an identifier.
        let ghosted = output.stacking.allSatisfy(Self.isNoGhost) ? [] : Set(output.stacking)
        // Each morph's pair and elements, by index: a morph holds both scenes, and making one per pair would retain
        // and release both scenes' elements for each (and a copy of its identifier, the pair's). The two ends are
        // made once, and only their indexes change from one morph to the next.
        var morphs: [(pair: Int, old: Int, new: Int)] = []
        morphs.reserveCapacity(pairs.count)
        var (from, to) = (End(scene: context.from, index: 0), End(scene: context.to, index: 0))
        for place in pairs.indices {
            let pair = pairs[place]
            let identifier = pair.identifier
            guard ghosted.isEmpty || !ghosted.contains(.ghost(identifier)) else { continue }
            var (oldIndex, newIndex): (Int?, Int?) = (pair.old, pair.new)
            if pair.isShared {
                let found = indexes ?? (context.from.identifierIndexes(), context.to.identifierIndexes())
                indexes = found
                let lookup = "no ghost"
                let oldNotes: [PlanningDiagnostic]
                let newNotes: [PlanningDiagnostic]
                (oldIndex, oldNotes) = context.elementIndex(
                    identifier, indexes: found.old, in: .from, effect: effect, fallback: lookup)
                (newIndex, newNotes) = context.elementIndex(
                    identifier, indexes: found.new, in: .to, effect: effect, fallback: lookup)
                output.diagnostics += oldNotes + newNotes
            }
            guard let oldIndex, let newIndex else { continue }
            (from.index, to.index) = (oldIndex, newIndex)
            if skippingUnmoved, staysInPlace(from, to) { continue }
            morphs.append((place, oldIndex, newIndex))
        }
        output.stacking.reserveCapacity(output.stacking.count + morphs.count * (1 + SceneRole.allCases.count))
        // The morphs' motions are kept compactly, as which elements each morph goes between (``GhostRun``), and made
        // only where something needs them as motions. Runs of other scenes are made first: an output keeps one pair.
        guard !morphs.isEmpty else { return }
        if !output.ghostRuns.isEmpty { output = output.materializingGhostRuns() }
        output.ghostRuns.reserveCapacity(morphs.count)
        output.ghostScenes = GhostScenes(from: context.from, to: context.to)
        // The snapshots' references are kept as a list, one entry per ghost (the pairs name each identifier once).
        var references: [ElementReferences.GhostSnapshots] = []
        references.reserveCapacity(morphs.count)
        for (place, old, new) in morphs {
            (from.index, to.index) = (old, new)
            output.ghostRuns.append(
                GhostRun(
                    start: output.motions.count, identifier: pairs[place].identifier, old: old, new: new, fade: fade,
                    fit: fit, newViewHolds: newViewHolds(from: from, to: to)))
            references.append(addStacking(pairs[place].identifier, from: from, to: to, to: &output))
        }
        output.referenceTable.add(ghosts: references)
    }

    /// Whether `target` is one that is never a ghost: a screen or the dimming view.
    private static func isNoGhost(_ target: TransitionTarget) -> Bool {
        target == .fromScreen || target == .toScreen || target == .dimming
    }

    /// The motions ``add(to:fade:fit:)`` adds for one morph: the ghost's 11, and 3 for each of its 2 snapshots.
    static let motionsPerMorph = 11 + 3 * SceneRole.allCases.count

    /// Whether the element at `from` is where its twin at `to` is: the same center and size in the container and the
    /// same global transform, so that a ghost would hold still while the screens move.
    static func staysInPlace(_ from: End, _ to: End) -> Bool {
        let (a, b) = (from.element, to.element)
        return a.center == b.center && a.size == b.size && from.transform == to.transform
    }

    /// Adds the ghost's motions, its snapshots' motions, their stacking and their references to `output`.
    func add(to output: inout EffectOutput, fade: MatchedFade, fit: MatchedFit) {
        Self.add(identifier, from: from, to: to, to: &output, fade: fade, fit: fit)
    }

    /// ``add(to:fade:fit:)`` of the morph of `identifier` from `from` to `to`, given apart rather than as a morph,
    /// which holding both ends would copy.
    static func add(
        _ identifier: String, from: End, to: End, to output: inout EffectOutput, fade: MatchedFade, fit: MatchedFit
    ) {
        addMotions(identifier, from: from, to: to, to: &output, fade: fade, fit: fit)
        output.referenceTable.add(ghosts: [addStacking(identifier, from: from, to: to, to: &output)])
    }

    /// Adds the motions of the morph of `identifier` from `from` to `to` to `output`: the ghost's (its held ones as
    /// ``EffectOutput/newViewHolds``), then each snapshot's.
    static func addMotions(
        _ identifier: String, from: End, to: End, to output: inout EffectOutput, fade: MatchedFade, fit: MatchedFit
    ) {
        Self.addGhostMotions(.ghost(identifier), from: from, to: to, to: &output)
        let geometry = snapshotGeometry(from: from, to: to, fit: fit)
        for role in SceneRole.allCases {
            Self.addSnapshotMotions(
                .snapshot(identifier, of: role), role: role, geometry: geometry, fade: fade, to: &output.motions)
        }
    }

    /// The geometry of the snapshots of a ghost going from the element at `from` to the one at `to`, sized by `fit`.
    static func snapshotGeometry(from: End, to: End, fit: MatchedFit) -> SnapshotGeometry {
        // The two elements' sizes are read once, in place (an element is large, and copying it copies its strings'
        // references too); both snapshots' lines keep the geometry's numbers.
        let (fromSize, toSize) = (from.scene.elements[from.index].size, to.scene.elements[to.index].size)
        return SnapshotGeometry(sizes: (fromSize, toSize), ghostFrom: fromSize, ghostTo: toSize, fit: fit)
    }

    /// Stacks the ghost of `identifier` and its two snapshots in `output`; returns the references of the snapshots,
    /// each to the element it shows, for the caller to add.
    static func addStacking(
        _ identifier: String, from: End, to: End, to output: inout EffectOutput
    ) -> ElementReferences.GhostSnapshots {
        output.stacking.append(.ghost(identifier))
        output.stacking.append(.snapshot(identifier, of: .from))
        output.stacking.append(.snapshot(identifier, of: .to))
        // The ends' identifiers, read in place rather than from a copy of an end (which would retain and release its
        // scene's elements).
        return ElementReferences.GhostSnapshots(
            identifier: identifier,
            from: .init(role: .from, index: from.index, identifier: from.scene.elements[from.index].identifier),
            to: .init(role: .to, index: to.index, identifier: to.scene.elements[to.index].identifier))
    }
}
