/// The object that vends the animators, interaction controllers and (for ``ModalPresentationStyle/custom``) the
/// presentation controller for a controller's presentation and dismissal, as `UIViewControllerTransitioningDelegate`.
///
/// A controller holds its ``ViewController/transitioningDelegate`` weakly, as UIKit does: the owner keeps it alive.
/// A delegate released before the transition means the standard transition, and a diagnostic.
///
/// Every requirement has a default that returns `nil` (``TransitioningDelegate`` extension): the standard animation,
/// no interaction, the default presentation controller.
@MainActor
public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`; `source` is the controller `present` was called on.
    func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)?

    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?

    /// The interaction controller for a presentation run by `animator`.
    func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?

    /// The interaction controller for a dismissal run by `animator`.
    func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?

    /// The presentation controller of a ``ModalPresentationStyle/custom`` presentation.
    func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
}

extension TransitioningDelegate {
    /// Default: `nil`, the standard animation.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { nil }

    /// Default: `nil`, the standard animation.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { nil }

    /// Default: `nil`, not interactive.
    public func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }

    /// Default: `nil`, not interactive.
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }

    /// Default: `nil`, the default ``PresentationController``.
    public func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
}
