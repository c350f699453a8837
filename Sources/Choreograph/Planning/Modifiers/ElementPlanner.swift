import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// Plans the element modifiers of the side of a transition an operation runs: the motions of the elements they
/// move (in seconds), the ghosts of sourced elements, and how the effect's matched ghosts are retimed.
struct ElementPlanner {
    /// The scenes, the container and the operation, with the real roles.
    let context: EffectContext
    /// The rules of the side that runs.
    let rules: [ElementRule]
    /// The transition's duration before element modifiers, in seconds.
    let baseDuration: Double
    /// The transition's timing.
    let baseTiming: TimingParameters

    /// Where and how fast a ghost of the effect (and its snapshots) runs instead of over the whole transition.
    struct Retiming: Sendable {
        /// Seconds from the start of the transition.
        var start: Double
        /// Seconds the motion lasts.
        var duration: Double
        /// The motion's timing.
        var timing: TimingParameters
        /// The arc intensity its position follows, if any.
        var arc: CGFloat?
        /// The phases of a keyframed motion, if any.
        var keyframes: KeyframeSchedule?
        /// The target the keyframes' modifiers change: the ghost.
        var subject: TransitionTarget?

        /// `motion`, planned over 0…1 of a span, moved to this one (in seconds) and bent by the arc.
        func apply(to motion: Motion) -> Motion {
            bent(motion).remapped({ start + $0 * duration }, timing: timing)
        }

        /// `motions`, planned over 0…1 of a span, bent by the arc and moved to this span (in seconds): split into
        /// the keyframes' phases when there are keyframes; `defaults` are the subject's values of the properties the
        /// keyframes change and the motions leave alone.
        func apply(
            to motions: [Motion],
            defaults: [AnimatableProperty: AnimatableValue] = [:]
        ) throws(PlanningError) -> [Motion] {
            guard let keyframes, let subject else { return motions.map(apply(to:)) }
            return try keyframes.motions(
                motions.map(bent), subject: subject, defaults: defaults, movesPosition: true,
                span: start...(start + duration), timing: timing)
        }

        /// `motion` with its position bent by the arc.
        private func bent(_ motion: Motion) -> Motion {
            var moved = motion
            if let arc, motion.property == .position, case .change(.point(let a), .point(let b)) = motion.shape,
                a != b
            {
                let path = ArcPath(from: a, to: b, intensity: arc)
                moved.shape = .path { progress in .point(path.point(at: progress)) }
            }
            return moved
        }
    }

    /// What the rules add to a plan.
    struct Result {
        /// The element motions, with spans in seconds.
        var motions: [Motion] = []
        /// Targets to stack above the effect's (sourced ghosts and their snapshots, lifted elements).
        var stacking: [TransitionTarget] = []
        /// The element each new target shows.
        var references: [TransitionTarget: ElementReference] = [:]
        /// What the planning noticed.
        var diagnostics: [PlanningDiagnostic] = []
        /// The effect's ghost targets to retime.
        var retimings: [TransitionTarget: Retiming] = [:]
        /// The latest end of any element motion, in seconds.
        var end: Double = 0
        /// The element motion that ends last (at ``end``), or `nil` when there is none.
        var latest: PlanningError.ElementSpan?
        /// The ``PlanningDiagnostic/Code/sourceOfMatchedElement`` diagnostics reported so far: an element both
        /// scenes have is selected in each, and its unused source is reported once.
        var unusedSources: Set<PlanningDiagnostic> = []

        var isEmpty: Bool { motions.isEmpty && retimings.isEmpty }
    }

    /// One element the rules select in one scene.
    private struct Entry {
        var role: SceneRole
        var identifier: String
        var index: Int
        /// The index of the element with the same identifier in the other scene, if it resolves there.
        var otherIndex: Int?
        var modifiers = ResolvedModifiers()
        var cascadeRule: Int?
        var cascadeDelay: Double = 0
        var ruleName: String
        /// The conditions that hold for the element, for the modifiers inside its keyframes.
        var conditions: Set<ElementCondition> = []
    }

    private struct CascadeGroup {
        var rule: Int
        var role: SceneRole
        var delta: Double
        var direction: CascadeDirection
        var members: [Int]
    }

    /// Plans the rules; `effectTargets` are the targets the effect animates, so that matched ghosts are retimed
    /// rather than doubled.
    func plan(effectTargets: Set<TransitionTarget>) throws(PlanningError) -> Result {
        for rule in rules { try rule.validate() }
        var result = Result()
        var entries: [Entry] = []
        var positions: [String: Int] = [:]
        var groups: [CascadeGroup] = []
        var reported = Set<String>()
        let lookups = SceneRole.allCases.map { role in
            var candidates: [String: [Int]] = [:]
            for (index, element) in context.scene(role).elements.enumerated() {
                if let identifier = element.identifier { candidates[identifier, default: []].append(index) }
            }
            return candidates
        }
        func resolve(_ identifier: String, in role: SceneRole) -> Scene.IdentifierResolution {
            let candidates = lookups[role == .from ? 0 : 1][identifier, default: []]
            return context.scene(role).resolution(ofCandidates: candidates)
        }
        for role in SceneRole.allCases {
            let scene = context.scene(role)
            for (ruleIndex, rule) in rules.enumerated() {
                let ruleName = "modifying(\(rule.selector))"
                for identifier in rule.selector.identifiers(in: scene) {
                    let resolution = resolve(identifier, in: role)
                    let note = PlanningDiagnostic(
                        resolution, identifier: identifier, role: role, effect: ruleName,
                        fallback: "its modifiers are not used")
                    if let note, reported.insert("\(role.rawValue):\(identifier)").inserted {
                        result.diagnostics.append(note)
                    }
                    guard let index = resolution.index else { continue }
                    let otherIndex = resolve(identifier, in: role.other).index
                    let conditions: Set<ElementCondition> = [
                        context.operation.isForward ? .presenting : .dismissing,
                        otherIndex != nil ? .matched : .unmatched,
                        role == .to ? .appearing : .disappearing,
                    ]
                    let key = "\(role.rawValue):\(identifier)"
                    let position =
                        positions[key]
                        ?? {
                            entries.append(
                                Entry(
                                    role: role, identifier: identifier, index: index, otherIndex: otherIndex,
                                    ruleName: ruleName))
                            positions[key] = entries.count - 1
                            return entries.count - 1
                        }()
                    entries[position].conditions = conditions
                    entries[position].modifiers.apply(rule.modifiers, conditions: conditions)
                    var own = ResolvedModifiers()
                    own.apply(rule.modifiers, conditions: conditions)
                    if let cascade = own.cascade {
                        entries[position].cascadeRule = ruleIndex
                        if let group = groups.firstIndex(where: {
                            $0.rule == ruleIndex && $0.role == role && $0.delta == cascade.delta
                                && $0.direction == cascade.direction
                        }) {
                            groups[group].members.append(position)
                        } else {
                            groups.append(
                                CascadeGroup(
                                    rule: ruleIndex, role: role, delta: cascade.delta, direction: cascade.direction,
                                    members: [position]))
                        }
                    }
                }
            }
        }
        for group in groups {
            let members = group.members.filter { entries[$0].cascadeRule == group.rule }
            let keys: [CGFloat] = members.map { position in
                let entry = entries[position]
                let center = context.scene(entry.role).elements[entry.index].center
                return group.direction.key(center, layoutDirection: context.layoutDirection)
            }
            let order = members.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
            for (rank, member) in order.enumerated() {
                entries[members[member]].cascadeDelay = Double(rank) * group.delta
            }
        }
        for rule in rules {
            for identifier in rule.selector.namedIdentifiers
            where context.from.indexes(ofIdentifier: identifier).isEmpty
                && context.to.indexes(ofIdentifier: identifier).isEmpty
            {
                let message =
                    "no element \(QuotedExcerpt.identifier(identifier)) in either scene; its modifiers are not used"
                result.diagnostics.append(
                    PlanningDiagnostic(code: .unusedModifiers, effect: "modifying(\(rule.selector))", message: message))
            }
        }
        let appearing = Set(entries.filter { $0.role == .to }.map(\.identifier))
        for entry in entries {
            try plan(entry, into: &result, effectTargets: effectTargets, appearing: appearing)
        }
        return result
    }

    private func plan(
        _ entry: Entry,
        into result: inout Result,
        effectTargets: Set<TransitionTarget>,
        appearing: Set<String>
    ) throws(PlanningError) {
        let modifiers = entry.modifiers
        let scene = context.scene(entry.role)
        let other = context.scene(entry.role.other)
        let element = scene.elements[entry.index]
        let ghost = TransitionTarget.ghost(entry.identifier)
        if effectTargets.contains(ghost) {
            // A matched ghost of the effect: the modifiers of the element in the screen that enters time it.
            if let source = modifiers.source, entry.role == .to {
                Self.reportSourceNotUsed(entry, source: source, in: &result)
            }
            guard modifiers.changesTiming, entry.role == .to || !appearing.contains(entry.identifier),
                let otherIndex = entry.otherIndex
            else { return }
            let distance = Self.distance(element.center, other.elements[otherIndex].center)
            var retiming = try retiming(for: entry, distance: distance, into: &result)
            retiming.subject = ghost
            for target in [ghost, .snapshot(entry.identifier, of: .from), .snapshot(entry.identifier, of: .to)] {
                result.retimings[target] = retiming
            }
            // The ghost has no opacity of its own to split: a keyframe that fades it holds its full opacity.
            result.motions += try retiming.apply(to: [], defaults: [.opacity: .scalar(1)])
            noteEnd(of: entry, retiming, in: &result)
            return
        }
        let matched = entry.otherIndex != nil
        if let source = modifiers.source {
            if matched {
                Self.reportSourceNotUsed(entry, source: source, in: &result)
            } else {
                let found = context.elementIndex(
                    source, in: entry.role.other, effect: entry.ruleName,
                    fallback: "\(QuotedExcerpt.identifier(entry.identifier)) moves by its other modifiers")
                result.diagnostics += found.diagnostics
                if let sourceIndex = found.index {
                    let own = MatchedMorph.End(scene: scene, index: entry.index)
                    let far = MatchedMorph.End(scene: other, index: sourceIndex)
                    let morph = MatchedMorph(
                        identifier: entry.identifier, from: entry.role == .from ? own : far,
                        to: entry.role == .from ? far : own)
                    var output = EffectOutput(motions: [], stacking: [])
                    morph.add(to: &output, fade: TransitionDefaults.matchedFade, fit: TransitionDefaults.matchedFit)
                    // The retiming makes other motions of the ghost's held ones: they are made first.
                    output = output.materializingNewViewHolds()
                    let distance = Self.distance(element.center, far.element.center)
                    var retiming = try retiming(for: entry, distance: distance, into: &result)
                    retiming.subject = .ghost(entry.identifier)
                    result.motions += try retiming.apply(to: output.motions, defaults: [.opacity: .scalar(1)])
                    result.stacking += output.stacking
                    result.references.merge(output.references) { first, _ in first }
                    noteEnd(of: entry, retiming, in: &result)
                    return
                }
            }
        }
        let space = modifiers.space ?? TransitionDefaults.elementCoordinateSpace
        guard modifiers.changesAppearance || space == .global || modifiers.keyframes != nil else { return }
        let offset = modifiers.translate.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
        let timing = try retiming(for: entry, distance: Double(hypot(offset.x, offset.y)), into: &result)
        let target = TransitionTarget.element(entry.identifier, of: entry.role)
        let span = timing.start...(timing.start + timing.duration)
        // A keyframed element's path is planned over 0…1, then split into its phases.
        let motions = ElementMotions(
            target: target, appearing: entry.role == .to, modifiers: modifiers,
            span: timing.keyframes == nil ? span : 0...1, timing: timing.keyframes == nil ? timing.timing : .linear)
        var planned: [Motion]
        var defaults: [AnimatableProperty: AnimatableValue] = [.cornerRadii: .cornerRadii(element.cornerRadii)]
        switch space {
        case .local:
            planned = motions.inPlace(element)
            defaults[.transform] = .transform(element.transform)
            defaults[.opacity] = .scalar(element.opacity)
        case .global:
            planned = motions.lifted(
                element, transform: scene.globalTransform(ofElementAt: entry.index),
                opacity: scene.globalOpacity(ofElementAt: entry.index))
            result.stacking.append(target)
        }
        if let keyframes = timing.keyframes {
            planned = try keyframes.motions(
                planned, subject: target, defaults: defaults, movesPosition: space == .global, span: span,
                timing: timing.timing)
        }
        result.motions += planned
        result.references[target] = ElementReference(
            role: entry.role, index: entry.index, identifier: entry.identifier,
            placement: space == .local ? .inPlace : .container)
        noteEnd(of: entry, timing, in: &result)
    }

    /// Keeps in `result` the end of the entry's motion, timed by `retiming`, when it is the latest so far.
    private func noteEnd(of entry: Entry, _ retiming: Retiming, in result: inout Result) {
        let end = retiming.start + retiming.duration
        guard result.latest == nil || end > result.end else { return }
        result.end = end
        result.latest = PlanningError.ElementSpan(
            rule: entry.ruleName, identifier: entry.identifier, scene: entry.role, delay: entry.modifiers.delay ?? 0,
            cascadeDelay: entry.cascadeDelay, duration: retiming.duration)
    }

    /// When the entry's motion starts, how long it lasts and how it eases.
    private func retiming(for entry: Entry, distance: Double, into result: inout Result) throws(PlanningError)
        -> Retiming
    {
        let modifiers = entry.modifiers
        var duration: Double =
            switch modifiers.duration {
            case .seconds(let seconds): seconds
            case .automatic: TransitionDefaults.automaticDuration(forDistance: distance)
            case nil: baseDuration
            }
        var timing = baseTiming
        if let curve = modifiers.timing {
            let resolved = try curve.resolved(duration: duration)
            if curve.setsItsOwnDuration, modifiers.duration != nil, resolved.duration != duration {
                let message =
                    "the spring of \(QuotedExcerpt.identifier(entry.identifier)) lasts \(resolved.duration) s, so its duration \(duration) s "
                    + "was not used"
                result.diagnostics.append(
                    PlanningDiagnostic(code: .durationSetBySpring, effect: entry.ruleName, message: message))
            }
            timing = resolved.timing
            duration = resolved.duration
        }
        return Retiming(
            start: (modifiers.delay ?? 0) + entry.cascadeDelay, duration: duration, timing: timing, arc: modifiers.arc,
            keyframes: modifiers.keyframes.map { stops in
                KeyframeSchedule(
                    stops, appearing: entry.role == .to, conditions: entry.conditions,
                    width: context.scene(entry.role).elements[entry.index].size.width)
            })
    }

    /// Adds to `result` the diagnostic of a `source` given to an element both scenes have, unless it holds the same
    /// one already (from the element's entry in the other scene).
    private static func reportSourceNotUsed(_ entry: Entry, source: String, in result: inout Result) {
        let message =
            "element \(QuotedExcerpt.identifier(entry.identifier)) is in both scenes; it is matched, so "
            + "source(\(QuotedExcerpt.identifier(source))) is not used"
        let note = PlanningDiagnostic(code: .sourceOfMatchedElement, effect: entry.ruleName, message: message)
        if result.unusedSources.insert(note).inserted {
            result.diagnostics.append(note)
        }
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        Double(hypot(b.x - a.x, b.y - a.y))
    }
}
