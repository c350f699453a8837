/// Which library delegate a controller keeps alive (``ViewController`` holds its delegates weakly, as UIKit does).
enum LibraryDelegateRole: Hashable {
    /// The ``TimelineTransitioningDelegate`` of a controller presented with a library transition.
    case transitioning
    /// The ``TimelineNavigationDelegate`` installed on a navigation controller.
    case navigation
    /// The ``TimelineTabBarDelegate`` installed on a tab bar controller.
    case tabBar
    /// The ``ZoomTransitionCoordinator`` of a controller whose ``ViewController/preferredTransition`` is a zoom.
    case zoom
    /// The ``CardPresentationDelegate`` of a controller presented as a card.
    case card
}
