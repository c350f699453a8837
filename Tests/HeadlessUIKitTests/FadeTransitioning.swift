#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A fade written as UIKit apps write it: an `NSObject` animator with UIKit's signatures, vended by an `NSObject`
/// transitioning delegate and navigation delegate.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private var animator: UIViewPropertyAnimator?
    private(set) var askedForInterruptible = 0

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        askedForInterruptible += 1
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: UITransitionContextViewKey.from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            if presenting {
                toView.alpha = 0
                container.addSubview(toView)
            } else if toView.superview == nil {
                container.insertSubview(toView, at: 0)
            }
        }
        let made = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            if self.presenting {
                toView?.alpha = 1
            } else {
                fromView?.alpha = 0
            }
        }
        made.addCompletion { position in
            let completed = !transitionContext.transitionWasCancelled
            if !completed, self.presenting { toView?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
        animator = made
        return made
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

final class FadeTransitioning: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    private(set) var calls: [String] = []

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        calls.append("forPresented")
        return FadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        calls.append("forDismissed")
        return FadeAnimator(presenting: false)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        calls.append("presentationController")
        return UIPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        calls.append(operation == .push ? "push" : "pop")
        return FadeAnimator(presenting: operation == .push)
    }
}
