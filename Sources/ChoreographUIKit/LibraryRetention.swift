#if canImport(UIKit)
    import Choreograph
    import Foundation
    import ObjectiveC
    import UIKit

    extension UIViewController {
        /// Makes a ``TimelineTransitioningDelegate`` for `transition` this controller's `transitioningDelegate`, kept
        /// alive by it and forwarding to the delegate it had (or to what a library delegate it had forwarded to), and
        /// makes an `.automatic` presentation style `.fullScreen`: a library transition moves whole screens.
        func installLibraryTransitioningDelegate(for transition: Transition) {
            let delegate = TimelineTransitioningDelegate(transition)
            if let library = transitioningDelegate as? TimelineTransitioningDelegate {
                delegate.forwardingDelegate = library.forwardingDelegate
            } else {
                delegate.forwardingDelegate = transitioningDelegate
            }
            transitioningDelegate = delegate
            retainedTransitioningDelegate = delegate
            if modalPresentationStyle == .automatic {
                modalPresentationStyle = .fullScreen
            }
        }

        /// Puts back the transitioning delegate the library one forwarded to, and lets the library one go.
        func removeLibraryTransitioningDelegate() {
            guard let library = transitioningDelegate as? TimelineTransitioningDelegate else { return }
            transitioningDelegate = library.forwardingDelegate
            retainedTransitioningDelegate = nil
        }

        /// The transition ``ControllerChoreography/transition`` holds.
        var segueTransition: TransitionBox? {
            get { objc_getAssociatedObject(self, AssociationKey.segueTransition) as? TransitionBox }
            set {
                objc_setAssociatedObject(
                    self, AssociationKey.segueTransition, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// The library's transitioning delegate this controller keeps alive, set by
        /// ``present(_:transition:animated:completion:)``: the weak-delegate pitfall solved.
        var retainedTransitioningDelegate: TimelineTransitioningDelegate? {
            get {
                objc_getAssociatedObject(self, AssociationKey.transitioningDelegate) as? TimelineTransitioningDelegate
            }
            set {
                objc_setAssociatedObject(
                    self, AssociationKey.transitioningDelegate, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }

    extension UINavigationController {
        /// The library's navigation delegate this navigation controller keeps alive.
        var retainedNavigationDelegate: TimelineNavigationDelegate? {
            get { objc_getAssociatedObject(self, AssociationKey.navigationDelegate) as? TimelineNavigationDelegate }
            set {
                objc_setAssociatedObject(
                    self, AssociationKey.navigationDelegate, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }
#endif
