import Choreograph
import Foundation

/// A transitioning delegate that presents and dismisses with a library ``/Choreograph/Transition``: it vends a
/// ``TimelineAnimator`` for both, the dismissal running the transition's dismissing side (its inverse unless it says
/// otherwise).
///
/// ``ViewController/present(_:transition:animated:completion:)`` makes one and has the presented controller keep it
/// alive, so an inline transition is never released. Set one yourself as a controller's `transitioningDelegate` and
/// keep it alive yourself, as UIKit's weak delegate property asks.
///
/// The animators are its own; the presentation controller, and an interaction controller it does not have, are the
/// ``forwardingDelegate``'s — so a `.custom` presentation keeps the app's presentation controller (its frame for the
/// presented view, its decoration views) while the library animates it.
@MainActor
public final class TimelineTransitioningDelegate: TransitioningDelegate {
    /// The transition presented and dismissed with.
    public var transition: Transition
    /// The interaction controller that drives the dismissal, or `nil` for a dismissal that runs by itself. Default
    /// `nil`.
    public var dismissalInteraction: (any InteractiveTransitioning)?
    /// The app's transitioning delegate, asked for what this one does not vend: the presentation controller, and the
    /// interaction controllers when ``dismissalInteraction`` is `nil` (for a presentation, always). Weak, as a
    /// controller's `transitioningDelegate` is: its owner keeps it alive.
    /// ``ViewController/present(_:transition:animated:completion:)`` sets it to the controller's
    /// `transitioningDelegate` of the moment. Default `nil`.
    public weak var forwardingDelegate: (any TransitioningDelegate)?

    /// Creates a delegate for `transition`.
    ///
    /// - Parameter transition: The transition to present and dismiss with.
    public init(_ transition: Transition) {
        self.transition = transition
    }

    /// A ``TimelineAnimator`` running the transition for a presentation, in the source's layout direction.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        let animator = TimelineAnimator(transition, operation: .present)
        animator.layoutDirection = LayoutDirection(source.view.effectiveUserInterfaceLayoutDirection)
        return animator
    }

    /// A ``TimelineAnimator`` running the transition for a dismissal, in the dismissed view's layout direction.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        let animator = TimelineAnimator(transition, operation: .dismiss)
        animator.layoutDirection = LayoutDirection(dismissed.view.effectiveUserInterfaceLayoutDirection)
        return animator
    }

    /// ``dismissalInteraction``, else the ``forwardingDelegate``'s answer.
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        dismissalInteraction ?? forwardingDelegate?.interactionControllerForDismissal(using: animator)
    }

    /// The ``forwardingDelegate``'s answer; `nil` without one.
    public func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        forwardingDelegate?.interactionControllerForPresentation(using: animator)
    }

    /// The ``forwardingDelegate``'s presentation controller; `nil` (the default one) without one.
    public func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        forwardingDelegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}
