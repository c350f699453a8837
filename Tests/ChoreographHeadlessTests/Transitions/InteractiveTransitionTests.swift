import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Interactive transitions")
struct InteractiveTransitionTests {
    /// `second` presented over `first` with fade animators and a percent-driven interactor for dismissal.
    private func presented(
        animator: (any AnimatedTransitioning)? = nil
    ) -> (
        HostEnvironment, ManualClock, Window, ViewController, ViewController, Vendor, PercentDrivenInteractiveTransition
    ) {
        let (host, clock, window, first, second) = modalScene()
        let vendor = Vendor()
        if let animator { vendor.dismissalAnimator = animator }
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        return (host, clock, window, first, second, vendor, interactor)
    }

    @Test("A scrubbed dismissal follows the percentage, then finishes over the time left / completion speed")
    func scrubbedFinish() {
        let (host, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        #expect(second.view.presentation.alpha == 1)
        interactor.update(0.3)
        #expect(isClose(Double(second.view.presentation.alpha), 0.7, within: 1e-9))
        clock.advance(by: 3)
        #expect(isClose(Double(second.view.presentation.alpha), 0.7, within: 1e-9))
        interactor.update(1.7)
        #expect(interactor.percentComplete == 1)
        interactor.update(0.6)
        interactor.completionCurve = .linear
        interactor.completionSpeed = 2
        interactor.finish()
        // (1 − 0.6) × 0.7 s / 2 = 0.14 s left.
        clock.advance(by: 0.07)
        #expect(isClose(Double(second.view.presentation.alpha), 0.2, within: 1e-9))
        #expect(first.presentedViewController === second)
        clock.advance(by: 0.0701)
        #expect(first.presentedViewController == nil)
        #expect(second.viewIfLoaded?.window == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A cancelled scrubbed dismissal runs back and leaves everything as it was")
    func scrubbedCancel() {
        let (host, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        let frameBefore = second.view.frame
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.cancel()
        #expect(second.transitionCoordinator?.isCancelled == true)
        clock.advance(by: 0.2)
        let shown = Double(second.view.presentation.alpha)
        #expect(shown > 0.5 && shown < 1)
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(second.view.window === window)
        #expect(second.view.alpha == 1)
        #expect(second.view.presentation.alpha == 1)
        #expect(second.view.frame == frameBefore)
        #expect(!second.view.isAnimating)
        #expect(second.appearanceState == .appeared)
        #expect(second.transitionCoordinator == nil)
        #expect(host.diagnostics.entries.isEmpty)
        #expect(host.trace.lines.contains("context.completeTransition(false)"))
    }

    @Test("An interruptible animator is paused, scrubbed through fractionComplete, and reversed on cancel")
    func interruptible() {
        let (host, clock, window, first, second, vendor, interactor) = presented(animator: InterruptibleFadeAnimator())
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.4)
        #expect(isClose(Double(second.view.presentation.alpha), 0.6, within: 1e-9))
        #expect(host.trace.lines.contains("InterruptibleFadeAnimator.interruptibleAnimator(using:)"))
        #expect(!host.trace.lines.contains("InterruptibleFadeAnimator.animateTransition(using:)"))
        interactor.cancel()
        // 0.4 of 0.5 s back at speed 1.
        clock.advance(by: 0.1)
        #expect(isClose(Double(second.view.presentation.alpha), 0.8, within: 1e-9))
        clock.advance(by: 0.11)
        #expect(first.presentedViewController === second)
        #expect(second.view.alpha == 1)
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// A presentation controller that runs `onDismissalWillBegin` from its dismissal's will-begin.
    final class WillBeginHook: PresentationController {
        var onDismissalWillBegin: () -> Void = {}
        override func dismissalTransitionWillBegin() { onDismissalWillBegin() }
    }

    @Test("A finish made for the transition before it is in flight (from its will-begin) is applied when it starts")
    func earlyFinish() {
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor()
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        var hook: WillBeginHook?
        vendor.presentation = { presented, presenting in
            let made = WillBeginHook(presentedViewController: presented, presenting: presenting)
            hook = made
            return made
        }
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        hook?.onDismissalWillBegin = { interactor.finish() }
        second.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
        withExtendedLifetime(vendor) {}
    }

    @Test("An interactor that is returned but never driven is reported")
    func neverDriven() {
        let (host, clock, window, _, second, vendor, _) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        clock.advance(by: 1.8)
        #expect(host.diagnostics.codes == [.interactionNeverDriven])
    }

    @Test("Coordinator: alongside animations share the scrub; interaction changes and completions are told")
    func coordinator() {
        let (_, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "badge")
        first.view.addSubview(badge)
        second.dismiss(animated: true)
        var events: [String] = []
        let coordinator = second.transitionCoordinator
        coordinator?.animate(
            alongsideTransition: { _ in badge.alpha = 0 },
            completion: { context in events.append("completion cancelled=\(context.isCancelled)") }
        )
        coordinator?.notifyWhenInteractionChanges { context in
            events.append("interaction cancelled=\(context.isCancelled)")
        }
        interactor.update(0.5)
        #expect(isClose(Double(badge.presentation.alpha), 0.5, within: 0.05))
        interactor.finish()
        clock.advance(by: 1)
        #expect(events == ["interaction cancelled=false", "completion cancelled=false"])
        #expect(badge.presentation.alpha == 0)
        #expect(coordinator?.animate(alongsideTransition: nil) == false)
    }
}

@MainActor
@Suite("Interactive transitions with animators on the scrubbed clock")
struct ScrubbedAnimatorTests {
    /// An animator that runs a property animator inside `animateTransition` but does not vend it as interruptible.
    final class HiddenAnimator: AnimatedTransitioning {
        func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any ContextTransitioning) {
            let from = context.view(forKey: .from)
            let animator = PropertyAnimator(duration: 0.5, curve: .linear) { from?.alpha = 0 }
            animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            animator.startAnimation()
        }
    }

    @Test("A property animator started inside a scrubbed transition is scrubbed and restored on cancel too")
    func hiddenPropertyAnimator() {
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor(dismissalAnimator: HiddenAnimator())
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        second.dismiss(animated: true)
        interactor.update(0.5)
        #expect(isClose(Double(second.view.presentation.alpha), 0.5, within: 1e-9))
        interactor.cancel()
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(second.view.alpha == 1)
        #expect(second.view.presentation.alpha == 1)
        #expect(host.diagnostics.entries.isEmpty)
        withExtendedLifetime(vendor) {}
    }
}

@MainActor
@Suite("Scrubbed animations that outlast their transition")
struct OutlastingAnimationTests {
    /// Reports 0.3 s and completes then, but also starts a 1 s fade of the presenting side's badge.
    final class ShortReporting: AnimatedTransitioning {
        let badge: View
        init(badge: View) { self.badge = badge }
        func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using context: any ContextTransitioning) {
            let from = context.view(forKey: .from)
            View.animate(withDuration: 1, options: .curveLinear) { self.badge.alpha = 0 }
            View.animate(withDuration: 0.3, options: .curveLinear) {
                from?.alpha = 0
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    @Test("Animations still running on the scrubbed clock when the transition ends finish in real time")
    func outlasting() {
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "badge")
        first.view.addSubview(badge)
        let vendor = Vendor(dismissalAnimator: ShortReporting(badge: badge))
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.completionCurve = .linear
        interactor.finish()
        clock.advance(by: 0.15)
        #expect(first.presentedViewController == nil)
        #expect(badge.isAnimating)
        // The badge's fade is at 0.3 s of its 1 s; it runs on for 0.7 s of host time.
        clock.advance(by: 0.35)
        #expect(isClose(Double(badge.presentation.alpha), 0.35, within: 1e-6))
        clock.advance(by: 0.35)
        #expect(!badge.isAnimating)
        #expect(badge.presentation.alpha == 0)
        // The animator faded the presenter's badge out and left it so: the audit names it.
        #expect(host.diagnostics.codes == [.auditViewLeftTransparent])
    }
}
