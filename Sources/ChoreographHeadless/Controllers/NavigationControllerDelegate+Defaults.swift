/// The default implementations of ``NavigationControllerDelegate``: the callbacks do nothing and nothing is vended.
extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController,
        willShow viewController: ViewController,
        animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController,
        didShow viewController: ViewController,
        animated: Bool
    ) {}

    /// Returns `nil`: the standard push and pop animation.
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        nil
    }

    /// Returns `nil`: the animator runs by itself.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        nil
    }
}
