#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    /// One run of a ``TimelineAnimator`` on UIKit, built as the headless host's stage is: the captured screens, the
    /// core's runnable plan, the views it added (ghosts, their snapshots, a dimming view), what it changed on the views
    /// it did not add, and the tracks bound to views, shown at a time by ``show(time:)`` or at a progress by
    /// ``show(progress:)`` — all of them, or the ones the render server does not play now
    /// (`TimelineStage+RenderServer.swift`).
    @MainActor
    final class TimelineStage {
        /// The context of the transition the stage runs.
        let context: any UIViewControllerContextTransitioning
        /// The plan the stage runs and the timing of the animator that plays it.
        let runnable: RunnablePlan
        /// What the stage noticed: planning notes, capture failures, tracks left out.
        private(set) var notes: [String] = []

        /// The views the tracks name, by target name.
        var targets: [String: UIView] = [:]
        /// The views the stage added to the container, removed when it ends.
        var added: [UIView] = []
        /// The snapshot targets, with the size of the element each copies.
        var snapshotSizes: [String: CGSize] = [:]
        /// The originals the stage hid, with their hidden flag before.
        var hidden: [(view: UIView, wasHidden: Bool)] = []
        /// For an element animated in place under transformed ancestors: the inverse of their linear part.
        var inPlaceCorrections: [String: Transform3D] = [:]
        /// Why no view was resolved for a target the plan's references name, by target name.
        var unresolved: [String: String] = [:]
        /// The "to" view when the stage added it to the container, removed when the transition is cancelled.
        private var addedToView: UIView?
        /// The value of each (view, property) the stage changed on a view it did not add, before it changed it.
        private var saved: [(view: UIView, property: AnimatableProperty, value: AnimatableValue)] = []
        /// The tracks as the stage shows them, index for index with ``bindings``.
        private(set) var shown = Timeline(tracks: [])
        /// The view and property each track of ``shown`` sets.
        private(set) var bindings: [(view: UIView, property: AnimatableProperty)] = []
        /// Which tracks of ``shown`` the render server can play and which stay on the display link, and why.
        private(set) var renderServer = RenderServerPlan(timeline: Timeline(tracks: []), interactive: false)
        /// The layer of each track the render server plays now, by track index; the display link skips them.
        var playing: [Int: CALayer] = [:]
        private lazy var frame = shown.makeFrame()

        /// Captures both screens, plans with the core (Reduce Motion from `UIAccessibility`), adds ghosts and a
        /// dimming view as the plan asks, stacks them and binds every track to a view, showing time 0.
        init(
            transition: Transition,
            operation: TransitionOperation,
            context: any UIViewControllerContextTransitioning,
            layoutDirection: LayoutDirection
        ) {
            self.context = context
            let container = context.containerView
            let fromView = context.view(forKey: .from)
            let toView = context.view(forKey: .to)
            if let toView, Self.place(toView, in: context) { addedToView = toView }
            var notes: [String] = []
            let from = Self.capture(
                fromView ?? context.viewController(forKey: .from)?.viewIfLoaded, role: .from, in: container,
                notes: &notes)
            let to = Self.capture(
                toView ?? context.viewController(forKey: .to)?.viewIfLoaded, role: .to, in: container, notes: &notes)
            let planner = Planner(options: PlanningOptions(reducesMotion: UIAccessibility.isReduceMotionEnabled))
            let size = container.bounds.size
            if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
                // Nothing can be seen in a container with no area, and the planner would refuse the size.
                notes.append("\(transition.name) for a \(operation): the container has no area (\(size)); no animation")
                runnable = .still(named: transition.name)
            } else {
                do {
                    runnable = try planner.runnablePlan(
                        transition, from: from.scene, to: to.scene, operation: operation,
                        containerSize: container.bounds.size, interactive: context.isInteractive,
                        layoutDirection: layoutDirection)
                    notes += runnable.plannedPlan.diagnostics.map { "\($0.code): \($0.message)" }
                } catch {
                    notes.append("\(transition.name) for a \(operation): \(error); no animation")
                    runnable = .still(named: transition.name)
                }
            }
            self.notes = notes
            if let fromView { targets[TransitionTarget.fromScreen.name] = fromView }
            if let toView { targets[TransitionTarget.toScreen.name] = toView }
            let screens = CapturedScreens(
                from: from, to: to,
                readOnly: Set([(SceneRole.from, fromView), (.to, toView)].filter { $0.1 == nil }.map(\.0)))
            addGhosts(screens)
            addElements(screens, in: container)
            if plan.timeline.targets.contains(TransitionTarget.dimming.name) {
                let dimming = UIView(frame: container.bounds)
                dimming.isUserInteractionEnabled = false
                targets[TransitionTarget.dimming.name] = dimming
                added.append(dimming)
            }
            stack(in: container)
            bind()
            show(time: 0)
        }

        /// The plan the stage runs.
        var plan: TransitionPlan { runnable.plan }

        /// Puts the "to" view in the container when it is not there, at the context's final frame, and lays it out;
        /// whether it added the view. A zero final frame means "unknown" and is skipped, except in a container with
        /// no area, where it is the only one (as the headless host's stage does). The stage and a transition without
        /// animation place it so.
        @discardableResult
        static func place(_ toView: UIView, in context: any UIViewControllerContextTransitioning) -> Bool {
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

        /// Shows the plan at `time` seconds: every bound track's value set on its view, except the tracks the render
        /// server plays now.
        func show(time: Double) {
            guard !bindings.isEmpty else { return }
            shown.sample(at: time, into: &frame)
            setFrame()
        }

        /// Puts back every view the stage touched and removes what it added and the keyframe animations it left on
        /// layers; a cancelled stage also removes the "to" view it added.
        func restore(cancelled: Bool) {
            takeBackFromRenderServer()
            for (view, property, value) in saved.reversed() { view.setChoreographValue(value, for: property) }
            for (view, wasHidden) in hidden { view.isHidden = wasHidden }
            for view in added { view.removeFromSuperview() }
            if cancelled { addedToView?.removeFromSuperview() }
            saved = []
            hidden = []
            added = []
            bindings = []
        }

        /// Shows the plan at `progress` of its duration, as the core samples it by progress
        /// (``/Choreograph/Timeline/sample(atProgress:into:)``): the plan at `progress × duration` in 0…1, and past
        /// either end, while a spring overshoots, straight moves followed along their line and every other track held
        /// at that end, as the headless host shows them; except the tracks the render server plays now.
        func show(progress: Double) {
            guard !bindings.isEmpty else { return }
            shown.sample(atProgress: progress, into: &frame)
            setFrame()
        }

        /// Sets every bound track's value in `frame` on its view, except the tracks the render server plays now.
        private func setFrame() {
            for (index, binding) in bindings.enumerated() where playing[index] == nil {
                guard let value = frame.value(ofTrack: index) else { continue }
                binding.view.setChoreographValue(value, for: binding.property)
            }
        }

        // MARK: - Internal API

        private static func capture(
            _ root: UIView?, role: SceneRole, in container: UIView, notes: inout [String]
        ) -> CapturedScreen<UIView> {
            guard let root else { return CapturedScreen(emptyOfSize: container.bounds.size) }
            do {
                let (scene, views) = try UIViewSceneCapture().captureSceneAndViews(of: root, in: container)
                return CapturedScreen(scene: scene, views: views)
            } catch {
                notes.append("the \(role.rawValue) screen could not be captured (\(error)); planned as empty")
                return CapturedScreen(emptyOfSize: container.bounds.size)
            }
        }

        /// Stacks the targets the plan places in the container, back to front, where the lowest of them is now.
        private func stack(in container: UIView) {
            let order = plan.stacking.compactMap { target -> UIView? in
                target.name.hasPrefix("snapshot:") ? nil : targets[target.name]
            }
            var slot =
                order.compactMap { view in container.subviews.firstIndex { $0 === view } }.min()
                ?? container.subviews.count
            for view in order {
                container.insertSubview(view, at: slot)
                slot = (container.subviews.firstIndex { $0 === view } ?? slot) + 1
            }
        }

        /// Binds every track to the view it names, rewriting a snapshot's bounds as a scale and an in-place element's
        /// transform by its correction, saves what it will change on views it did not add, and decides which tracks
        /// the render server can play (the bounds of views the stage did not add stay on the display link: they lay
        /// out or redraw).
        private func bind() {
            let addedViews = Set(added.map(ObjectIdentifier.init))
            var laidOut: Set<String> = []
            var tracks: [Track] = []
            for planned in plan.timeline.tracks {
                guard let view = targets[planned.target] else {
                    let screens = [TransitionTarget.fromScreen.name, TransitionTarget.toScreen.name]
                    if let reason = unresolved[planned.target] {
                        note(planned, reason)
                    } else if !screens.contains(planned.target) {
                        note(planned, "the host knows no view named \"\(planned.target)\"")
                    }
                    continue
                }
                guard UIView.canShow(planned.property) else {
                    note(planned, "the UIKit bridge shows no \(planned.property.name)")
                    continue
                }
                let track = planned.hosted(
                    snapshotSize: snapshotSizes[planned.target], inPlaceCorrection: inPlaceCorrections[planned.target])
                if !addedViews.contains(ObjectIdentifier(view)), snapshotSizes[track.target] == nil,
                    let value = view.choreographValue(of: track.property)
                {
                    saved.append((view, track.property, value))
                }
                if !addedViews.contains(ObjectIdentifier(view)) { laidOut.insert(track.target) }
                tracks.append(track)
                bindings.append((view, track.property))
            }
            shown = Timeline(tracks: tracks)
            frame = shown.makeFrame()
            renderServer = RenderServerPlan(
                timeline: shown, interactive: context.isInteractive, animatorTiming: runnable.animatorTiming,
                laidOutTargets: laidOut)
        }

        private func note(_ track: Track, _ reason: String) {
            let note = "\(track.target).\(track.property.name): \(reason); the track was left out"
            if !notes.contains(note) { notes.append(note) }
        }
    }
#endif
