/// Decides and hears about a tab bar controller's selections made by the user, as `UITabBarControllerDelegate`.
///
/// Both requirements have default implementations (``TabBarControllerDelegate`` extension): selecting is allowed
/// and nothing else happens. They are called for user selections (``TabBarController/tapTab(at:)``) only, never for
/// programmatic ones (``TabBarController/selectedIndex``), as in UIKit. The animator-vending requirements arrive
/// with the transition machinery.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user's tap on `viewController`'s tab should select it. Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool

    /// Called after the user's tap selected `viewController`, also when it was already selected. Default: does
    /// nothing.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}
