import Choreograph
import Foundation

/// The library's tab bar delegate: it animates tab switches with a library transition and passes everything else to
/// the app's own tab bar delegate (<doc:RunningTransitions#One-line-transitions>).
///
/// ``TabBarController/setSelectedIndex(_:transition:)`` installs one with ``installed(on:)``; the tab bar controller
/// keeps it alive. A switch to a later tab plays the transition forwards, to an earlier tab its dismissing side. With
/// ``transition`` set, every switch — a tap too — runs it.
@MainActor
public final class TimelineTabBarDelegate: TabBarControllerDelegate {
    /// The app's own tab bar delegate, asked whether a tap selects, told when it did, and asked for the switches this
    /// delegate has no transition for. Weak. Default: the tab bar controller's delegate when this one was installed.
    public weak var forwardingDelegate: (any TabBarControllerDelegate)?
    /// The transition of every switch, or `nil` to run only the ones a one-line call asks for. Default `nil`.
    public var transition: Transition?

    private var requested: Transition?

    private init(forwardingTo delegate: (any TabBarControllerDelegate)?) {
        forwardingDelegate = delegate
    }

    /// The library delegate of `tabBarController`: the one installed already, or a new one that forwards to its
    /// current delegate, made its delegate and kept alive by it.
    public static func installed(on tabBarController: TabBarController) -> TimelineTabBarDelegate {
        if let installed = tabBarController.delegate as? TimelineTabBarDelegate { return installed }
        let delegate = TimelineTabBarDelegate(forwardingTo: tabBarController.delegate)
        tabBarController.delegate = delegate
        tabBarController.libraryDelegates[.tabBar] = delegate
        return delegate
    }

    /// Runs `change` with `transition` as the transition of the switch it makes.
    func perform(_ transition: Transition, _ change: () -> Void) {
        requested = transition
        defer { requested = nil }
        change()
    }

    // MARK: - TabBarControllerDelegate

    /// The ``forwardingDelegate``'s answer; `true` without one.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    {
        forwardingDelegate?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }

    /// Tells the ``forwardingDelegate``.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        forwardingDelegate?.tabBarController(tabBarController, didSelect: viewController)
    }

    /// A ``TimelineAnimator`` for the switch, in the tab bar controller's layout direction, forwards to a later tab and
    /// backwards to an earlier one, when a one-line call asked for a transition or ``transition`` is set; otherwise the
    /// ``forwardingDelegate``'s answer.
    public func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        guard let chosen = requested ?? transition else {
            return forwardingDelegate?.tabBarController(
                tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        }
        let direction = TabSwitchDirection(from: fromVC, to: toVC, among: tabBarController.viewControllers)
        let animator = TimelineAnimator(chosen, operation: .tabSwitch(direction))
        animator.layoutDirection = LayoutDirection(tabBarController.view.effectiveUserInterfaceLayoutDirection)
        return animator
    }

    /// `nil` for the animators this delegate vends; otherwise the ``forwardingDelegate``'s answer.
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        guard !(animationController is TimelineAnimator) else { return nil }
        return forwardingDelegate?.tabBarController(tabBarController, interactionControllerFor: animationController)
    }
}
