#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    extension UIViewController {
        /// The library's settings of this controller — its ``ControllerChoreography/transition``, which a storyboard
        /// segue (or any `present(_:animated:)` or `pushViewController(_:animated:)`) runs.
        ///
        /// ```swift
        /// detail.choreograph.transition = .zoom(from: "herb-2")
        /// ```
        public var choreograph: ControllerChoreography { ControllerChoreography(controller: self) }
    }

    /// A view controller's library settings, read and written through ``UIKit/UIViewController/choreograph``.
    ///
    /// Set ``transition`` in `prepare(for:sender:)` on the segue's destination, and the segue shows it with the
    /// library transition:
    /// - a modal segue (Present Modally) runs it through a ``TimelineTransitioningDelegate`` the controller keeps
    ///   alive, presenting `.fullScreen` when the segue leaves the presentation style `.automatic`;
    /// - a push segue (Show, in a navigation controller) runs it when the navigation controller's delegate is the
    ///   library's — installed by any one-line push or pop, or by ``TimelineNavigationDelegate/installed(on:)`` (once,
    ///   for example in the root controller's `viewDidLoad`); the controller then pops with its dismissing side.
    ///
    /// ```swift
    /// let settings = detail.choreograph
    /// settings.transition = .cover(from: .bottom)
    /// ```
    @MainActor
    public struct ControllerChoreography {
        /// The controller these settings belong to.
        public let controller: UIViewController

        /// The transition UIKit shows ``controller`` with when it is presented or pushed without a one-line call;
        /// `nil` (the default) for UIKit's own.
        ///
        /// Setting a transition makes a ``TimelineTransitioningDelegate`` for it the controller's
        /// `transitioningDelegate` (the delegate it had, unless a library one, becomes the new one's
        /// ``TimelineTransitioningDelegate/forwardingDelegate``), kept alive by the controller, and makes an
        /// `.automatic` presentation style `.fullScreen`. Setting `nil` puts back the delegate the library one
        /// forwarded to.
        public var transition: Transition? {
            get { controller.segueTransition?.transition }
            nonmutating set {
                if let newValue {
                    controller.segueTransition = TransitionBox(newValue)
                    controller.installLibraryTransitioningDelegate(for: newValue)
                } else {
                    controller.segueTransition = nil
                    controller.removeLibraryTransitioningDelegate()
                }
            }
        }
    }

    /// A transition held as an object, as an associated object is.
    final class TransitionBox: NSObject {
        let transition: Transition

        init(_ transition: Transition) {
            self.transition = transition
        }
    }
#endif
