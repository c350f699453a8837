/// Hears about a navigation controller's stack changes, as `UINavigationControllerDelegate`.
///
/// Both requirements have default implementations that do nothing (``NavigationControllerDelegate`` extension),
/// so a delegate implements only what it needs. The animator-vending requirements arrive with the transition
/// machinery.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called when `viewController` is about to become the top controller: after the containment calls that
    /// start the change and before any appearance callback. Default: does nothing.
    func navigationController(
        _ navigationController: NavigationController,
        willShow viewController: ViewController,
        animated: Bool
    )

    /// Called when `viewController` has become the top controller: after its `viewDidAppear` (when the navigation
    /// controller is on screen) and the containment calls that end the change. Default: does nothing.
    func navigationController(
        _ navigationController: NavigationController,
        didShow viewController: ViewController,
        animated: Bool
    )
}
