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

    /// Creates an effect from a function of the context.
    ///
    /// - Parameters:
    ///   - name: The effect's name.
    ///   - body: The effect's motions in a context. An error it throws is reported as
    ///     ``PlanningError/effectFailed(effect:message:)`` (a ``PlanningError`` passes through as it is).
    public init(name: String, _ body: @escaping @Sendable (EffectContext) throws -> EffectOutput) {
        self.name = name
        self.body = body
    }

    /// The effect's output in `context`.
    ///
    /// - Throws: ``PlanningError`` as the body threw it, or ``PlanningError/effectFailed(effect:message:)`` wrapping
    ///   any other error.
    public func output(in context: EffectContext) throws(PlanningError) -> EffectOutput {
        do {
            return try body(context)
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
        return TransitionEffect(name: "inverse(\(name))") { context in
            let output = try forward.output(in: context.swappingScenes)
            var references: [TransitionTarget: ElementReference] = [:]
            for (target, reference) in output.references {
                references[target.swappingScreens] = reference.swappingScreens
            }
            var inverse = EffectOutput(
                motions: output.motions.map(\.inverse),
                stacking: output.stacking.map(\.swappingScreens),
                diagnostics: output.diagnostics,
                references: references
            )
            inverse.matchesSharedElements = output.matchesSharedElements
            return inverse
        }
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
            let a = try first.output(in: context)
            let b = try other.output(in: context)
            return EffectOutput.combining(a, consume b, effect: "\(first.name) + \(other.name)")
        }
    }
}

// MARK: - Internal API

extension EffectOutput {
    /// Two effects' outputs combined as ``TransitionEffect/combined(with:)`` describes. The second output is taken
    /// over: when none of its motions is shared, its array of motions becomes the result's, this effect's motions put
    /// in front, rather than every motion being copied.
    static func combining(_ a: EffectOutput, _ b: consuming EffectOutput, effect: String) -> EffectOutput {
        var motions: [Motion] = []
        var diagnostics = a.diagnostics + b.diagnostics
        let aKeys = MotionKey.ordered(a.motions)
        let aGroups = Dictionary(grouping: a.motions, by: MotionKey.init)
        let aTargets = TargetSet(aKeys.map(\.target))
        // One pass over the other effect's motions: those of a key this effect animates too are grouped, the rest
        // kept in order (by index: a motion is large, and most are kept as they are).
        var bGroups: [MotionKey: [Motion]] = [:]
        var bShared: [Int] = []
        for index in b.motions.indices where aTargets.contains(b.motions[index].target) {
            let key = MotionKey(b.motions[index])
            if aGroups[key] != nil {
                bGroups[key, default: []].append(b.motions[index])
                bShared.append(index)
            }
        }
        // Without shared motions, the other effect's array is taken over at the end (see below).
        motions.reserveCapacity(a.motions.count + (bShared.isEmpty ? 0 : b.motions.count))
        for key in aKeys {
            let mine = aGroups[key, default: []].sorted(by: Motion.spanOrder)
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
                    let message =
                        "both effects animate \(key.target).\(key.property); the first effect's motion is kept"
                    diagnostics.append(PlanningDiagnostic(code: .combinedConflict, effect: effect, message: message))
                }
            }
        }
        if bShared.isEmpty {
            var all: [Motion] = []
            swap(&all, &b.motions)
            all.insert(contentsOf: motions, at: 0)
            motions = all
        } else {
            var shared = bShared.makeIterator()
            var next = shared.next()
            for (index, motion) in b.motions.enumerated() {
                if index == next {
                    next = shared.next()
                } else {
                    motions.append(motion)
                }
            }
        }
        let aStacked = Set(a.stacking)
        let stacking = a.stacking + b.stacking.filter { !aStacked.contains($0) }
        let references = a.references.merging(b.references) { first, _ in first }
        var output = EffectOutput(
            motions: motions, stacking: stacking, diagnostics: diagnostics, references: references)
        output.matchesSharedElements = a.matchesSharedElements || b.matchesSharedElements
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
