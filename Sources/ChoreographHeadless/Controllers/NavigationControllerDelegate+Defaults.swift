/// The default implementations of ``NavigationControllerDelegate``: each does nothing.
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
}
