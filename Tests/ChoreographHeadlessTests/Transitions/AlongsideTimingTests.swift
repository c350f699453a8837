import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Alongside animations run with the transition's timing (rules: the transition coordinator): a page sheet's dimming
/// rides the sheet's spring, a custom animator's curve carries its chrome, and an interruptible animator takes the
/// blocks itself.
@MainActor
@Suite("Alongside animations ride the transition's timing")
struct AlongsideTimingTests {
    /// Slides the presented view up with a curve that ease-in-ease-out would not match.
    final class LinearSlide: AnimatedTransitioning {
        func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using context: any ContextTransitioning) {
            guard let view = context.view(forKey: .to), let presented = context.viewController(forKey: .to) else {
                return context.completeTransition(true)
            }
            let final = context.finalFrame(for: presented)
            view.frame = final.offsetBy(dx: 0, dy: final.height)
            context.containerView.addSubview(view)
            View.animate(withDuration: 1, options: .curveLinear) {
                view.frame = final
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    /// Adds a chrome view in will-begin and fades it in alongside.
    final class Chrome: PresentationController {
        let chrome = View(identifier: "chrome")
        override func presentationTransitionWillBegin() {
            chrome.alpha = 0
            containerView?.insertSubview(chrome, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.chrome.alpha = 1 })
        }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.chrome.alpha = 0 })
        }
    }

    @Test("A page sheet's dimming follows the sheet's spring frame by frame")
    func sheetDimmingRidesSpring() throws {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let sheet = ViewController(identifier: "sheet")
        sheet.modalPresentationStyle = .pageSheet
        base.present(sheet, animated: true)
        let dimming = try #require(window.view(withIdentifier: "dimming"))
        let finalY = try #require(sheet.presentationController).frameOfPresentedViewInContainerView.minY
        let startY = window.bounds.height
        var compared = 0
        for _ in 0..<30 {
            clock.advance(frames: 1)
            let sheetProgress = (startY - sheet.view.presentation.frame.minY) / (startY - finalY)
            let dimmingProgress = dimming.presentation.alpha / 0.2
            #expect(abs(sheetProgress - dimmingProgress) < 1e-6, "at t = \(clock.now)")
            if sheetProgress > 0.05, sheetProgress < 0.95 { compared += 1 }
        }
        #expect(compared >= 5, "enough frames mid-flight")
        withExtendedLifetime(window) {}
    }

    @Test("Chrome animated alongside a linear custom animator moves linearly with it")
    func chromeRidesLinearCurve() {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let card = ViewController(identifier: "card")
        card.modalPresentationStyle = .custom
        let vendor = Vendor(animator: LinearSlide(), dismissalAnimator: nil)
        var chrome: Chrome?
        vendor.presentation = { presented, presenting in
            let made = Chrome(presentedViewController: presented, presenting: presenting)
            chrome = made
            return made
        }
        card.transitioningDelegate = vendor
        base.present(card, animated: true)
        for step in 1...4 {
            clock.advance(by: 0.2)
            // Linear over 1 s: the alpha is the elapsed fraction (ease-in-ease-out would give 0.104 at 0.2).
            #expect(abs((chrome?.chrome.presentation.alpha ?? -1) - 0.2 * CGFloat(step)) < 1e-9, "at \(clock.now)")
        }
        withExtendedLifetime((window, vendor)) {}
    }

    @Test("An interruptible animator takes alongside blocks: scrubbing it scrubs them")
    func interruptibleTakesAlongside() {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let card = ViewController(identifier: "card")
        card.modalPresentationStyle = .custom
        let vendor = Vendor(animator: nil, dismissalAnimator: InterruptibleFadeAnimator())
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        var chrome: Chrome?
        vendor.presentation = { presented, presenting in
            let made = Chrome(presentedViewController: presented, presenting: presenting)
            chrome = made
            return made
        }
        card.transitioningDelegate = vendor
        base.present(card, animated: false)
        clock.advance(frames: 1)
        #expect(chrome?.chrome.alpha == 1)
        card.dismiss(animated: true)
        clock.advance(frames: 1)
        interactor.update(0.3)
        clock.advance(frames: 1)
        #expect(abs((chrome?.chrome.presentation.alpha ?? -1) - 0.7) < 1e-9)
        interactor.update(0.8)
        clock.advance(frames: 1)
        #expect(abs((chrome?.chrome.presentation.alpha ?? -1) - 0.2) < 1e-9)
        interactor.cancel()
        clock.advance(by: 2)
        #expect(chrome?.chrome.presentation.alpha == 1)
        #expect(card.presentingViewController === base)
        withExtendedLifetime((window, vendor)) {}
    }
}
