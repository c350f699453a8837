#if canImport(UIKit)
    import Choreograph
    import Foundation
    import QuartzCore
    import UIKit

    /// Runs a library ``/Choreograph/Transition`` as UIKit's animator: it captures both screens, plans with the core,
    /// and shows the plan's timeline at the progress of one interruptible `UIViewPropertyAnimator`, frame by frame.
    ///
    /// ```swift
    /// let animator = TimelineAnimator(.slide(from: .right), operation: .push)
    /// ```
    ///
    /// Return one from a transitioning or navigation delegate, or let ``UIKit/UIViewController/present(_:transition:animated:completion:)``
    /// and ``UIKit/UINavigationController/pushViewController(_:transition:)`` do it. When the transition starts,
    /// the animator, as the headless host's `TimelineAnimator` does:
    /// 1. adds the "to" view to the container when it is not there, at `finalFrame(for:)`, and lays it out;
    /// 2. captures both screens (``UIViewSceneCapture``) and asks the core for the runnable plan
    ///    (``/Choreograph/Planner/runnablePlan(_:from:to:operation:containerSize:interactive:layoutDirection:)``),
    ///    under `UIAccessibility.isReduceMotionEnabled`;
    /// 3. adds a ghost for each matched or sourced element (a `snapshotView(afterScreenUpdates:)` copy inside) and
    ///    hides the originals, a copy in the container for each element lifted there, and a dimming view when the
    ///    plan has one, stacked as the plan says;
    /// 4. plays the timeline: a `UIViewPropertyAnimator` with the plan's duration and the runnable plan's animator
    ///    timing moves an invisible progress view from 0 to 1, and a ``DisplayLinkDriver`` shows the timeline, on
    ///    every frame, at the progress that view's presentation layer has, so a percent-driven interaction, a pause
    ///    or a reversal of the animator moves the screens with it;
    /// 5. when the transition starts by itself (``animateTransition(using:)``), hands to the render server every
    ///    track the core's ``/Choreograph/RenderServerPlan`` allows — Bézier or linear timing, a layer key path, not
    ///    the bounds of a view that lays out — as a `CAKeyframeAnimation` on its view's layer
    ///    (``/Choreograph/KeyframeAnimationDescription/coreAnimation(startingAt:)``), begun at the media time the
    ///    property animator starts, filling both ways and left on the layer, with the layer's own value set to the
    ///    track's end; the display link keeps showing the other tracks. These animate even while the main thread
    ///    is busy (the headless host has no render server: it samples every track). When the property animator is
    ///    paused, stopped, reversed or scrubbed (in that call, before the animator changes course), or the
    ///    transition turns interactive (at the next frame), the animator removes them and shows every track on the
    ///    display link from the progress on screen, the sample the render server was showing;
    /// 6. when the animator ends, removes the keyframe animations, shows the end (or, cancelled, the start), puts
    ///    back every view it changed, removes what it added (and, cancelled, the "to" view it added), then calls
    ///    `completeTransition(_:)`.
    ///
    /// ``interruptibleAnimator(using:)`` returns that property animator, the same one for the whole transition.
    @MainActor
    public final class TimelineAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        /// The transition it runs.
        public let transition: Transition
        /// The operation it runs it for: forward operations play the presenting side, backward ones the dismissing
        /// side.
        public let operation: TransitionOperation
        /// Resolves leading and trailing edges. Default ``/Choreograph/TransitionDefaults/layoutDirection``; the
        /// one-line calls set it from the container's `effectiveUserInterfaceLayoutDirection`.
        public var layoutDirection: LayoutDirection = TransitionDefaults.layoutDirection
        /// The plan of the transition staged last (running now, or the last one run); `nil` before the first.
        public private(set) var plan: TransitionPlan?
        /// What the last run noticed: the planner's notes, screens that could not be captured, tracks left out.
        public private(set) var notes: [String] = []

        /// The runs of the transitions this animator runs now, oldest first: one, unless the app hands the same
        /// animator to transitions that overlap (a delegate that keeps one animator for two navigation controllers,
        /// in two windows), each of which then runs on its own stage with its own property animator and display link.
        private var runs: [Run] = []

        /// Creates an animator that runs `transition` for `operation`.
        ///
        /// - Parameters:
        ///   - transition: The transition to run.
        ///   - operation: What UIKit is doing: present, dismiss, push or pop.
        public init(_ transition: Transition, operation: TransitionOperation) {
            self.transition = transition
            self.operation = operation
        }

        // MARK: - UIViewControllerAnimatedTransitioning

        /// The planned duration; 0 for a transition without animation or one the planner refuses. Asked with a
        /// context before the transition is staged, it plans with both screens captured as they stand
        /// (``UIViewSceneCapture``, nothing added or hidden), as the stage will plan them, so that element modifiers
        /// that end after the screens, and a fallback taken for a missing element, give the duration the run will
        /// have (``/Choreograph/Planner/duration(of:from:to:operation:containerSize:layoutDirection:)``); a screen
        /// without a view, or one that cannot be captured, is planned empty. Without a context it plans empty screens
        /// in a 1 × 1 container (durations do not depend on the size).
        public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        {
            if let transitionContext, !transitionContext.isAnimated { return 0 }
            if let transitionContext, let run = runningRun(for: transitionContext) {
                return run.stage.plan.duration
            }
            let size = transitionContext?.containerView.bounds.size ?? CGSize(width: 1, height: 1)
            let (from, to) = transitionContext.map(Self.screens(of:)) ?? (nil, nil)
            let planner = Planner(options: PlanningOptions(reducesMotion: UIAccessibility.isReduceMotionEnabled))
            return planner.duration(
                of: transition, from: from, to: to, operation: operation, containerSize: size,
                layoutDirection: layoutDirection)
        }

        /// Runs the transition by itself: stages it and starts the property animator. A transition without animation
        /// puts the "to" view at its final frame and completes at once.
        public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard transitionContext.isAnimated else {
                Self.placeWithoutAnimation(transitionContext)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let run = run(for: transitionContext)
            // Only a run that starts from the beginning, forwards, by itself goes to the render server (not one the
            // app has already taken in hand through interruptibleAnimator(using:)).
            let fresh =
                run.animator.state == .inactive && run.animator.fractionComplete == 0 && !run.animator.isReversed
            run.animator.startAnimation()
            if fresh, !transitionContext.isInteractive {
                run.stage.playOnRenderServer(startingAt: CACurrentMediaTime())
            }
        }

        /// The property animator that plays the transition, the same instance for the whole transition: made (and the
        /// transition staged) on the first call, paused at 0.
        public func interruptibleAnimator(
            using transitionContext: any UIViewControllerContextTransitioning
        ) -> any UIViewImplicitlyAnimating {
            run(for: transitionContext).animator
        }

        /// Lets go of the runs of transitions that are over and stops their display links. A run is let go of when its
        /// property animator completes (UIKit calls this from the `completeTransition(_:)` the run makes); this also
        /// lets go of a run whose property animator the app stopped without finishing (`stopAnimation(true)`, after
        /// which the app completes the transition itself), which would otherwise keep its context, its views and its
        /// display link. When no run is over by those signs — the app completed the transition some other way — the
        /// only run, if there is one, is the one that ended and is let go of, as before several could overlap; among
        /// several, none can be told apart, and each is let go of when its own completion runs.
        public func animationEnded(_ transitionCompleted: Bool) {
            let over = runs.filter(\.isOver)
            let ended = over.isEmpty && runs.count == 1 ? runs : over
            for run in ended { run.driver.stop() }
            runs.removeAll { run in ended.contains { $0 === run } }
        }

        // MARK: - Internal API

        /// One staged transition: its stage, the property animator, the progress view it moves and the display link.
        @MainActor
        final class Run {
            let stage: TimelineStage
            let animator: TimelinePropertyAnimator
            let probe: UIView
            let driver: DisplayLinkDriver

            /// Whether the run's completion has completed its transition.
            var completed = false

            init(stage: TimelineStage, animator: TimelinePropertyAnimator, probe: UIView, driver: DisplayLinkDriver) {
                self.stage = stage
                self.animator = animator
                self.probe = probe
                self.driver = driver
            }

            /// Whether the run's transition is over, or in the app's hands: its completion completed it, or the app
            /// stopped its property animator without finishing.
            var isOver: Bool {
                completed || animator.stoppedWithoutFinishing
            }

            /// The progress on screen: the progress view's presentation position, else the animator's fraction.
            var progress: Double {
                if let presented = probe.layer.presentation() { return Double(presented.position.x) }
                return Double(animator.fractionComplete)
            }

            /// Whether the render server plays tracks although the animator no longer runs forwards by itself: it was
            /// paused, stopped or reversed, or the transition became interactive.
            var leftRenderServerCourse: Bool {
                stage.isPlayingOnRenderServer
                    && (stage.context.isInteractive || !animator.isRunning || animator.isReversed)
            }

            /// Takes back the tracks the render server plays and shows every track at the progress on screen.
            func showOnDisplayLink() {
                stage.takeBackFromRenderServer()
                stage.show(progress: progress)
            }
        }

        /// The run of the transition `context` runs, once staged and until it is over; `nil` for another transition.
        private func runningRun(for context: any UIViewControllerContextTransitioning) -> Run? {
            runs.first { $0.stage.context === context }
        }

        /// The run of the transition `context` runs, staged on the first call; a transition that overlaps another this
        /// animator runs gets a run of its own.
        private func run(for context: any UIViewControllerContextTransitioning) -> Run {
            if let run = runningRun(for: context) { return run }
            let stage = TimelineStage(
                transition: transition, operation: operation, context: context, layoutDirection: layoutDirection)
            plan = stage.plan
            notes = stage.notes
            let probe = UIView(frame: .zero)
            probe.isUserInteractionEnabled = false
            context.containerView.addSubview(probe)
            let animator = TimelinePropertyAnimator(
                duration: stage.plan.duration, timingParameters: stage.runnable.animatorTiming.timingCurveProvider)
            animator.addAnimations { probe.center = CGPoint(x: 1, y: 0) }
            let duration = stage.plan.duration
            // The display link shows this run only: the run is made with the driver, and known to it once made.
            weak var shown: Run?
            let driver = DisplayLinkDriver {
                guard let run = shown else { return }
                if run.leftRenderServerCourse {
                    run.showOnDisplayLink()
                } else {
                    run.stage.show(progress: run.progress)
                }
            }
            let run = Run(stage: stage, animator: animator, probe: probe, driver: driver)
            animator.willChangeCourse = { [weak run] in
                guard let run, run.stage.isPlayingOnRenderServer else { return }
                run.showOnDisplayLink()
            }
            animator.addCompletion { [weak self, weak run] position in
                guard let run else { return }
                run.driver.stop()
                let cancelled = run.stage.context.transitionWasCancelled
                run.stage.takeBackFromRenderServer()
                switch position {
                case .end: run.stage.show(time: duration)
                case .start: run.stage.show(time: 0)
                default: run.stage.show(progress: run.progress)
                }
                run.stage.restore(cancelled: cancelled)
                run.probe.removeFromSuperview()
                self?.notes = run.stage.notes
                run.completed = true
                run.stage.context.completeTransition(!cancelled)
                // Let go of here too, for a container that completes without calling animationEnded(_:).
                self?.runs.removeAll { $0 === run }
            }
            shown = run
            runs.append(run)
            driver.start()
            return run
        }

        /// The scenes of a context's two screens as they stand, each in the container's coordinates; `nil` for a
        /// screen without a view or one that cannot be captured.
        private static func screens(
            of context: any UIViewControllerContextTransitioning
        ) -> (Scene?, Scene?) {
            let container = context.containerView
            func scene(_ key: UITransitionContextViewKey, _ controller: UITransitionContextViewControllerKey) -> Scene?
            {
                guard let root = context.view(forKey: key) ?? context.viewController(forKey: controller)?.viewIfLoaded
                else { return nil }
                return try? UIViewSceneCapture().captureScene(of: root, in: container)
            }
            return (scene(.from, .from), scene(.to, .to))
        }

        private static func placeWithoutAnimation(_ context: any UIViewControllerContextTransitioning) {
            guard let toView = context.view(forKey: .to) else { return }
            TimelineStage.place(toView, in: context)
        }
    }
#endif
