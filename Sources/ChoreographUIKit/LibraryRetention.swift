#if canImport(UIKit)
    import Foundation
    import ObjectiveC
    import UIKit

    extension UIViewController {
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
