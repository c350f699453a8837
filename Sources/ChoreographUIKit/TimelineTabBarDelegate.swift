#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// The library's tab bar delegate: it animates tab switches with a library transition and passes everything else
    /// to the app's own tab bar delegate.
    ///
    /// ```swift
    /// TimelineTabBarDelegate.installed(on: tabs).transition = .slide(from: .right)
    /// ```
    ///
    /// ``UIKit/UITabBarController/setSelectedIndex(_:transition:)`` installs one with ``installed(on:)``; the tab bar
    /// controller keeps it alive. A switch to a later tab plays the transition forwards, to an earlier tab its
    /// dismissing side. With ``transition`` set, every switch — a tap too — runs it.
    @MainActor
    public final class TimelineTabBarDelegate: NSObject, UITabBarControllerDelegate {
        /// The app's own tab bar delegate, asked whether a tap selects, told when it did, and asked for the switches
        /// this delegate has no transition for. Weak. Default: the tab bar controller's delegate when this one was
        /// installed.
        public weak var forwardingDelegate: (any UITabBarControllerDelegate)?
        /// The transition of every switch, or `nil` to run only the ones a one-line call asks for. Default `nil`.
        public var transition: Transition?

        private var requested: Transition?

        private init(forwardingTo delegate: (any UITabBarControllerDelegate)?) {
            forwardingDelegate = delegate
            super.init()
        }

        /// The library delegate of `tabBarController`: the one installed already, or a new one that forwards to its
        /// current delegate, made its delegate and kept alive by it.
        public static func installed(on tabBarController: UITabBarController) -> TimelineTabBarDelegate {
            if let installed = tabBarController.delegate as? TimelineTabBarDelegate { return installed }
            let delegate = TimelineTabBarDelegate(forwardingTo: tabBarController.delegate)
            tabBarController.delegate = delegate
            tabBarController.retainedTabBarDelegate = delegate
            return delegate
        }

        /// Runs `change` with `transition` as the transition of the switch it makes.
        func perform(_ transition: Transition, _ change: () -> Void) {
            requested = transition
            defer { requested = nil }
            change()
        }

        // MARK: - UITabBarControllerDelegate

        /// The ``forwardingDelegate``'s answer; `true` without one.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            forwardingDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        }

        /// Tells the ``forwardingDelegate``.
        public func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            forwardingDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        }

        /// A ``TimelineAnimator`` for the switch, forwards to a later tab and backwards to an earlier one, when a
        /// one-line call asked for a transition or ``transition`` is set; otherwise the ``forwardingDelegate``'s
        /// answer.
        public func tabBarController(
            _ tabBarController: UITabBarController,
            animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            guard let chosen = requested ?? transition else {
                return forwardingDelegate?.tabBarController?(
                    tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
            }
            let direction = TabSwitchDirection(from: fromVC, to: toVC, among: tabBarController.viewControllers ?? [])
            let animator = TimelineAnimator(chosen, operation: .tabSwitch(direction))
            animator.layoutDirection = LayoutDirection(tabBarController.view.effectiveUserInterfaceLayoutDirection)
            return animator
        }

        /// `nil` for the animators this delegate vends; otherwise the ``forwardingDelegate``'s answer.
        public func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            guard !(animationController is TimelineAnimator) else { return nil }
            return forwardingDelegate?.tabBarController?(
                tabBarController, interactionControllerFor: animationController)
        }
    }

    /// Switching tabs with a library transition in one line.
    extension UITabBarController {
        /// Selects the tab at `index` with `transition`: forwards to a later tab, its dismissing side to an earlier
        /// one.
        ///
        /// ```swift
        /// tabs.setSelectedIndex(2, transition: .slide(from: .right))
        /// ```
        ///
        /// Installs the tab bar controller's ``TimelineTabBarDelegate`` (keeping the app's delegate as the one it
        /// forwards to), then sets `selectedIndex`, which UIKit animates with the delegate's animator.
        ///
        /// - Parameters:
        ///   - index: The tab to select.
        ///   - transition: The transition of the switch.
        public func setSelectedIndex(_ index: Int, transition: Transition) {
            TimelineTabBarDelegate.installed(on: self).perform(transition) {
                selectedIndex = index
            }
        }
    }
#endif
