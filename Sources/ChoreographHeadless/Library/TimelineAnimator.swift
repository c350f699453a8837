import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs a library ``/Choreograph/Transition`` as the host's animator: it captures both screens, plans, and plays
/// the plan's timeline on an interruptible ``PropertyAnimator`` (<doc:RunningTransitions>).
///
/// ```swift
/// let animator = TimelineAnimator(.slide(from: .right), operation: .push)
/// ```
///
/// Return one from a transitioning, navigation or tab bar delegate — or let ``ViewController/present(_:transition:animated:completion:)``,
/// ``NavigationController/pushViewController(_:transition:)`` and the other one-line calls do it. When the
/// transition starts, the animator:
/// 1. adds the "to" view to the container when it is not there, at `finalFrame(for:)`, and lays it out;
/// 2. captures both screens (``ViewSceneCapture``) and plans the transition for its operation, under
///    ``HostEnvironment/isReduceMotionEnabled`` as the host says;
/// 3. adds a ghost for each matched or sourced element — a snapshot inside of each element the plan's references
///    name — and hides the originals, a snapshot in the container for each element lifted there, and a dimming view
///    when the plan has one, and stacks everything as the plan says; elements animated in place are their own views
///    (<doc:RunningTransitions#Element-targets>);
/// 4. plays the timeline: every track becomes an animation of its view that follows the progress of one property
///    animator, so the views show the plan at the animator's progress at any time;
/// 5. when the animator ends, restores every view it changed (alpha, transforms, hidden flags, layer values as
///    they were), removes the ghosts and the dimming view — and, when cancelled, the "to" view it added — then calls
///    `completeTransition(!transitionWasCancelled)`.
///
/// ``interruptibleAnimator(using:)`` returns that property animator, the same one for the whole transition, so any
/// percent-driven interaction controller drives it, and ``TransitionInteraction`` releases it with a spring that
/// keeps the finger's velocity.
@MainActor
public final class TimelineAnimator: AnimatedTransitioning {
    /// The transition it runs.
    public let transition: Transition
    /// The operation it runs it for: forward operations play the presenting side, backward ones the dismissing side.
    public let operation: TransitionOperation
    /// Resolves leading and trailing edges. Default ``/Choreograph/TransitionDefaults/layoutDirection`` (left to
    /// right).
    public var layoutDirection: LayoutDirection = TransitionDefaults.layoutDirection
    /// The plan of the transition staged last (running now, or the last one run); `nil` before the first.
    public private(set) var plan: TransitionPlan?

    /// The stages of the transitions this animator runs now, oldest first: one, unless the app hands the same
    /// animator to transitions that overlap (two navigation controllers sharing a delegate), each of which then runs
    /// on its own stage.
    private var stages: [TimelineStage] = []

    /// Creates an animator that runs `transition` for `operation`.
    ///
    /// - Parameters:
    ///   - transition: The transition to run.
    ///   - operation: What the host is doing: present, dismiss, push, pop or a tab switch.
    public init(_ transition: Transition, operation: TransitionOperation) {
        self.transition = transition
        self.operation = operation
    }

    // MARK: - AnimatedTransitioning

    /// The planned duration: the transition's own, else the default for the operation (0.4 s modal, 0.35 s
    /// navigation, 0.3 s tab), or a spring's settling time; 0.2 s under Reduce Motion; 0 for a transition without
    /// animation or one the planner refuses. Without a context it plans for a container the size of the host's
    /// screen (``Screen/main``). Asked with a context before the transition runs, it plans with both screens
    /// captured as they stand, so that element modifiers that end after the transition would, and a fallback taken
    /// for a missing element, give the duration the run will have.
    public func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval {
        if let transitionContext, !transitionContext.isAnimated { return 0 }
        if let transitionContext, let stage = runningStage(for: transitionContext) { return stage.plan.duration }
        let size = transitionContext?.containerView.bounds.size ?? Screen.main.bounds.size
        // Asked before the transition is staged, the screens are captured as they stand (nothing is added to the
        // container or hidden), so that elements that lengthen the plan and a fallback the effect needs count.
        let (from, to) = transitionContext.map(Self.screens(of:)) ?? (nil, nil)
        let planner = Planner(options: PlanningOptions(reducesMotion: HostEnvironment.current.isReduceMotionEnabled))
        return planner.duration(
            of: transition, from: from, to: to, operation: operation, containerSize: size,
            layoutDirection: layoutDirection)
    }

    /// The scenes of a context's two screens as they stand, each in the container's coordinates; `nil` for a screen
    /// without a view or one that cannot be captured.
    private static func screens(of context: any ContextTransitioning) -> (Scene?, Scene?) {
        let container = context.containerView
        func scene(_ key: TransitionContextKey) -> Scene? {
            guard let root = context.view(forKey: key) ?? context.viewController(forKey: key)?.viewIfLoaded else {
                return nil
            }
            return try? CapturedScreen(root: root, container: container).scene
        }
        return (scene(.from), scene(.to))
    }

    /// Runs the transition by itself: stages it (see the type's description) and starts the property animator. A
    /// transition without animation puts the "to" view at its final frame and completes at once.
    public func animateTransition(using transitionContext: any ContextTransitioning) {
        guard transitionContext.isAnimated else {
            Self.placeWithoutAnimation(transitionContext)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        stage(for: transitionContext).animator.startAnimation()
    }

    /// The property animator that plays the transition, the same instance for the whole transition: made (and the
    /// transition staged) on the first call, paused at 0.
    ///
    /// A transition that starts interactive is planned with its motions linear and the animator eased by the
    /// transition's timing, so the screens follow the progress the interaction sets and the completion eases; one
    /// that starts by itself plays the plan as planned on a linear animator
    /// (<doc:RunningTransitions#Interactive-transitions>).
    public func interruptibleAnimator(
        using transitionContext: any ContextTransitioning
    ) -> any ViewImplicitlyAnimating {
        stage(for: transitionContext).animator
    }

    /// Lets go of the stages of transitions that are over. A stage is let go of when its property animator completes,
    /// just after this is called; this also lets go of one whose animator never completes (the app stopped it without
    /// finishing and completed the transition itself), which would otherwise keep its context and views.
    public func animationEnded(_ transitionCompleted: Bool) {
        stages.removeAll { stage in
            guard let run = (stage.context as? TransitionContext)?.run else { return true }
            return run.isFinished
        }
    }

    // MARK: - Internal API

    /// The stage of the transition `transitionContext` runs, staged on the first call; a transition that overlaps
    /// another this animator runs gets a stage of its own.
    private func stage(for transitionContext: any ContextTransitioning) -> TimelineStage {
        if let stage = runningStage(for: transitionContext) { return stage }
        let stage = TimelineStage(
            transition: transition, operation: operation, context: transitionContext, layoutDirection: layoutDirection)
        stages.append(stage)
        plan = stage.plan
        stage.animator.addCompletion { [weak self, weak stage] _ in
            guard let stage else { return }
            let cancelled = stage.context.transitionWasCancelled
            stage.restore(cancelled: cancelled)
            stage.context.completeTransition(!cancelled)
            self?.stages.removeAll { $0 === stage }
        }
        return stage
    }

    /// The stage of the transition `context` runs, once staged and until it completes; `nil` for another transition.
    func runningStage(for context: any ContextTransitioning) -> TimelineStage? {
        stages.first { $0.context === context }
    }

    private static func placeWithoutAnimation(_ context: any ContextTransitioning) {
        guard let toView = context.view(forKey: .to) else { return }
        TimelineStage.place(toView, in: context)
    }
}
