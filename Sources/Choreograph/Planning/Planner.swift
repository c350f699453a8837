import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns a ``Transition``, the two ``Scene``s and the operation into a ``TransitionPlan``: the ``Timeline`` a host
/// runs.
///
/// ```swift
/// let planner = Planner()
/// let plan = try planner.plan(
///     .slide(from: .right),
///     from: list,
///     to: detail,
///     operation: .push,
///     containerSize: CGSize(width: 390, height: 844)
/// )
/// var frame = plan.timeline.makeFrame()
/// plan.timeline.sample(at: plan.duration / 2, into: &frame)
/// ```
///
/// Planning picks the side of the transition the operation runs (``Transition/side(for:)``), resolves its timing
/// (the duration given, else ``TransitionDefaults/duration(for:)``; the curve given, else
/// ``TransitionDefaults/curve``; a spring that sets its own duration overrides the duration), asks the effect for
/// its motions, adds the motions of the elements the transition's modifiers move (``Transition/modifying(_:_:)``)
/// and joins them into tracks, one per target and property, each starting at 0 and lasting the whole duration.
/// When an element's delay and duration end after the transition would, the plan lasts until that element is done
/// and the screens' motions keep their times in seconds. When the effect cannot use the element it looks for and the
/// transition has a ``Transition/fallbackTransition``, the fallback is planned instead. The same input gives an equal
/// plan every time.
public struct Planner: Sendable {
    /// The planner's options. Default ``PlanningOptions/init(reducesMotion:)`` with nothing reduced.
    public var options: PlanningOptions

    /// Whether the motions still marked as holding a new view's value (``Motion/holdsNewViewValue``) stay in the
    /// timeline rather than being left out: the plan every frame of which the planner's equals, with a track for each
    /// of them. Default `false`.
    var keepsNewViewHolds = false

    /// Whether the matched ghosts' motions that hold a new view's value are carried compactly
    /// (``EffectOutput/newViewHolds``) up to the track assembly, rather than made into motions as soon as the
    /// shared elements are matched: the plans are the same either way. Default `true`.
    var carriesNewViewHoldsCompactly = true

    /// Creates a planner.
    ///
    /// - Parameter options: The options. Default: no reduced motion.
    public init(options: PlanningOptions = PlanningOptions()) {
        self.options = options
    }

    /// Plans `transition` for `operation` between two scenes.
    ///
    /// - Parameters:
    ///   - transition: The transition.
    ///   - from: The screen on display when the transition starts.
    ///   - to: The screen on display when it ends.
    ///   - operation: What the host is doing.
    ///   - containerSize: The size of the container the screens move in; each side finite, greater than 0 and at
    ///     most ``Scene/maximumCoordinate``.
    ///   - layoutDirection: Resolves leading and trailing edges. Default ``TransitionDefaults/layoutDirection``
    ///     (left to right).
    /// - Returns: The plan, with the diagnostics of any fallback.
    /// - Throws: ``PlanningError`` naming the value and the rule: a container size or duration out of range, a
    ///   spring or curve that cannot be built, an element modifier's value out of range (named as
    ///   `modifying("title").delay`), a plan longer than ``TransitionDefaults/maximumDuration``
    ///   (``PlanningError/planTooLong(length:latest:)``, naming the element that ends last), an effect whose
    ///   motions overlap or produce values a track refuses.
    public func plan(
        _ transition: Transition,
        from: Scene,
        to: Scene,
        operation: TransitionOperation,
        containerSize: CGSize,
        layoutDirection: LayoutDirection = TransitionDefaults.layoutDirection
    ) throws(PlanningError) -> TransitionPlan {
        try assembled(
            transition, from: from, to: to, operation: operation, containerSize: containerSize,
            layoutDirection: layoutDirection
        ).plan
    }

    /// The plan of ``plan(_:from:to:operation:containerSize:layoutDirection:)`` before its tracks are compiled into a
    /// timeline: every step that can throw has run, so its ``Assembled/duration`` is the plan's.
    ///
    /// - Throws: As ``plan(_:from:to:operation:containerSize:layoutDirection:)`` throws.
    func assembled(
        _ transition: Transition,
        from: Scene,
        to: Scene,
        operation: TransitionOperation,
        containerSize: CGSize,
        layoutDirection: LayoutDirection
    ) throws(PlanningError) -> Assembled {
        try Self.check(containerSize.width, "containerSize.width")
        try Self.check(containerSize.height, "containerSize.height")
        let chosen = options.reducesMotion ? Self.reducedMotion : transition
        let (effect, timingRequest) = chosen.side(for: operation)
        if let requested = timingRequest.duration {
            try Self.checkDuration(requested)
        }
        let curve = timingRequest.curve ?? TransitionDefaults.curve
        let requestedDuration = timingRequest.duration ?? TransitionDefaults.duration(for: operation.kind)
        let (timing, duration) = try curve.resolved(duration: requestedDuration)
        try Self.checkDuration(duration)
        var diagnostics: [PlanningDiagnostic] = []
        if let requested = timingRequest.duration, curve.setsItsOwnDuration, requested != duration {
            let message = "the spring lasts \(duration) s, so the duration \(requested) s was not used"
            diagnostics.append(PlanningDiagnostic(code: .durationSetBySpring, effect: effect.name, message: message))
        }
        let context = EffectContext(
            from: from, to: to, containerSize: containerSize, layoutDirection: layoutDirection, operation: operation)
        // The matched ghosts' motions that hold a new view's value may come compactly (`EffectOutput.newViewHolds`).
        var output = try effect.compactOutput(in: context)
        if let fallback = chosen.fallbackTransition, output.diagnostics.contains(where: \.code.meansElementUnusable) {
            var plan = try assembled(
                fallback, from: from, to: to, operation: operation, containerSize: containerSize,
                layoutDirection: layoutDirection)
            plan.diagnostics = diagnostics + output.diagnostics + plan.diagnostics
            return plan
        }
        // The shared elements the effect left alone morph (after the fallback's choice: an identifier that cannot be
        // matched is not a reason to fall back).
        if !output.matchesSharedElements, case .morph(let fade, let fit) = chosen.matching(for: operation) {
            MatchedMorph.addMatches(
                in: context, to: &output, fade: fade, fit: fit, effect: Transition.automaticMatchingName,
                skippingUnmoved: true)
        }
        let rules = chosen.elementRules(for: operation)
        // Element rules read the targets the effect moves from its motions, and a planner that keeps held motions
        // keeps their tracks: the compact ghosts' motions are made (see below for the others).
        if !rules.isEmpty || keepsNewViewHolds || !carriesNewViewHoldsCompactly {
            output = output.materializingGhostRuns()
        }
        // Without element modifiers there is nothing to plan for elements (and no set of targets to build).
        let elements =
            rules.isEmpty
            ? ElementPlanner.Result()
            : try ElementPlanner(context: context, rules: rules, baseDuration: duration, baseTiming: timing)
                .plan(effectTargets: Set(output.motions.map(\.target)))
        let total = max(duration, elements.end)
        // The duration is in range: a plan too long is one whose element modifiers end its elements' motions late.
        if let latest = elements.latest, elements.end > TransitionDefaults.maximumDuration {
            throw .planTooLong(length: elements.end, latest: latest)
        }
        try Self.checkDuration(total)
        // Element rules act on the held motions as on any other, and a planner that keeps them keeps their tracks:
        // they are made. Otherwise only the ones another motion shares a track with are made (see below).
        if !elements.isEmpty || keepsNewViewHolds || !carriesNewViewHoldsCompactly {
            output = output.materializingNewViewHolds()
        }
        // The compact ghosts go to the track assembly as they are when no other motion animates a ghost or a
        // snapshot and the plan's timing keeps the snapshots' lines straight; otherwise their motions are made.
        var ghosts: TrackAssembly.Ghosts?
        if !output.ghostRuns.isEmpty {
            if let scenes = output.ghostScenes, TrackAssembly.assemblesGhosts(alongside: output.motions, timing: timing)
            {
                ghosts = TrackAssembly.Ghosts(runs: output.ghostRuns, scenes: scenes)
                output.ghostRuns = []
                output.ghostScenes = nil
            } else {
                output = output.materializingGhostRuns()
            }
        }
        var motions = output.motionsDroppingUnsharedHolds()
        if !elements.isEmpty {
            // Element motions are timed in seconds; the effect's spans are fractions of `duration`.
            let fraction: (Double) -> Double = { seconds in total > 0 ? min(seconds / total, 1) : 0 }
            motions = []
            for motion in output.motions {
                if let retiming = elements.retimings[motion.target] {
                    motions += try retiming.apply(to: [motion]).map { $0.remapped(fraction) }
                } else {
                    motions.append(total == duration ? motion : motion.remapped { $0 * duration / total })
                }
            }
            motions += elements.motions.map { $0.remapped(fraction) }
        }
        var references = output.referenceTable
        references.add(ElementReferences(elements.references), replacing: false)
        // A motion still marked as holding a new view's value at both ends (a matched ghost's) shows what the new
        // view shows anyway: the assembly leaves it out of the timeline (those kept compactly and alone in their
        // track were never made). Any motion made from it (composed, retimed, keyframed) is kept, so every frame is
        // as if it were planned.
        let stacking = elements.stacking.isEmpty ? output.stacking : output.stacking + elements.stacking
        var assembly = try TrackAssembly(
            motions: motions, ghosts: ghosts, stacking: stacking, references: references, effect: effect.name,
            duration: total, timing: timing, droppingNewViewHolds: !keepsNewViewHolds)
        if let ghosts, !assembly.assembledGhosts {
            // A compact ghost's track would not be straight (a value out of a track's rules): the ghosts' motions are
            // made, and the general path joins them (or names the broken rule).
            output.ghostRuns = ghosts.runs
            output.ghostScenes = ghosts.scenes
            output = output.materializingGhostRuns()
            motions = output.motionsDroppingUnsharedHolds()
            assembly = try TrackAssembly(
                motions: motions, stacking: stacking, references: references, effect: effect.name, duration: total,
                timing: timing, droppingNewViewHolds: !keepsNewViewHolds)
        }
        return Assembled(
            table: assembly.table,
            duration: total,
            timing: timing,
            stacking: assembly.stacking,
            diagnostics: diagnostics + output.diagnostics + elements.diagnostics,
            effectName: effect.name,
            references: references
        )
    }

    /// What every transition becomes under Reduce Motion: ``Transition/fade`` lasting
    /// ``TransitionDefaults/reducedMotionDuration`` on ``TransitionDefaults/reducedMotionCurve``, shared elements
    /// fading with their screens (``ElementMatching/none``) instead of flying.
    public static var reducedMotion: Transition {
        Transition.fade
            .duration(TransitionDefaults.reducedMotionDuration)
            .curve(TransitionDefaults.reducedMotionCurve)
            .matching(.none)
    }

    private static func check(_ length: CGFloat, _ parameter: String) throws(PlanningError) {
        guard length.isFinite else {
            throw .invalidParameter(parameter: parameter, value: Double(length), rule: "must be a finite number")
        }
        guard length > 0 else {
            throw .invalidParameter(parameter: parameter, value: Double(length), rule: "must be greater than 0")
        }
        guard length <= Scene.maximumCoordinate else {
            throw .invalidParameter(
                parameter: parameter, value: Double(length), rule: "must be at most \(Scene.maximumCoordinate)")
        }
    }

    /// Throws unless `seconds` is a duration the planner accepts: finite, from 0 to
    /// ``TransitionDefaults/maximumDuration``. Transition specs check a duration with it as they read one.
    static func checkDuration(_ seconds: Double) throws(PlanningError) {
        guard seconds.isFinite, seconds >= 0, seconds <= TransitionDefaults.maximumDuration else {
            throw .invalidParameter(
                parameter: "duration", value: seconds,
                rule: "must be a finite number of seconds from 0 to \(TransitionDefaults.maximumDuration)")
        }
    }
}
