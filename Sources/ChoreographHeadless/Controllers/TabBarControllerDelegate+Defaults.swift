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
}
