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
            controller.installLibraryTransitioningDelegate(for: transition)
            present(controller, animated: animated, completion: completion)
        }
    }
#endif
