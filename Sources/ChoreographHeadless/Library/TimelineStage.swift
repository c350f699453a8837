import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One run of a ``TimelineAnimator``: the captured screens, the plan, the views it added (ghosts, their snapshots, a
/// dimming view), what it changed on the views it did not add, and the property animator that drives the timeline
/// (<doc:RunningTransitions#Running-a-plan>).
@MainActor
final class TimelineStage {
    /// The context of the transition the stage runs.
    let context: any ContextTransitioning
    /// The plan the stage runs.
    let plan: TransitionPlan
    /// The animator whose block 0 drives every animation of the plan.
    let animator: PropertyAnimator
    /// Whether the stage plays its plan as planned on a linear animator — the transition started by itself — so that
    /// the animator's progress is the fraction of the plan elapsed, not the progress on screen.
    let playsPlanByItself: Bool
    /// How the stage was re-timed when a gesture took hold of it while it played by itself; `nil` before
    /// (<doc:RunningTransitions#Interactive-transitions>).
    var retiming: GrabRetiming?

    /// The views the tracks name, by target name.
    var targets: [String: View] = [:]
    /// The views the stage added to the container (ghosts, lifted elements and the dimming view), removed when it
    /// ends.
    var added: [View] = []
    /// The "to" view when the stage added it to the container, removed when the transition is cancelled.
    private var addedToView: View?

    /// Puts the "to" view in the container when it is not there, at the context's final frame, and lays it out;
    /// whether it added the view. A zero final frame means "unknown" and is skipped, except in a container with no
    /// area, where it is the only one. The stage and a transition without animation place it so.
    @discardableResult
    static func place(_ toView: View, in context: any ContextTransitioning) -> Bool {
        let container = context.containerView
        let added = toView.superview !== container
        if added { container.addSubview(toView) }
        if let controller = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: controller)
            if final != .zero || container.bounds.size == .zero { toView.frame = final }
        }
        toView.layoutIfNeeded()
        return added
    }
    /// The model state of each view the stage changed but did not add, before it changed it, with the properties it
    /// changed.
    private var saved: [(view: View, state: ViewState, properties: [AnimatableProperty])] = []
    /// Where each view of ``saved`` is in it, so that remembering a track's view is one lookup, not a scan.
    private var savedIndex: [ObjectIdentifier: Int] = [:]
    /// The originals the stage hid (matched, sourced and lifted elements), with their hidden flag before.
    var hidden: [(view: View, wasHidden: Bool)] = []
    /// The views of ``hidden``, so that hiding a view twice is found with one lookup.
    var hiddenViews: Set<ObjectIdentifier> = []
    /// Targets already reported as ignored.
    private var reported: Set<String> = []
    /// Why the stage resolved no view for a target the plan's references name, by target name.
    var unresolved: [String: String] = [:]
    /// For an element animated in place under transformed ancestors: the inverse of their linear part, which the
    /// stage appends to the element's transform track so the view shows the planned transform in the container.
    var inPlaceCorrections: [String: Transform3D] = [:]
    /// The views the stage masked for a circular mask track, with the mask each had before and the one the stage
    /// installed.
    var masks: [(view: View, previous: View?, mask: View)] = []

    /// Captures both screens, plans, adds ghosts and a dimming view as the plan asks, and attaches the plan's
    /// animations to an animator, paused at 0.
    ///
    /// - Parameters:
    ///   - transition: The transition to plan.
    ///   - operation: What the host is doing.
    ///   - context: The transition's context.
    ///   - layoutDirection: Resolves leading and trailing edges.
    init(
        transition: Transition,
        operation: TransitionOperation,
        context: any ContextTransitioning,
        layoutDirection: LayoutDirection
    ) {
        self.context = context
        let host = HostEnvironment.current
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        if let toView, Self.place(toView, in: context) { addedToView = toView }
        let from = Self.capture(
            fromView ?? context.viewController(forKey: .from)?.viewIfLoaded, role: .from, in: container, host: host)
        let to = Self.capture(
            toView ?? context.viewController(forKey: .to)?.viewIfLoaded, role: .to, in: container, host: host)
        let (plan, timing) = Self.plan(
            transition, operation: operation, from: from.scene, to: to.scene, container: container,
            interactive: context.isInteractive, layoutDirection: layoutDirection, host: host)
        self.plan = plan
        animator = .timelineDriver(duration: plan.duration, timing: timing)
        playsPlanByItself = !context.isInteractive
        if let fromView { targets[TransitionTarget.fromScreen.name] = fromView }
        if let toView { targets[TransitionTarget.toScreen.name] = toView }
        let screens = CapturedScreens(
            from: from, to: to,
            readOnly: Set([(SceneRole.from, fromView), (.to, toView)].filter { $0.1 == nil }.map(\.0)))
        let snapshotSizes = addGhosts(screens)
        addElements(screens, in: container)
        // Looked up by the target, without writing every target's name.
        if !plan.timeline.trackIndexes(for: TransitionTarget.dimming.name).isEmpty {
            let dimming = View(frame: container.bounds, identifier: TransitionTarget.dimming.name)
            dimming.isUserInteractionEnabled = false
            targets[TransitionTarget.dimming.name] = dimming
            added.append(dimming)
        }
        stack(in: container)
        // The views the stage added, looked up once per track rather than scanned.
        let addedViews = Set(added.map(ObjectIdentifier.init))
        // A target's tracks come one after another: its name is written once for them (a ghost's or a snapshot's
        // is built when read). Equal targets have equal names, so every lookup finds what the track's own name finds.
        var last: (target: TransitionTarget, name: String)?
        for track in plan.timeline.tracks {
            let name: String
            if let last, last.target == track.transitionTarget {
                name = last.name
            } else {
                name = track.target
                last = (track.transitionTarget, name)
            }
            apply(track, named: name, snapshotSizes: snapshotSizes, addedViews: addedViews, host: host)
        }
    }

    // MARK: - Ending

    /// Puts back every view the stage touched and removes what it added: called when the animator ends, before the
    /// transition completes.
    ///
    /// - Parameter cancelled: Whether the transition was cancelled; a cancelled stage also removes the "to" view it
    ///   added.
    func restore(cancelled: Bool) {
        for view in added + targets.values {
            view.removeAnimations(ofAnimator: animator)
        }
        for (view, state, properties) in saved {
            for property in properties {
                if property == .backgroundColor {
                    view.backgroundColor = state.backgroundColor
                } else if let value = state[property] {
                    AnimationRecorder.suspended { view.setModel(property, value) }
                }
            }
        }
        for (view, wasHidden) in hidden { view.isHidden = wasHidden }
        restoreMasks()
        // Newest first: a view leaving its superview is searched for from the front, where the newest were added,
        // so each is found at once and no sibling moves; oldest first, each search passed every newer view and each
        // removal shifted them, in the square of their number. Nothing else sees the order: the added views have no
        // controllers or constraints, and the siblings left keep their order either way.
        for view in added.reversed() { view.removeFromSuperview() }
        if cancelled { addedToView?.removeFromSuperview() }
        saved = []
        savedIndex = [:]
        hidden = []
        hiddenViews = []
        added = []
    }

    // MARK: - Internal API

    private static func capture(_ root: View?, role: SceneRole, in container: View, host: HostEnvironment)
        -> CapturedScreen<View>
    {
        do {
            return try CapturedScreen(root: root, container: container)
        } catch {
            host.diagnostics.report(
                .libraryCaptureFailed, "the \(role.rawValue) screen could not be captured (\(error)); planned as empty")
            return CapturedScreen(emptyOfSize: container.bounds.size)
        }
    }

    /// The plan to run and the timing of its animator, as the core's
    /// ``/Choreograph/Planner/runnablePlan(_:from:to:operation:containerSize:interactive:layoutDirection:)`` gives
    /// them (<doc:RunningTransitions#Interactive-transitions>); a still plan when planning fails, and in a container
    /// with no area, where nothing can be seen and the planner would refuse the size: a trace line says so, and no
    /// diagnostic, since a window of no area is no mistake (<doc:HostRules>).
    private static func plan(
        _ transition: Transition,
        operation: TransitionOperation,
        from: Scene,
        to: Scene,
        container: View,
        interactive: Bool,
        layoutDirection: LayoutDirection,
        host: HostEnvironment
    ) -> (TransitionPlan, TimingParameters) {
        let size = container.bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            host.trace.record(
                "library", "\(transition.name) for a \(operation): the container has no area (\(size)); no animation")
            let still = RunnablePlan.still(named: transition.name)
            return (still.plan, still.animatorTiming)
        }
        let planner = Planner(options: PlanningOptions(reducesMotion: host.isReduceMotionEnabled))
        do {
            let runnable = try planner.runnablePlan(
                transition, from: from, to: to, operation: operation, containerSize: container.bounds.size,
                interactive: interactive, layoutDirection: layoutDirection)
            for note in runnable.plannedPlan.diagnostics {
                host.diagnostics.report(.libraryPlanNote, "\(note.code): \(note.message)")
            }
            return (runnable.plan, runnable.animatorTiming)
        } catch {
            host.diagnostics.report(
                .libraryPlanningFailed, "\(transition.name) for a \(operation): \(error); no animation")
            let still = RunnablePlan.still(named: transition.name)
            return (still.plan, still.animatorTiming)
        }
    }

    /// Stacks the targets the plan places in the container, back to front, where the lowest of them is now.
    private func stack(in container: View) {
        let order = plan.stacking.compactMap { target -> View? in
            let name = target.name
            guard name.hasPrefix("snapshot:") == false else { return nil }
            return targets[name]
        }
        var slot =
            order.compactMap { view in container.subviews.firstIndex { $0 === view } }.min()
            ?? container.subviews.count
        for view in order {
            container.insertSubview(view, at: slot)
            slot = (container.subviews.firstIndex { $0 === view } ?? slot) + 1
        }
    }

    /// Sets the model of the track's view to the track's last value and, when the track moves, attaches an animation
    /// that shows the track's value at the animator's progress. `addedViews` are the views of ``added``, whose
    /// model the stage does not save.
    /// `name` is the name of the track's target (written by the caller once for the target's tracks).
    private func apply(
        _ planned: Track, named name: String, snapshotSizes: [String: CGSize], addedViews: Set<ObjectIdentifier>,
        host: HostEnvironment
    ) {
        guard let view = targets[name] else {
            let screens = [TransitionTarget.fromScreen.name, TransitionTarget.toScreen.name]
            if let reason = unresolved[name] {
                reportIgnored(planned, reason, host: host)
            } else if !screens.contains(name) {
                reportIgnored(planned, "the host knows no view named \"\(planned.target)\"", host: host)
            }
            return
        }
        guard ViewState.animatableProperties.contains(planned.property) else {
            if planned.property == .circularMask {
                applyCircularMask(planned, to: view, host: host)
                return
            }
            reportIgnored(planned, "a view has no \(planned.property.name)", host: host)
            return
        }
        // A snapshot stretches its copy with its bounds, as a UIKit snapshot's image does: as a scale.
        let snapshotSize = snapshotSizes[name]
        let track = planned.hosted(snapshotSize: snapshotSize, inPlaceCorrection: inPlaceCorrections[name])
        if !addedViews.contains(ObjectIdentifier(view)), snapshotSize == nil {
            remember(view, track.property)
        }
        animate(view, along: track)
    }

    /// Sets the model of `view`'s property to the track's last value and, when the track moves, attaches an animation
    /// that shows the track's value at the animator's progress.
    func animate(_ view: View, along track: Track) {
        let property = track.property
        guard let last = track.keyframes.last?.value else { return }
        AnimationRecorder.suspended { view.setModel(property, last) }
        guard track.keyframes.count > 1 else { return }
        let shape: PropertyAnimation.Shape
        if track.isStraightMove {
            // Followed past either end while a spring overshoots, as the core samples by progress
            // (`Timeline.sample(atProgress:into:)`); every other track holds its ends.
            shape = .straight(track)
        } else {
            shape = .keyframes(track)
        }
        animator.attach(property, shape: shape, to: view)
    }

    private func remember(_ view: View, _ property: AnimatableProperty) {
        if let index = savedIndex[ObjectIdentifier(view)] {
            if !saved[index].properties.contains(property) { saved[index].properties.append(property) }
        } else {
            savedIndex[ObjectIdentifier(view)] = saved.count
            saved.append((view, view.model, [property]))
        }
    }

    func reportIgnored(_ track: Track, _ reason: String, host: HostEnvironment) {
        let key = "\(track.target).\(track.property.name)"
        guard reported.insert(key).inserted else { return }
        host.diagnostics.report(.libraryTrackIgnored, "\(key): \(reason); the track was left out")
    }
}

extension View {
    /// Ends the animations `animator` drives on the view, as `layer.removeAnimation(forKey:)` does.
    func removeAnimations(ofAnimator animator: PropertyAnimator) {
        for animation in animations where animation.animator === animator {
            animation.end(finished: false)
        }
    }
}
