import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a running transition tells the blocks that run alongside it, as
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style, or ``ModalPresentationStyle/none`` for navigation, tab and size transitions.
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator is interruptible.
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// The progress of the transition, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed of the completion after an interaction ends, relative to the duration.
    var completionVelocity: CGFloat { get }
    /// The curve of the completion after an interaction ends.
    var completionCurve: View.AnimationCurve { get }
    /// The view every view of the transition is in.
    var containerView: View { get }
    /// The rotation applied to the presented view when the interface rotates.
    var targetTransform: CGAffineTransform { get }
    /// The controller on the `key` side.
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view on the `key` side, or `nil` when it must not be touched.
    func view(forKey key: TransitionContextKey) -> View?
}

/// The running transition as the controllers involved see it, as `UIViewControllerTransitionCoordinator`: run
/// animations alongside it and hear when it ends or when its interaction changes.
///
/// A coordinator exists only while its transition runs (<doc:HostRules#Chrome-and-alongside-animations>);
/// ``ViewController/transitionCoordinator`` returns it, and a size change passes one to
/// ``ViewController/viewWillTransition(to:with:)``.
@MainActor
public protocol TransitionCoordinator: TransitionCoordinatorContext {
    /// Runs `animation` alongside the transition, with its timing, and `completion` after it ends. Returns `false`
    /// when the transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
        completion: ((any TransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Calls `handler` each time the interaction ends or, for interruptible animators, resumes.
    func notifyWhenInteractionChanges(_ handler: @escaping (any TransitionCoordinatorContext) -> Void)
}

extension TransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion block.
    @discardableResult
    public func animate(alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
