#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// A transitioning delegate that presents and dismisses with a library ``/Choreograph/Transition``: it vends a
    /// ``TimelineAnimator`` for both, the dismissal running the transition's dismissing side (its inverse unless it
    /// says otherwise).
    ///
    /// ``UIKit/UIViewController/present(_:transition:animated:completion:)`` makes one and has the presented
    /// controller keep it alive, so an inline transition is never released. Set one yourself as a controller's
    /// `transitioningDelegate` and keep it alive yourself, as UIKit's weak delegate property asks.
    ///
    /// ```swift
    /// let delegate = TimelineTransitioningDelegate(.cover(from: .bottom))
    /// detail.transitioningDelegate = delegate
    /// detail.modalPresentationStyle = .fullScreen
    /// list.present(detail, animated: true)
    /// ```
    ///
    /// The presentation controller, and an interaction controller it does not have, are the ``forwardingDelegate``'s,
    /// so a `.custom` presentation keeps the app's presentation controller while the library animates it.
    @MainActor
    public final class TimelineTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        /// The transition presented and dismissed with.
        public var transition: Transition
        /// The interaction controller that drives the dismissal, or `nil` for a dismissal that runs by itself.
        /// Default `nil`.
        public var dismissalInteraction: (any UIViewControllerInteractiveTransitioning)?
        /// The app's transitioning delegate, asked for what this one does not vend. Weak, as a controller's
        /// `transitioningDelegate` is. Default `nil`.
        public weak var forwardingDelegate: (any UIViewControllerTransitioningDelegate)?
        /// When set, the delegate vends a ``CardPresentationController`` with this configuration for a presentation
        /// whose `modalPresentationStyle` is `.custom` (UIKit asks for a presentation controller only then), instead
        /// of the ``forwardingDelegate``'s. Default `nil`.
        public var card: CardPresentationController.Configuration?

        /// Creates a delegate for `transition`.
        ///
        /// - Parameter transition: The transition to present and dismiss with.
        public init(_ transition: Transition) {
            self.transition = transition
        }

        /// A ``TimelineAnimator`` running the transition for a presentation, in the source's layout direction.
        public func animationController(
            forPresented presented: UIViewController,
            presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let animator = TimelineAnimator(transition, operation: .present)
            animator.layoutDirection = LayoutDirection(source.view.effectiveUserInterfaceLayoutDirection)
            return animator
        }

        /// A ``TimelineAnimator`` running the transition for a dismissal, in the dismissed view's layout direction.
        public func animationController(
            forDismissed dismissed: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let animator = TimelineAnimator(transition, operation: .dismiss)
            animator.layoutDirection = LayoutDirection(dismissed.view.effectiveUserInterfaceLayoutDirection)
            return animator
        }

        /// ``dismissalInteraction``, else the ``forwardingDelegate``'s answer. A ``GestureDismissInteraction`` counts
        /// only while its gesture starts the dismissal (``GestureDismissInteraction/isStarting``), so a dismissal by
        /// code runs by itself.
        public func interactionControllerForDismissal(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            if let gesture = dismissalInteraction as? GestureDismissInteraction, !gesture.isStarting {
                return forwardingDelegate?.interactionControllerForDismissal?(using: animator)
            }
            return dismissalInteraction ?? forwardingDelegate?.interactionControllerForDismissal?(using: animator)
        }

        /// The ``forwardingDelegate``'s answer; `nil` without one.
        public func interactionControllerForPresentation(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            forwardingDelegate?.interactionControllerForPresentation?(using: animator)
        }

        /// A ``CardPresentationController`` when ``card`` is set, else the ``forwardingDelegate``'s presentation
        /// controller; `nil` (UIKit's own) without one.
        public func presentationController(
            forPresented presented: UIViewController,
            presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            if let card {
                return CardPresentationController(
                    presentedViewController: presented, presenting: presenting, configuration: card)
            }
            return forwardingDelegate?.presentationController?(
                forPresented: presented, presenting: presenting, source: source)
        }
    }

    extension LayoutDirection {
        /// The core's layout direction for UIKit's.
        ///
        /// ```swift
        /// let direction = LayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        /// ```
        public init(_ direction: UIUserInterfaceLayoutDirection) {
            self = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
#endif
