// UIKit's view-controller transition protocols and objects, by their UIKit names.

/// `UIViewControllerTransitioningDelegate`: ``/ChoreographHeadless/TransitioningDelegate``.
public typealias UIViewControllerTransitioningDelegate = TransitioningDelegate
/// `UIViewControllerAnimatedTransitioning`: ``/ChoreographHeadless/AnimatedTransitioning``.
public typealias UIViewControllerAnimatedTransitioning = AnimatedTransitioning
/// `UIViewControllerInteractiveTransitioning`: ``/ChoreographHeadless/InteractiveTransitioning``.
public typealias UIViewControllerInteractiveTransitioning = InteractiveTransitioning
/// `UIViewControllerContextTransitioning`: ``/ChoreographHeadless/ContextTransitioning``.
public typealias UIViewControllerContextTransitioning = ContextTransitioning
/// `UITransitionContextViewControllerKey`: ``/ChoreographHeadless/TransitionContextKey``.
public typealias UITransitionContextViewControllerKey = TransitionContextKey
/// `UITransitionContextViewKey`: ``/ChoreographHeadless/TransitionContextKey``.
public typealias UITransitionContextViewKey = TransitionContextKey
/// `UIViewControllerTransitionCoordinator`: ``/ChoreographHeadless/TransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`: ``/ChoreographHeadless/TransitionCoordinatorContext``.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext
/// `UIPresentationController`: ``/ChoreographHeadless/PresentationController``.
public typealias UIPresentationController = PresentationController
/// `UIPercentDrivenInteractiveTransition`: ``/ChoreographHeadless/PercentDrivenInteractiveTransition``.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
