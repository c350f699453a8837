import Foundation
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A fade-in that, broken, puts the presenting controller's view in the container although `view(forKey: .from)`
/// gave `nil` (a `.custom` presentation): the window ends blank after the dismissal.
final class TouchesPresenterFade: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        if !fixed, let from = transitionContext.viewController(forKey: .from) {
            container.addSubview(from.view)
        }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A `.fullScreen` presentation that fades the presenting view out as the new screen fades in; broken, it leaves the
/// presenting view at alpha 0 once UIKit has taken it off screen, so it comes back transparent.
final class FadeOutPresenter: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        container.addSubview(toView)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            toView.alpha = 1
            fromView.alpha = 0
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
            if fixed { fromView.alpha = 1 }
        }
    }
}

/// A `.fullScreen` presentation that shrinks the presenting root to 0.9 behind the new screen, and its dismissal;
/// broken, the dismissal never scales the root back.
final class ScaleBackRoot: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let fixed: Bool
    init(presenting: Bool, fixed: Bool) {
        self.presenting = presenting
        self.fixed = fixed
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let height = container.bounds.height
        let (presenting, fixed) = (self.presenting, self.fixed)
        if presenting {
            toView.frame = transitionContext.finalFrame(for: to).offsetBy(dx: 0, dy: height)
            container.addSubview(toView)
        } else {
            toView.frame = transitionContext.finalFrame(for: to)
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: 0.3) {
            if presenting {
                fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                toView.frame.origin.y -= height
            } else {
                if fixed { toView.transform = .identity }
                fromView.frame.origin.y += height
            }
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}

/// A `.custom` presentation that hides the source strip while the new screen grows out of it; broken, the dismissal
/// never shows the strip again.
final class HideSourceStrip: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let fixed: Bool
    init(presenting: Bool, fixed: Bool) {
        self.presenting = presenting
        self.fixed = fixed
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let sourceKey: UITransitionContextViewControllerKey = presenting ? .from : .to
        let strip = (transitionContext.viewController(forKey: sourceKey) as? SourceViewController)?.strip
        let (presenting, fixed) = (self.presenting, self.fixed)
        let moving = transitionContext.view(forKey: presenting ? .to : .from)
        if presenting, let moving, let to = transitionContext.viewController(forKey: .to) {
            moving.frame = transitionContext.finalFrame(for: to)
            moving.alpha = 0
            container.addSubview(moving)
            strip?.isHidden = true
        }
        UIView.animate(withDuration: 0.3) {
            moving?.alpha = presenting ? 1 : 0
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !presenting, completed, fixed { strip?.isHidden = false }
            transitionContext.completeTransition(completed)
        }
    }
}

/// A `.fullScreen` dismissal that slides the dismissed screen down; broken, it adds the presenting view with
/// `addSubview`, above the screen it dismisses, which nobody then sees move.
final class SlideDownDismissal: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        if fixed {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        UIView.animate(withDuration: 0.3) {
            fromView.frame.origin.y += container.bounds.height
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}

/// A `.fullScreen` dismissal driven by a percent-driven interaction; broken, a cancel leaves the presenting view it
/// added in the container (the fix removes it when `transitionWasCancelled`).
final class CancellableSlideDismissal: NSObject, UIViewControllerAnimatedTransitioning {
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let to = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: to)
        container.insertSubview(toView, belowSubview: fromView)
        let fixed = self.fixed
        UIView.animate(withDuration: 0.3) {
            fromView.frame.origin.y += container.bounds.height
        } completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed, fixed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}

/// The classic mistakes around the presenting view, each caught with its code, and each fix caught with none.
@MainActor
@Suite("Mistakes: the presenting view")
struct PresentingViewMistakes {
    @Test(
        "Moving the presenting view view(forKey: .from) was nil for (.custom) is named, and the blank window after",
        arguments: [false, true])
    func touchesNilFromView(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: TouchesPresenterFade(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.present(DetailViewController(), style: .custom, delegate: delegate)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditNilViewTouched]))
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditPresenterRemoved]))
        #expect((stage.source.view.window != nil) == fixed)
    }

    @Test("A presenting view left at alpha 0 comes back transparent, and is named", arguments: [false, true])
    func presenterLeftTransparent(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: FadeOutPresenter(fixed: fixed), dismissing: CorrectSlide(presenting: false))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewLeftTransparent]))
        #expect(stage.source.view.alpha == (fixed ? 1 : 0))
    }

    @Test("A root left scaled 0.9 after the dismissal is named", arguments: [false, true])
    func rootLeftScaled(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: ScaleBackRoot(presenting: true, fixed: fixed),
            dismissing: ScaleBackRoot(presenting: false, fixed: fixed))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewLeftTransformed]))
    }

    @Test("A source view left hidden after the dismissal is named", arguments: [false, true])
    func sourceLeftHidden(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: HideSourceStrip(presenting: true, fixed: fixed),
            dismissing: HideSourceStrip(presenting: false, fixed: fixed))
        stage.present(DetailViewController(), style: .custom, delegate: delegate)
        // The strip is hidden on the presenting screen while the new one shows: that is the effect, not a leftover.
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewLeftHidden]))
        #expect(stage.source.strip.isHidden == !fixed)
    }

    @Test(
        "On dismissal, addSubview(toView) over the dismissed view for the whole run is named", arguments: [false, true])
    func coveredDismissal(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: SlideDownDismissal(fixed: fixed))
        stage.present(DetailViewController(), style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        stage.dismiss()
        #expect(stage.takeCodes() == (fixed ? [] : [.auditViewCoveredThroughout]))
    }

    @Test("A cancelled dismissal that leaves the presenting view in the container is named", arguments: [false, true])
    func cancelledDismissalLeavesPresenter(fixed: Bool) {
        let stage = MistakeStage()
        let delegate = MistakeTransitioning(
            presenting: CorrectSlide(presenting: true), dismissing: CancellableSlideDismissal(fixed: fixed))
        let detail = DetailViewController()
        stage.present(detail, style: .fullScreen, delegate: delegate)
        #expect(stage.takeCodes() == [])
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        stage.source.dismiss(animated: true)
        interaction.update(0.3)
        stage.clock.advance(by: 0.1)
        interaction.cancel()
        stage.clock.advance(by: 2)
        #expect(stage.source.presentedViewController === detail)
        #expect(stage.takeCodes() == (fixed ? [] : [.auditPresenterLeftInContainer]))
    }
}
