import Choreograph
import Foundation

/// The running transition as the controllers involved see it, as `UIViewControllerTransitionCoordinator`: run
/// animations alongside it and hear when it ends or when its interaction changes.
///
/// A coordinator exists only while its transition runs (<doc:HostRules#Chrome-and-alongside-animations>);
/// ``ViewController/transitionCoordinator`` returns it.
@MainActor
public final class TransitionCoordinator {
    private(set) var alongside: [(TransitionContext) -> Void] = []
    private(set) var completions: [(TransitionContext) -> Void] = []
    private var interactionHandlers: [(TransitionContext) -> Void] = []
    weak var run: TransitionRun?

    init(run: TransitionRun) {
        self.run = run
    }

    /// The transition's context, for the controllers, views and container; `nil` before the animations start
    /// (during a presentation controller's will-begin) and after the transition.
    public var context: TransitionContext? { run?.context }
    /// Whether the transition is animated.
    public var isAnimated: Bool { context?.isAnimated ?? true }
    /// Whether the transition is interactive now.
    public var isInteractive: Bool { context?.isInteractive ?? false }
    /// Whether the transition was cancelled.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    /// The transition's duration in seconds.
    public var transitionDuration: TimeInterval { run?.duration ?? 0 }
    /// The progress of an interactive transition, 0…1.
    public var percentComplete: Double { context?.percentComplete ?? 0 }

    /// The controller on the `key` side.
    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        context?.viewController(forKey: key)
    }

    /// The view on the `key` side, or `nil` when the animator must not touch it.
    public func view(forKey key: TransitionContextKey) -> View? {
        context?.view(forKey: key)
    }

    /// Runs `animation` alongside the transition, with its timing (scrubbed with it when interactive), and
    /// `completion` after it ends. Returns `false` when the transition has already ended.
    ///
    /// Blocks given before the animations start run with them; blocks given later run at once over the time left.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionContext) -> Void)?,
        completion: ((TransitionContext) -> Void)? = nil
    ) -> Bool {
        guard let run, !run.isFinished else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if run.hasStartedAnimations {
                run.runAlongside(animation)
            } else {
                alongside.append(animation)
            }
        }
        return true
    }

    /// Calls `handler` each time the interaction ends (the user lets go) or, for interruptible animators, resumes.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: - Internal API

    func takeAlongside() -> [(TransitionContext) -> Void] {
        defer { alongside = [] }
        return alongside
    }

    func interactionChanged() {
        guard let context else { return }
        for handler in interactionHandlers { handler(context) }
    }

    func runCompletions() {
        guard let context else { return }
        let blocks = completions
        completions = []
        for block in blocks { block(context) }
    }
}
