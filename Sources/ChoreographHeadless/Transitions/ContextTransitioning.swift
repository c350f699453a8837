import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What an animator is told about the transition it runs, as `UIViewControllerContextTransitioning`: the
/// controllers, the views it may touch, their frames, the container, and the calls that drive and end the
/// transition.
///
/// The host passes its ``TransitionContext`` (<doc:HostRules#The-transition-context>); a custom container
/// controller may pass its own conforming object to an animator, as in UIKit.
@MainActor
public protocol ContextTransitioning: AnyObject {
    /// The superview of every view in the transition.
    var containerView: View { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style, or ``ModalPresentationStyle/none`` for navigation and tab transitions.
    var presentationStyle: ModalPresentationStyle { get }
    /// The rotation to apply to the presented view when the interface rotates.
    var targetTransform: CGAffineTransform { get }

    /// Reports the interactive progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends the interaction: the transition will complete.
    func finishInteractiveTransition()
    /// Ends the interaction: the transition will be cancelled.
    func cancelInteractiveTransition()
    /// Makes the transition interactive again (interruptible animators only).
    func pauseInteractiveTransition()
    /// Tells the host the animations are done; pass `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)

    /// The controller on the `key` side.
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view on the `key` side, or `nil` when the animator must not touch it.
    func view(forKey key: TransitionContextKey) -> View?
    /// Where `controller`'s view is when the transition starts.
    func initialFrame(for controller: ViewController) -> CGRect
    /// Where `controller`'s view must be when the transition ends.
    func finalFrame(for controller: ViewController) -> CGRect
}
