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
            get { associatedObject(AssociationKey.transitioningDelegate) }
            set { keepAlive(newValue, as: AssociationKey.transitioningDelegate) }
        }
    }

    extension UINavigationController {
        /// The library's navigation delegate this navigation controller keeps alive.
        var retainedNavigationDelegate: TimelineNavigationDelegate? {
            get { associatedObject(AssociationKey.navigationDelegate) }
            set { keepAlive(newValue, as: AssociationKey.navigationDelegate) }
        }
    }

    extension UITabBarController {
        /// The library's tab bar delegate this tab bar controller keeps alive.
        var retainedTabBarDelegate: TimelineTabBarDelegate? {
            get { associatedObject(AssociationKey.tabBarDelegate) }
            set { keepAlive(newValue, as: AssociationKey.tabBarDelegate) }
        }
    }

    extension NSObject {
        /// The object stored under `key` on this object, when it is a `T`.
        func associatedObject<T>(_ key: UnsafeRawPointer) -> T? {
            objc_getAssociatedObject(self, key) as? T
        }

        /// Keeps `object` alive, stored under `key` on this object (nonatomic; `nil` lets the stored one go).
        func keepAlive(_ object: AnyObject?, as key: UnsafeRawPointer) {
            objc_setAssociatedObject(self, key, object, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
#endif
