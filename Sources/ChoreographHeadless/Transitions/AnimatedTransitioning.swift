import Foundation

/// The object that animates a transition, as `UIViewControllerAnimatedTransitioning`.
///
/// ``transitionDuration(using:)`` and ``animateTransition(using:)`` are required. The animator adds the "to" view to
/// the context's container, animates, and calls ``TransitionContext/completeTransition(_:)`` with
/// `!context.transitionWasCancelled` when done.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    /// The transition's duration in seconds; the host reads it before animating and for interactive transitions.
    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval

    /// Performs the transition's animations.
    func animateTransition(using transitionContext: any ContextTransitioning)

    /// The interruptible animator that performs the transition, the same instance for the whole transition, as UIKit
    /// declares it: `-> UIViewImplicitlyAnimating`. The host drives a ``PropertyAnimator``; an animator that does not
    /// implement this method is not interruptible (the default returns a marker that says so). An implementation
    /// whose signature differs (returning an optional or a concrete type) is not this method and is never called.
    func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> any ViewImplicitlyAnimating

    /// Called after the transition ended, with whether it completed. Default: does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    /// Default: a marker that says the animator is not interruptible.
    public func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> any ViewImplicitlyAnimating
    {
        NoInterruptibleAnimator.shared
    }

    /// Default: does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
