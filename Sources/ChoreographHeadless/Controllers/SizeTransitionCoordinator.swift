import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The coordinator a window's size change passes to ``ViewController/viewWillTransition(to:with:)``.
///
/// The host's resize is instant, not animated: the coordinator collects the alongside blocks and runs them once the
/// window has laid out at its new size, then the completion blocks, in the order they were given.
@MainActor
final class SizeTransitionCoordinator: TransitionCoordinator {
    let containerView: View
    private var animations: [(any TransitionCoordinatorContext) -> Void] = []
    private var completions: [(any TransitionCoordinatorContext) -> Void] = []
    private var isDone = false

    init(container: View) {
        containerView = container
    }

    var isAnimated: Bool { false }
    var presentationStyle: ModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { isDone ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: View.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: TransitionContextKey) -> ViewController? { nil }
    func view(forKey key: TransitionContextKey) -> View? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isDone else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {}

    /// Runs the alongside blocks, then the completions; called once the window has its new size and layout.
    func finish() {
        guard !isDone else { return }
        isDone = true
        for block in animations { block(self) }
        for block in completions { block(self) }
        animations = []
        completions = []
    }
}
