/// The default implementations of ``TabBarControllerDelegate``.
extension TabBarControllerDelegate {
    /// Returns `true`: every tab may be selected.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    {
        true
    }

    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}

    /// Returns `nil`: the switch is made at once.
    public func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        nil
    }

    /// Returns `nil`: the animator runs by itself.
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        nil
    }
}
