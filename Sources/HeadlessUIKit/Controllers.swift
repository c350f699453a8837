// UIKit's view controllers, containers and their delegates, by their UIKit names.

/// `UIViewController`: ``/ChoreographHeadless/ViewController``.
public typealias UIViewController = ViewController
/// `UINavigationController`: ``/ChoreographHeadless/NavigationController``.
public typealias UINavigationController = NavigationController
/// `UINavigationControllerDelegate`: ``/ChoreographHeadless/NavigationControllerDelegate``.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UITabBarController`: ``/ChoreographHeadless/TabBarController``.
public typealias UITabBarController = TabBarController
/// `UITabBarControllerDelegate`: ``/ChoreographHeadless/TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UIModalPresentationStyle`: ``/ChoreographHeadless/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle
