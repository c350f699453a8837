/// How a transition moves things, described forwards: given the two scenes and the container, the motions of the
/// screens, the dimming view and any other target.
///
/// An effect is a value wrapping a function, so a user writes one without touching the library:
///
/// ```swift
/// extension Transition {
///     /// The new screen drops in from above while the old one fades away.
///     static let drop = Transition(
///         TransitionEffect(name: "drop") { context in
///             let above = context.offset(toward: .top)
///             return EffectOutput(
///                 motions: [
///                     Motion(.toScreen, .transform, from: context.translation(above), to: .transform(.identity)),
///                     Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0)),
///                 ],
///                 stacking: [.fromScreen, .toScreen]
///             )
///         }
///     )
/// }
/// ```
///
/// The planner runs an effect forwards for a presentation and, unless the transition is asymmetric, as its
/// ``inverse`` for the dismissal.
public struct TransitionEffect: Sendable {
    /// The effect's name, as diagnostics and errors print it (for example `"slide(from: right)"`).
    public let name: String

    private let body: @Sendable (EffectContext) throws -> EffectOutput
    /// The effect's output added to an output that may hold motions already, when the effect can write its motions
    /// straight after them (see ``init(name:appending:)``); `nil` for an effect made from a function of the context.
    private let appending: (@Sendable (EffectContext, inout EffectOutput) throws -> Void)?
    /// Whether every motion ``appending`` adds animates a ghost or a snapshot (``TransitionTarget/ghost(_:)``,
    /// ``TransitionTarget/snapshot(_:of:)``), as matched geometry's do.
    private let appendsGhostsAndSnapshotsOnly: Bool

    /// Creates an effect from a function of the context.
    ///
    /// - Parameters:
    ///   - name: The effect's name.
    ///   - body: The effect's motions in a context. An error it throws is reported as
    ///     ``PlanningError/effectFailed(effect:message:)`` (a ``PlanningError`` passes through as it is).
    public init(name: String, _ body: @escaping @Sendable (EffectContext) throws -> EffectOutput) {
        self.name = name
        self.body = body
        appending = nil
        appendsGhostsAndSnapshotsOnly = false
    }

    /// Creates an effect whose function adds its output to an output it is given, rather than returning one: its
    /// motions are appended after the motions that output holds, and its stacking, diagnostics, references and
    /// ``EffectOutput/matchesSharedElements`` are set on it (the output it is given has none of these). Combined
    /// after another effect (``combined(with:)``), its motions are then written straight after the other's instead of
    /// being moved there: a motion is large, and an effect may give thousands. The function must not read the
    /// motions it is given. When `ghostsAndSnapshotsOnly`, every motion it adds animates a ghost or a snapshot: combined
    /// after an effect that animates neither, none of its motions is then looked for among the other's. Default
    /// `false`.
    init(
        name: String,
        ghostsAndSnapshotsOnly: Bool = false,
        appending: @escaping @Sendable (EffectContext, inout EffectOutput) throws -> Void
    ) {
        self.name = name
        self.appending = appending
        appendsGhostsAndSnapshotsOnly = ghostsAndSnapshotsOnly
        body = { context in
            var output = EffectOutput(motions: [], stacking: [])
            try appending(context, &output)
            return output
        }
    }

    /// The effect's output in `context`.
    ///
    /// - Throws: ``PlanningError`` as the body threw it, or ``PlanningError/effectFailed(effect:message:)`` wrapping
    ///   any other error.
    public func output(in context: EffectContext) throws(PlanningError) -> EffectOutput {
        try compactOutput(in: context).materializingNewViewHolds()
    }

    /// The effect's output in `context` as the planner carries it: the matched ghosts' motions that hold a new view's
    /// value may be kept compactly (``EffectOutput/newViewHolds``) rather than as motions.
    ///
    /// - Throws: As ``output(in:)`` throws.
    func compactOutput(in context: EffectContext) throws(PlanningError) -> EffectOutput {
        var output = EffectOutput(motions: [], stacking: [])
        try run { output = try body(context) }
        return output
    }

    /// Runs `work`, passing a ``PlanningError`` through as it is and reporting any other error as
    /// ``PlanningError/effectFailed(effect:message:)``.
    private func run(_ work: () throws -> Void) throws(PlanningError) {
        do {
            try work()
        } catch let error as PlanningError {
            throw error
        } catch {
            throw .effectFailed(effect: name, message: "\(error)")
        }
    }

    /// The effect played backwards from the other side: what a dismissal runs by default.
    ///
    /// The inverse asks this effect for its motions with the scenes traded (so an element it looks for in the
    /// screen that leaves is looked for in the screen that *enters* the dismissal), then swaps
    /// ``TransitionTarget/fromScreen`` and ``TransitionTarget/toScreen`` in the motions and the stacking and plays
    /// every motion backwards in place: a motion over t₀…t₁ from a to b becomes one over (1 − t₁)…(1 − t₀) from b to
    /// a, eased by the same timing. So the inverse of a slide in from the right slides the screen back out to the
    /// right.
    public var inverse: TransitionEffect {
        let forward = self
        // Each motion is played backwards straight into the output's array.
        return TransitionEffect(
            name: "inverse(\(name))",
            appending: { context, inverse in
                let output = try forward.output(in: context.swappingScenes)
                inverse.referenceTable.add(output.referenceTable.swappingScreens, replacing: true)
                inverse.motions.reserveCapacity(inverse.motions.count + output.motions.count)
                for index in output.motions.indices {
                    inverse.motions.append(output.motions[index].inverse)
                }
                inverse.stacking = output.stacking.map(\.swappingScreens)
                inverse.diagnostics = output.diagnostics.map(\.swappingScenes)
                inverse.matchesSharedElements = output.matchesSharedElements
            })
    }

    /// Both effects at once.
    ///
    /// Motions of properties only one effect animates are kept as they are. Where both animate the same property
    /// of the same target, opacities multiply and transforms concatenate (this effect's, then `other`'s), and the
    /// planner samples the composition at ``TransitionDefaults/pathSampleCount`` moments; for any other property
    /// this effect's motions are kept, with a ``PlanningDiagnostic/Code/combinedConflict`` diagnostic unless both
    /// hold the same value. The stacking is this effect's, followed by the targets only `other` stacks; where both
    /// give a target's ``EffectOutput/references``, this effect's is kept.
    public func combined(with other: TransitionEffect) -> TransitionEffect {
        let first = self
        return TransitionEffect(name: "\(name) + \(other.name)") { context in
            let effect = "\(first.name) + \(other.name)"
            let a = try first.output(in: context)
            guard let appending = other.appending else {
                let b = try other.output(in: context)
                return EffectOutput.combining(a, consume b, effect: effect)
            }
            // The other effect (made by `init(name:appending:)`) writes its motions straight after this one's, in the
            // order they keep when none is shared; should one be shared after all, the two are combined as above.
            let arranged = EffectOutput.Arrangement(a.motions)
            var both = EffectOutput(motions: arranged.unshared(a.motions), stacking: [])
            try other.run { try appending(context, &both) }
            // Ghosts' and snapshots' motions share no target with an effect that animates none. Otherwise the held
            // motions of the other's ghosts are made, to be combined as any other.
            let sharesNone = other.appendsGhostsAndSnapshotsOnly && !arranged.targets.mayHoldGhostsOrSnapshots
            if !sharesNone { both = both.materializingNewViewHolds() }
            return EffectOutput.combining(
                a, appended: consume both, arrangement: arranged, sharesNone: sharesNone, effect: effect)
        }
    }
}

// MARK: - Internal API

extension EffectOutput {
    /// Two effects' outputs combined as ``TransitionEffect/combined(with:)`` describes. The second output is taken
    /// over: when none of its motions is shared, its array of motions becomes the result's, this effect's motions put
    /// in front, rather than every motion being copied.
    ///
    /// Neither output may keep held motions or ghosts compactly (``EffectOutput/newViewHolds``,
    /// ``EffectOutput/ghostRuns``): their places among the motions would be lost, so every caller makes them first
    /// (``EffectOutput/materializingNewViewHolds()``).
    static func combining(_ a: EffectOutput, _ b: consuming EffectOutput, effect: String) -> EffectOutput {
        assert(
            a.newViewHolds.isEmpty && b.newViewHolds.isEmpty && a.ghostRuns.isEmpty && b.ghostRuns.isEmpty,
            "combining outputs whose held motions or ghosts are kept compactly would lose them")
        let arranged = Arrangement(a.motions)
        // The other effect's motions of a key this effect animates too are grouped, the rest kept in order (by index:
        // a motion is large, and most are kept as they are).
        let bShared = arranged.shared(in: b.motions)
        guard !bShared.isEmpty else {
            var all: [Motion] = []
            swap(&all, &b.motions)
            all.insert(contentsOf: arranged.unshared(a.motions), at: 0)
            return joined(a, b, motions: all, diagnostics: a.diagnostics + b.diagnostics, newViewHolds: [])
        }
        var bGroups: [MotionKey: [Motion]] = [:]
        for index in bShared {
            bGroups[MotionKey(b.motions[index]), default: []].append(b.motions[index])
        }
        var motions: [Motion] = []
        var diagnostics = a.diagnostics + b.diagnostics
        motions.reserveCapacity(a.motions.count + b.motions.count)
        for key in arranged.keys {
            let mine = arranged.group(key, of: a.motions)
            guard let theirs = bGroups[key]?.sorted(by: Motion.spanOrder) else {
                motions += mine
                continue
            }
            if let rule = MotionComposite.rule(for: key.property) {
                let lower = min(mine[0].span.lowerBound, theirs[0].span.lowerBound)
                let upper = max(mine.map(\.span.upperBound).max() ?? 1, theirs.map(\.span.upperBound).max() ?? 1)
                let composite = MotionComposite(first: mine, second: theirs, rule: rule)
                motions.append(
                    Motion(
                        target: key.target, property: key.property, span: lower...upper, shape: .composite(composite))
                )
            } else {
                motions += mine
                let same =
                    mine.count == 1 && theirs.count == 1 && mine[0].constantValue != nil
                    && mine[0].constantValue == theirs[0].constantValue
                if !same {
                    diagnostics.append(
                        PlanningDiagnostic(
                            code: .combinedConflict, effect: effect, scene: nil,
                            parts: [
                                .text("both effects animate "), .target(key.target),
                                .text(".\(key.property); the first effect's motion is kept"),
                            ]))
                }
            }
        }
        var shared = bShared.makeIterator()
        var next = shared.next()
        for index in b.motions.indices {
            if index == next {
                next = shared.next()
            } else {
                motions.append(b.motions[index])
            }
        }
        return joined(a, b, motions: motions, diagnostics: diagnostics, newViewHolds: [])
    }

    /// Two effects' outputs combined as ``combining(_:_:effect:)`` does, where the second effect wrote its motions
    /// after the first's arranged ones (``Arrangement/unshared(_:)``) in `both`. When none of its motions is shared,
    /// that is the combined order, and `both`'s array becomes the result's; otherwise the second effect's motions are
    /// taken out and the two outputs combined as usual. When `sharesNone`, none of the second effect's motions is
    /// looked for among the first's keys: the caller knows that none shares one.
    static func combining(
        _ a: EffectOutput,
        appended both: consuming EffectOutput,
        arrangement: Arrangement,
        sharesNone: Bool = false,
        effect: String
    ) -> EffectOutput {
        assert(
            a.newViewHolds.isEmpty && a.ghostRuns.isEmpty,
            "the first output's held motions or ghosts, kept compactly, would be lost")
        let start = a.motions.count
        guard sharesNone || arrangement.shared(in: both.motions, from: start).isEmpty else {
            var b = both
            b.motions.removeFirst(start)
            return combining(a, b, effect: effect)
        }
        var motions: [Motion] = []
        swap(&motions, &both.motions)
        var output = joined(
            a, both, motions: motions, diagnostics: a.diagnostics + both.diagnostics, newViewHolds: both.newViewHolds)
        // The compact ghosts' places are among `both`'s motions, which the output keeps as they are.
        output.ghostRuns = both.ghostRuns
        output.ghostScenes = both.ghostScenes
        return output
    }

    /// The output of two combined effects with `motions`, `diagnostics` and `newViewHolds` (the held motions of
    /// `motions`' ghosts, given by every caller: neither `a`'s nor `b`'s are carried over): the stacking is `a`'s,
    /// followed by the targets only `b` stacks (``mergedStacking(_:_:)``); where both give a target's references,
    /// `a`'s is kept.
    private static func joined(
        _ a: EffectOutput,
        _ b: EffectOutput,
        motions: [Motion],
        diagnostics: [PlanningDiagnostic],
        newViewHolds: [NewViewHolds]
    ) -> EffectOutput {
        let stacking = mergedStacking(a.stacking, b.stacking)
        var references = a.referenceTable
        references.add(b.referenceTable, replacing: false)
        var output = EffectOutput(motions: motions, stacking: stacking, diagnostics: diagnostics)
        output.referenceTable = references
        output.matchesSharedElements = a.matchesSharedElements || b.matchesSharedElements
        output.newViewHolds = newViewHolds
        return output
    }
}

/// A target and a property: what one track animates.
struct MotionKey: Hashable {
    var target: TransitionTarget
    var property: AnimatableProperty

    init(_ motion: Motion) {
        target = motion.target
        property = motion.property
    }

    /// The distinct keys of `motions`, in order of first appearance.
    static func ordered(_ motions: [Motion]) -> [MotionKey] {
        var seen = Set<MotionKey>()
        return motions.map(MotionKey.init).filter { seen.insert($0).inserted }
    }
}
