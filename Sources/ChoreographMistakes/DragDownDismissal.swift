#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// An interaction controller of its own that drags the presented screen down; broken, its cancel ends the
/// transition without putting the screen back.
public final class DragDownDismissal: NSObject, UIViewControllerInteractiveTransitioning {
    /// Whether the mistake is fixed (`true`) or made (`false`).
    public let fixed: Bool
    private var context: UIViewControllerContextTransitioning?
    /// Creates the animator, with the mistake made or (`fixed`) fixed.
    public init(fixed: Bool) { self.fixed = fixed }

    /// Keeps the context, to drive it from ``update(_:)`` and ``cancel()``.
    public func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }

    /// Moves the presented screen down by 400 points times `progress`, and updates the context.
    public func update(_ progress: CGFloat) {
        guard let context else { return }
        context.view(forKey: .from)?.transform = CGAffineTransform(translationX: 0, y: 400 * progress)
        context.updateInteractiveTransition(progress)
    }

    /// Cancels and completes the transition; fixed, it first puts the presented screen back.
    public func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if fixed { context.view(forKey: .from)?.transform = .identity }
        context.completeTransition(false)
        self.context = nil
    }
}
