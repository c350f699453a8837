import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host's ``TransitionCoordinator`` for a running transition: it collects alongside animations, completions and
/// interaction handlers, and passes itself to them as their context.
@MainActor
final class RunCoordinator: TransitionCoordinator {
    private(set) var alongside: [(any TransitionCoordinatorContext) -> Void] = []
    private(set) var completions: [(any TransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any TransitionCoordinatorContext) -> Void] = []
    weak var run: TransitionRun?
    /// What ``containerView`` gives before the context exists: an empty view.
    private lazy var placeholderContainer = View()

    init(run: TransitionRun) {
        self.run = run
    }

    /// The transition's context; `nil` before the animations start (during a presentation controller's will-begin)
    /// and after the transition.
    var context: TransitionContext? { run?.context }

    var isAnimated: Bool { context?.isAnimated ?? true }
    var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? .none }
    var initiallyInteractive: Bool { run?.startedInteractive ?? false }
    var isInterruptible: Bool { run?.isInterruptible ?? false }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    var transitionDuration: TimeInterval { run?.duration ?? 0 }
    var percentComplete: CGFloat { context?.percentComplete ?? 0 }
    var completionVelocity: CGFloat { CGFloat(run?.completionSpeed ?? 1) }
    var completionCurve: View.AnimationCurve { run?.completionCurve ?? .easeInOut }
    var containerView: View { context?.containerView ?? placeholderContainer }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: TransitionContextKey) -> ViewController? {
        context?.viewController(forKey: key)
    }

    func view(forKey key: TransitionContextKey) -> View? {
        context?.view(forKey: key)
    }

    /// Blocks given before the animations start run with them; blocks given later run at once over the time left.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)?
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

    func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: - Internal API

    func takeAlongside() -> [(any TransitionCoordinatorContext) -> Void] {
        defer { alongside = [] }
        return alongside
    }

    func interactionChanged() {
        guard context != nil else { return }
        for handler in interactionHandlers { handler(self) }
    }

    func runCompletions() {
        guard context != nil else { return }
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
