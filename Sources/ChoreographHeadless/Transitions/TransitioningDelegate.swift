/// The object that vends the animators, interaction controllers and (for ``ModalPresentationStyle/custom``) the
/// presentation controller for a controller's presentation and dismissal, as `UIViewControllerTransitioningDelegate`.
///
/// A controller holds its ``ViewController/transitioningDelegate`` weakly, as UIKit does: the owner keeps it alive.
/// A released delegate means the standard transition.
@MainActor
public protocol TransitioningDelegate: AnyObject {}
