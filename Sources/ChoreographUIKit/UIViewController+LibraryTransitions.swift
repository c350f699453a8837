#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// Presenting with a library transition in one line.
    extension UIViewController {
        /// Presents `controller` with a library transition; dismissing it later runs the transition's dismissing side
        /// (its inverse unless the transition says otherwise).
        ///
        /// ```swift
        /// list.present(detail, transition: .zoom(from: "herb-2"))
        /// ```
        ///
        /// `controller` gets a ``TimelineTransitioningDelegate`` for `transition` as its `transitioningDelegate` and
        /// keeps it alive itself (an associated object), so the transition is never released before it runs. The
        /// `transitioningDelegate` `controller` had (unless it was a library one) becomes the new delegate's
        /// ``TimelineTransitioningDelegate/forwardingDelegate``. A controller whose `modalPresentationStyle` is
        /// `.automatic` (the default) is presented `.fullScreen`: a library transition moves whole screens.
        /// Otherwise it is `present(_:animated:completion:)`.
        ///
        /// A presentation UIKit refuses — from a controller whose view is not in a window, of this controller itself,
        /// of a controller already presented or with a parent, or while this controller presents another — is passed
        /// to `present(_:animated:completion:)` as it is, and leaves `controller` exactly as it was: its delegate and
        /// its style are changed only for a presentation UIKit can start.
        ///
        /// - Parameters:
        ///   - controller: The controller to present.
        ///   - transition: The transition to present (and later dismiss) with.
        ///   - animated: Whether to animate. Default `true`.
        ///   - completion: Called after the presentation completes. Default `nil`.
        public func present(
            _ controller: UIViewController,
            transition: Transition,
            animated: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            if !refusesPresentation(of: controller) {
                controller.installLibraryTransitioningDelegate(for: transition)
            }
            present(controller, animated: animated, completion: completion)
        }

        /// Whether UIKit refuses to present `controller` from this controller now: this controller's view is not in a
        /// window, `controller` is this controller, is presented already or has a parent, or this controller
        /// presents another one (UIKit logs or raises, and presents nothing).
        func refusesPresentation(of controller: UIViewController) -> Bool {
            viewIfLoaded?.window == nil || controller === self || controller.presentingViewController != nil
                || controller.parent != nil || presentedViewController != nil
        }
    }
#endif
