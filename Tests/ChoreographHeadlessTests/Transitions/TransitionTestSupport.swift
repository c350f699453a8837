import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A fade animator written the way the fade seed writes it: add the "to" view at its final frame, fade, complete
/// with `!transitionWasCancelled`, and remove the "to" view it added when cancelled.
@MainActor
final class FadeAnimator: AnimatedTransitioning {
    let duration: TimeInterval
    let presenting: Bool
    var seenViews: [(from: View?, to: View?)] = []

    init(presenting: Bool, duration: TimeInterval = 0.7) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using context: any ContextTransitioning) {
        let from = context.view(forKey: .from)
        let to = context.view(forKey: .to)
        seenViews.append((from, to))
        let container = context.containerView
        let presenting = self.presenting
        if let to, let controller = context.viewController(forKey: .to) {
            to.frame = context.finalFrame(for: controller)
            to.alpha = 0
            if presenting { container.addSubview(to) } else { container.insertSubview(to, at: 0) }
        }
        View.animate(withDuration: duration, options: .curveLinear) {
            to?.alpha = 1
            if to == nil || !presenting { from?.alpha = 0 }
        } completion: { _ in
            if context.transitionWasCancelled, presenting { to?.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// The same fade through an interruptible property animator.
@MainActor
final class InterruptibleFadeAnimator: AnimatedTransitioning {
    private var animator: PropertyAnimator?

    func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using context: any ContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: any ContextTransitioning) -> any ViewImplicitlyAnimating {
        if let animator { return animator }
        let from = context.view(forKey: .from)
        let made = PropertyAnimator(duration: 0.5, curve: .linear) { from?.alpha = 0 }
        made.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        animator = made
        return made
    }
}

/// A transitioning delegate that vends fixed objects and records nothing itself (the host traces the calls).
@MainActor
final class Vendor: TransitioningDelegate {
    var animator: (any AnimatedTransitioning)?
    var dismissalAnimator: (any AnimatedTransitioning)?
    var interactor: (any InteractiveTransitioning)?
    var presentation: ((ViewController, ViewController?) -> PresentationController)?

    init(
        animator: (any AnimatedTransitioning)? = FadeAnimator(presenting: true),
        dismissalAnimator: (any AnimatedTransitioning)? = FadeAnimator(presenting: false)
    ) {
        self.animator = animator
        self.dismissalAnimator = dismissalAnimator
    }

    func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        dismissalAnimator
    }

    func interactionControllerForDismissal(using animator: any AnimatedTransitioning) -> (any InteractiveTransitioning)?
    {
        interactor
    }

    func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        presentation?(presented, presenting)
    }
}

/// A window showing a root controller `first`, and a second controller `second`, on a fresh host.
@MainActor
func modalScene(style: ModalPresentationStyle = .custom) -> (
    HostEnvironment, ManualClock, Window, ViewController, ViewController
) {
    let clock = ManualClock()
    let host = HostEnvironment.install(clock: clock)
    let window = Window()
    let first = ViewController(identifier: "first")
    let second = ViewController(identifier: "second")
    second.modalPresentationStyle = style
    window.rootViewController = first
    window.makeKeyAndVisible()
    return (host, clock, window, first, second)
}

/// A fresh host on a manual clock and a visible window showing `root`.
@MainActor
func windowShowing(_ root: ViewController, size: CGSize = Window.defaultSize) -> (ManualClock, Window) {
    let clock = ManualClock()
    HostEnvironment.install(clock: clock)
    let window = Window(size: size)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (clock, window)
}
