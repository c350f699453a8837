import Choreograph
import Foundation

/// A transitioning delegate that presents and dismisses with a library ``/Choreograph/Transition``: it vends a
/// ``TimelineAnimator`` for both, the dismissal running the transition's dismissing side (its inverse unless it says
/// otherwise).
///
/// ``ViewController/present(_:transition:animated:completion:)`` makes one and has the presented controller keep it
/// alive, so an inline transition is never released. Set one yourself as a controller's `transitioningDelegate` and
/// keep it alive yourself, as UIKit's weak delegate property asks.
@MainActor
public final class TimelineTransitioningDelegate: TransitioningDelegate {
    /// The transition presented and dismissed with.
    public var transition: Transition
    /// The interaction controller that drives the dismissal, or `nil` for a dismissal that runs by itself. Default
    /// `nil`.
    public var dismissalInteraction: (any InteractiveTransitioning)?

    /// Creates a delegate for `transition`.
    ///
    /// - Parameter transition: The transition to present and dismiss with.
    public init(_ transition: Transition) {
        self.transition = transition
    }

    /// A ``TimelineAnimator`` running the transition for a presentation.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        TimelineAnimator(transition, operation: .present)
    }

    /// A ``TimelineAnimator`` running the transition for a dismissal.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        TimelineAnimator(transition, operation: .dismiss)
    }

    /// ``dismissalInteraction``.
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        dismissalInteraction
    }
}
