import Choreograph
import Foundation

@testable import ChoreographHeadless

/// A presentation animator that reports `reported` seconds but fades the presented view in over `animated` seconds
/// (linear), and calls `completeTransition` in the animation's completion — unless `completes` is false, the classic
/// animator that never completes.
///
/// With `interruptible` it vends the fade as a ``PropertyAnimator`` (HostRules#Interruptible-animators); otherwise the fade is a
/// `View.animate` the host scrubs on the transition clock (HostRules#Scrubbed-animators).
@MainActor
final class OutlastingFadeAnimator: AnimatedTransitioning {
    let reported: TimeInterval
    let animated: TimeInterval
    let interruptible: Bool
    let completes: Bool
    private var animator: PropertyAnimator?

    init(reported: TimeInterval, animated: TimeInterval, interruptible: Bool, completes: Bool = true) {
        self.reported = reported
        self.animated = animated
        self.interruptible = interruptible
        self.completes = completes
    }

    func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { reported }

    func animateTransition(using context: any ContextTransitioning) {
        if interruptible {
            interruptibleAnimator(using: context).startAnimation()
            return
        }
        let to = addPresentedView(context)
        View.animate(withDuration: animated, options: .curveLinear) {
            to?.alpha = 1
        } completion: { _ in
            self.end(context, to: to)
        }
    }

    func interruptibleAnimator(using context: any ContextTransitioning) -> any ViewImplicitlyAnimating {
        // Not interruptible: what the protocol's default returns, as if the method were not implemented.
        guard interruptible else { return NoInterruptibleAnimator.shared }
        if let animator { return animator }
        let to = addPresentedView(context)
        let made = PropertyAnimator(duration: animated, curve: .linear) { to?.alpha = 1 }
        made.addCompletion { _ in self.end(context, to: to) }
        animator = made
        return made
    }

    private func addPresentedView(_ context: any ContextTransitioning) -> View? {
        guard let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else {
            return nil
        }
        to.frame = context.finalFrame(for: controller)
        to.alpha = 0
        context.containerView.addSubview(to)
        return to
    }

    private func end(_ context: any ContextTransitioning, to: View?) {
        if context.transitionWasCancelled { to?.removeFromSuperview() }
        if completes { context.completeTransition(!context.transitionWasCancelled) }
    }
}

/// A transitioning delegate that vends one animator and one interaction controller for presentation and dismissal.
@MainActor
final class InteractiveVendor: TransitioningDelegate {
    var animator: any AnimatedTransitioning
    var interactor: (any InteractiveTransitioning)?

    init(animator: any AnimatedTransitioning, interactor: (any InteractiveTransitioning)?) {
        self.animator = animator
        self.interactor = interactor
    }

    func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { animator }

    func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { interactor }

    func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { interactor }
}
