import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a test animator goes wrong, or `correct` when it does not.
enum AnimatorFault: Sendable {
    /// A cross-fade that completes with `!transitionWasCancelled`.
    case correct
    /// Never calls `completeTransition`.
    case neverCompletes
    /// Always completes with `true`, even when the interaction was cancelled.
    case alwaysCompletes
    /// Fades the incoming view to alpha 0 instead of 1.
    case fadesToNothing
}

/// A 0.3 s cross-fade written as UIKit code is, with an optional fault; records whether it started interactive.
@MainActor
final class CrossFadeAnimator: AnimatedTransitioning {
    let fault: AnimatorFault
    /// Whether any run saw an interactive context when the animations were set up.
    private(set) var sawInteractiveContext = false

    init(fault: AnimatorFault) {
        self.fault = fault
    }

    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any ContextTransitioning) {
        sawInteractiveContext = sawInteractiveContext || transitionContext.isInteractive
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            container.addSubview(toView)
        }
        let fault = fault
        View.animate(withDuration: 0.3) {
            toView?.alpha = fault == .fadesToNothing ? 0 : 1
            fromView?.alpha = toView == nil ? 0 : 1
        } completion: { _ in
            switch fault {
            case .neverCompletes: return
            case .alwaysCompletes: transitionContext.completeTransition(true)
            case .correct, .fadesToNothing:
                if transitionContext.transitionWasCancelled {
                    toView?.removeFromSuperview()
                    fromView?.alpha = 1
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

/// A transitioning delegate vending ``CrossFadeAnimator``s with `fault`.
@MainActor
final class CrossFadeDelegate: TransitioningDelegate {
    let fault: AnimatorFault
    private(set) var animators: [CrossFadeAnimator] = []

    init(fault: AnimatorFault = .correct) {
        self.fault = fault
    }

    private func vend() -> CrossFadeAnimator {
        let animator = CrossFadeAnimator(fault: fault)
        animators.append(animator)
        return animator
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { vend() }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { vend() }
}

/// A navigation delegate vending ``CrossFadeAnimator``s with `fault`.
@MainActor
final class CrossFadeNavigationDelegate: NavigationControllerDelegate {
    let fault: AnimatorFault

    init(fault: AnimatorFault = .correct) {
        self.fault = fault
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { CrossFadeAnimator(fault: fault) }
}

/// A tab bar delegate vending ``CrossFadeAnimator``s with `fault`.
@MainActor
final class CrossFadeTabDelegate: TabBarControllerDelegate {
    let fault: AnimatorFault

    init(fault: AnimatorFault = .correct) {
        self.fault = fault
    }

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { CrossFadeAnimator(fault: fault) }
}
