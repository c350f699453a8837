/// What a navigation transition does to the stack, as `UINavigationController.Operation`: the argument of
/// ``NavigationControllerDelegate/navigationController(_:animationControllerFor:from:to:)``.
public enum NavigationOperation: String, Hashable, Sendable, CaseIterable {
    /// No change of the top controller.
    case none
    /// A controller that was not in the stack becomes the top: a push, or `setViewControllers` with a new top.
    case push
    /// A controller that was below the top becomes the top: a pop, or `setViewControllers` with an old one on top.
    case pop
}

extension NavigationController {
    /// What a navigation transition does to the stack, as `UINavigationController.Operation`.
    public typealias Operation = NavigationOperation
}
