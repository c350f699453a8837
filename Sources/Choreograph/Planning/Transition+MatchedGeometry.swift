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
        // Each morph's identifier and elements, by index: a morph holds both scenes, and making one per pair would
        // retain and release both scenes' elements for each. The two ends are made once, and only their indexes
        // change from one morph to the next.
        var morphs: [(identifier: String, old: Int, new: Int)] = []
        morphs.reserveCapacity(pairs.count)
        var (from, to) = (End(scene: context.from, index: 0), End(scene: context.to, index: 0))
        for pair in pairs {
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
            morphs.append((identifier, oldIndex, newIndex))
        }
        // Room for every morph's motions at once: a motion is large, and growing the array step by step moves them
        // all each time.
        output.motions.reserveCapacity(output.motions.count + morphs.count * motionsPerMorph)
        output.newViewHolds.reserveCapacity(output.newViewHolds.count + morphs.count)
        output.stacking.reserveCapacity(output.stacking.count + morphs.count * (1 + SceneRole.allCases.count))
        output.references.reserveCapacity(output.references.count + morphs.count * SceneRole.allCases.count)
        for (identifier, old, new) in morphs {
            (from.index, to.index) = (old, new)
            add(identifier, from: from, to: to, to: &output, fade: fade, fit: fit)
        }
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
        let ghost = TransitionTarget.ghost(identifier)
        Self.addGhostMotions(ghost, from: from, to: to, to: &output)
        output.stacking.append(ghost)
        // The two elements' sizes are read once, in place (an element is large, and copying it copies its strings'
        // references too); both snapshots' lines keep the geometry's numbers.
        let (fromSize, toSize) = (from.scene.elements[from.index].size, to.scene.elements[to.index].size)
        let geometry = SnapshotGeometry(sizes: (fromSize, toSize), ghostFrom: fromSize, ghostTo: toSize, fit: fit)
        for role in SceneRole.allCases {
            // The end's index and identifier, read in place rather than from a copy of the end (which would retain
            // and release its scene's elements).
            let index = role == .from ? from.index : to.index
            let elementIdentifier =
                role == .from ? from.scene.elements[index].identifier : to.scene.elements[index].identifier
            let snapshot = TransitionTarget.snapshot(identifier, of: role)
            Self.addSnapshotMotions(snapshot, role: role, geometry: geometry, fade: fade, to: &output.motions)
            output.stacking.append(snapshot)
            output.references[snapshot] = ElementReference(
                role: role, index: index, identifier: elementIdentifier, placement: .ghost(ghost))
        }
    }

    /// Adds to `output` a ghost's appearance going from one element's to another's (11 motions, in the order of
    /// ``NewViewHolds/ghostProperties``); the transforms are the elements' global ones, so an element inside a turned
    /// or scaled parent keeps its looks. Each motion's two values are written as their numbers where they fit
    /// (``MotionValues``), the elements read in place.
    ///
    /// The transform, the border's width and colour and each of the shadow's opacity, radius, offset and colour hold
    /// a new view's value (``Motion/holdsNewViewValue``) when both ends hold the value a new view starts with in UIKit
    /// and in the headless host, bit for bit (``NewViewHolds/motion(_:slot:)``). The ghost is a new view, so such a
    /// motion shows what it shows anyway; the planner leaves it out of the timeline unless another effect or an
    /// element rule made another motion of it. Such motions are kept as which properties they animate
    /// (``EffectOutput/newViewHolds``).
    static func addGhostMotions(_ ghost: TransitionTarget, from start: End, to end: End, to output: inout EffectOutput)
    {
        typealias Numbers = MotionValues.Numbers
        typealias Extras = ElementExtras
        var holds = NewViewHolds(start: output.motions.count, properties: 0)
        // The place of the next motion in `NewViewHolds.ghostProperties`: the motions come in that order.
        var slot = 0
        func change(
            _ property: AnimatableProperty, _ kind: MotionValues.Kind, _ x: Numbers, _ y: Numbers,
            newView: Bool = false
        ) {
            assert(NewViewHolds.ghostProperties[slot] == property)
            defer { slot += 1 }
            if newView {
                holds.properties |= 1 << slot
                return
            }
            output.motions.append(
                Motion(target: ghost, property: property, values: MotionValues(kind, from: x, to: y)))
        }
        defer { if holds.properties != 0 { output.newViewHolds.append(holds) } }
        // Two plain chains show with the identity: its numbers are known, and it holds a new view's value.
        let plain = start.isPlainChain && end.isPlainChain
        start.scene.elements.withUnsafeBufferPointer { startElements in
            end.scene.elements.withUnsafeBufferPointer { endElements in
                let a = startElements.baseAddress! + start.index
                let b = endElements.baseAddress! + end.index
                change(.position, .point, Numbers(a.pointee.center), Numbers(b.pointee.center))
                change(
                    .bounds, .rect, Numbers(a: 0, c: a.pointee.size.width, d: a.pointee.size.height),
                    Numbers(a: 0, c: b.pointee.size.width, d: b.pointee.size.height))
                if plain {
                    change(.transform, .scaleAndTranslation, Self.identityNumbers, Self.identityNumbers, newView: true)
                } else {
                    // Each end's chain was walked once already: the scene's product is read directly.
                    let startTransform = start.scene.globalTransform(ofElementAt: start.index)
                    let endTransform = end.scene.globalTransform(ofElementAt: end.index)
                    if let x = Numbers(startTransform), let y = Numbers(endTransform) {
                        change(
                            .transform, .scaleAndTranslation, x, y,
                            newView: startTransform.isIdentityBitForBit && endTransform.isIdentityBitForBit)
                    } else {
                        output.motions.append(
                            Motion(ghost, .transform, from: .transform(startTransform), to: .transform(endTransform)))
                        slot += 1
                    }
                }
                change(.cornerRadii, .cornerRadii, Numbers(a.pointee.cornerRadii), Numbers(b.pointee.cornerRadii))
                change(
                    .backgroundColor, .color, Numbers(a.pointee.backgroundColor ?? .clear),
                    Numbers(b.pointee.backgroundColor ?? .clear))
                let (widthA, widthB) = (a.pointee.borderWidth, b.pointee.borderWidth)
                change(
                    .borderWidth, .scalar, Numbers(a: widthA), Numbers(a: widthB),
                    newView: Extras.same(widthA, 0) && Extras.same(widthB, 0))
                let (colorA, colorB) = (a.pointee.borderColor ?? .clear, b.pointee.borderColor ?? .clear)
                change(
                    .borderColor, .color, Numbers(colorA), Numbers(colorB),
                    newView: Extras.isOpaqueBlack(colorA) && Extras.isOpaqueBlack(colorB))
                let (x, y) = (a.pointee.shadow, b.pointee.shadow)
                change(
                    .shadowOpacity, .scalar, Numbers(a: x.opacity), Numbers(a: y.opacity),
                    newView: Extras.isPlainShadowOpacity(x.opacity) && Extras.isPlainShadowOpacity(y.opacity))
                change(
                    .shadowRadius, .scalar, Numbers(a: x.radius), Numbers(a: y.radius),
                    newView: Extras.isPlainShadowRadius(x.radius) && Extras.isPlainShadowRadius(y.radius))
                change(
                    .shadowOffset, .size, Numbers(x.offset), Numbers(y.offset),
                    newView: Extras.isPlainShadowOffset(x.offset) && Extras.isPlainShadowOffset(y.offset))
                change(
                    .shadowColor, .color, Numbers(x.color), Numbers(y.color),
                    newView: Extras.isOpaqueBlack(x.color) && Extras.isOpaqueBlack(y.color))
            }
        }
    }

    /// Appends to `motions` the 3 motions of the snapshot of `role` in the ghost `geometry` describes.
    static func addSnapshotMotions(
        _ snapshot: TransitionTarget,
        role: SceneRole,
        geometry: SnapshotGeometry,
        fade: MatchedFade,
        to motions: inout [Motion]
    ) {
        // The ghost's size, and so the snapshot's centre, is linear in progress: a straight line is exact. (A line,
        // not a change, so that an arc modifier bending the ghost's changes of position leaves its snapshots
        // centred.) The line keeps the geometry's numbers: no closure, no allocation.
        motions.append(
            Motion(
                target: snapshot, property: .position,
                snapshotLine: SnapshotLine(geometry: geometry, role: role, part: .centre)))
        motions.append(snapshotBoundsMotion(snapshot, role: role, geometry))
        let visible: (from: ClosedRange<Double>, to: ClosedRange<Double>)? = fade == .through ? (0...0.5, 0.5...1) : nil
        let fades: Bool =
            switch (fade, role) {
            case (.in, .from), (.out, .to): false
            default: true
            }
        let (zero, one) = (MotionValues.Numbers(a: 0), MotionValues.Numbers(a: 1))
        if !fades {
            motions.append(
                Motion(target: snapshot, property: .opacity, values: MotionValues(.scalar, from: one, to: one)))
        } else if role == .from {
            motions.append(
                Motion(
                    target: snapshot, property: .opacity, span: visible?.from ?? 0...1,
                    values: MotionValues(.scalar, from: one, to: zero)))
        } else {
            motions.append(
                Motion(
                    target: snapshot, property: .opacity, span: visible?.to ?? 0...1,
                    values: MotionValues(.scalar, from: zero, to: one)))
        }
    }

    /// The bounds of the snapshot of `role`: its size fitted in the ghost as the ghost goes from one size to the
    /// other (`geometry`).
    ///
    /// Fitted by width or by height, or in a ghost of no width or height, the size is a linear function of the
    /// ghost's, so of progress: a change is exact. Fitted by `.auto`, it follows whichever of the two fits covers
    /// the ghost; the difference between them is linear in progress too, so when the same fit covers at both ends
    /// (or the two agree at one end) it covers all the way from 0 to 1 and the bounds run straight
    /// (``Motion/Shape/line(from:to:path:)``); otherwise the bounds turn where the fits cross, and are sampled along
    /// their path.
    static func snapshotBoundsMotion(_ snapshot: TransitionTarget, role: SceneRole, _ geometry: SnapshotGeometry)
        -> Motion
    {
        let (size, fit) = (geometry.size(role), geometry.fit)
        guard size.width > 0, size.height > 0, fit == .auto else {
            let values = MotionValues(
                .rect, from: geometry.boundsNumbers(role, 0), to: geometry.boundsNumbers(role, 1))
            return Motion(target: snapshot, property: .bounds, values: values)
        }
        // How much taller the fit by width is than the ghost: positive where it covers, zero where the fits agree.
        func excess(_ ghost: CGSize) -> CGFloat { ghost.width * size.height / size.width - ghost.height }
        let (start, end) = (excess(geometry.ghostFrom), excess(geometry.ghostTo))
        let line = SnapshotLine(geometry: geometry, role: role, part: .bounds)
        guard (start >= 0 && end >= 0) || (start <= 0 && end <= 0) else {
            return Motion(snapshot, .bounds, path: line.path)
        }
        return Motion(target: snapshot, property: .bounds, snapshotLine: line)
    }
}
