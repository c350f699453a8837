import Choreograph
import Foundation

/// Pushing and popping with a library transition in one line (<doc:RunningTransitions#One-line-transitions>).
///
/// Each call installs the navigation controller's ``TimelineNavigationDelegate`` (keeping the app's delegate as the
/// one it forwards to) and makes the change animated with the transition. A pushed controller keeps its transition:
/// popping it later in any way — ``popViewController(animated:)``, a swipe from the leading edge — runs the
/// transition's dismissing side. A change the host refuses (during another transition, say) is refused as the plain
/// call is.
extension NavigationController {
    /// Pushes `viewController` with `transition`; popping it later runs the transition's dismissing side.
    ///
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - transition: The transition to push (and later pop) with.
    public func pushViewController(_ viewController: ViewController, transition: Transition) {
        TimelineNavigationDelegate.installed(on: self).perform(transition) {
            pushViewController(viewController, animated: true)
        }
    }

    /// Pops the top controller with `transition`'s dismissing side, whatever it was pushed with; returns the popped
    /// controller, or `nil` when the pop is refused.
    ///
    /// - Parameter transition: The transition whose dismissing side runs.
    @discardableResult
    public func popViewController(transition: Transition) -> ViewController? {
        var popped: ViewController?
        TimelineNavigationDelegate.installed(on: self).perform(transition) {
            popped = popViewController(animated: true)
        }
        return popped
    }

    /// Replaces the stack with `viewControllers`, animated with `transition` when the top changes: its presenting side
    /// when the new top is new to the stack (a push, which the new top remembers), its dismissing side otherwise (a
    /// pop).
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, bottom first.
    ///   - transition: The transition of the change.
    public func setViewControllers(_ viewControllers: [ViewController], transition: Transition) {
        TimelineNavigationDelegate.installed(on: self).perform(transition) {
            setViewControllers(viewControllers, animated: true)
        }
    }
}
