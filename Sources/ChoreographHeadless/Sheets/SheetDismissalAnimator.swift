import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The animator of a sheet dismissal its own drag starts: an interruptible, linear slide of the sheet from where it
/// is to below the container's bottom edge, so that the progress the drag sets puts the sheet exactly under the
/// finger, and the release's spring carries the finger's velocity (<doc:SheetPresentations#Dragging>).
@MainActor
final class SheetDismissalAnimator: AnimatedTransitioning {
    let duration: TimeInterval
    private var animator: PropertyAnimator?

    /// An animator whose slide lasts `duration` seconds (the sheet's settle duration).
    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval {
        guard let transitionContext, transitionContext.isAnimated else { return 0 }
        return duration
    }

    func animateTransition(using transitionContext: any ContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any ContextTransitioning) -> any ViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let slide = PropertyAnimator(duration: duration, curve: .linear)
        if let sheet = transitionContext.view(forKey: .from) {
            let start = sheet.frame
            let hidden = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY)
            slide.addAnimations { sheet.frame = hidden }
        }
        slide.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator = slide
        return slide
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
