#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// Pushing and popping with a library transition in one line.
    ///
    /// Each call installs the navigation controller's ``TimelineNavigationDelegate`` (keeping the app's delegate as
    /// the one it forwards to) and makes the change animated with the transition. A pushed controller keeps its
    /// transition: popping it later in any way — `popViewController(animated:)`, the back button, a swipe from the
    /// left edge — runs the transition's dismissing side.
    extension UINavigationController {
        /// Pushes `viewController` with `transition`; popping it later runs the transition's dismissing side.
        ///
        /// ```swift
        /// navigation.pushViewController(detail, transition: .push(from: .trailing))
        /// ```
        ///
        /// - Parameters:
        ///   - viewController: The controller to push.
        ///   - transition: The transition to push (and later pop) with.
        public func pushViewController(_ viewController: UIViewController, transition: Transition) {
            TimelineNavigationDelegate.installed(on: self).perform(transition) {
                pushViewController(viewController, animated: true)
            }
        }

        /// Pops the top controller with `transition`'s dismissing side, whatever it was pushed with; returns the
        /// popped controller, or `nil` when UIKit pops nothing.
        ///
        /// ```swift
        /// navigation.popViewController(transition: .push(from: .trailing))
        /// ```
        ///
        /// - Parameter transition: The transition whose dismissing side runs.
        @discardableResult
        public func popViewController(transition: Transition) -> UIViewController? {
            var popped: UIViewController?
            TimelineNavigationDelegate.installed(on: self).perform(transition) {
                popped = popViewController(animated: true)
            }
            return popped
        }

        /// Replaces the stack with `viewControllers`, animated with `transition` when the top changes: its presenting
        /// side when UIKit calls the change a push (the new top remembers it), its dismissing side for a pop.
        ///
        /// ```swift
        /// navigation.setViewControllers([list, detail], transition: .fade)
        /// ```
        ///
        /// - Parameters:
        ///   - viewControllers: The new stack, bottom first.
        ///   - transition: The transition of the change.
        public func setViewControllers(_ viewControllers: [UIViewController], transition: Transition) {
            TimelineNavigationDelegate.installed(on: self).perform(transition) {
                setViewControllers(viewControllers, animated: true)
            }
        }
    }
#endif
