import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

/// An interaction controller that drives the context itself, without the percent-driven machinery.
@MainActor
final class ContextDriver: InteractiveTransitioning {
    var context: TransitionContext?
    func startInteractiveTransition(_ context: any ContextTransitioning) {
        self.context = context as? TransitionContext
    }
}

@MainActor
@Suite("An interaction counts as driven when it is called, whatever the progress")
struct InteractionDrivenTests {
    /// `second` presented over `first` with 0.7 s fades; `interactor` drives the dismissal, with `animator` when given.
    private func presented(
        interactor: any InteractiveTransitioning = PercentDrivenInteractiveTransition(),
        animator: (any AnimatedTransitioning)? = nil
    ) -> (HostEnvironment, ManualClock, Window, ViewController, ViewController, Vendor) {
        let (host, clock, window, first, second) = modalScene()
        let vendor = Vendor()
        if let animator { vendor.dismissalAnimator = animator }
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        return (host, clock, window, first, second, vendor)
    }

    @Test("A drag that goes the wrong way — update(0) past the duration and grace — then cancels is not reported")
    func wrongWayThenCancel() {
        let interactor = PercentDrivenInteractiveTransition()
        let (host, clock, window, first, second, vendor) = presented(interactor: interactor)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        for _ in 0..<30 {
            interactor.update(0)
            clock.advance(by: 0.1)
        }
        interactor.cancel()
        clock.advance(by: 3)
        #expect(host.diagnostics.entries.isEmpty)
        #expect(first.presentedViewController === second)
    }

    @Test("A drag back to 0, held there past the duration and grace, then finished, is not reported")
    func backToZeroThenFinish() {
        let interactor = PercentDrivenInteractiveTransition()
        let (host, clock, window, first, second, vendor) = presented(interactor: interactor)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.3)
        clock.advance(by: 0.1)
        interactor.update(0)
        clock.advance(by: 3)
        #expect(host.diagnostics.entries.isEmpty)
        interactor.finish()
        clock.advance(by: 2)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("An interactor returned and never called is reported when the duration and grace have passed")
    func neverCalled() {
        let (host, clock, window, _, second, vendor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        let start = clock.now
        // 0.7 s of the fade, then the grace period of 1 s.
        clock.advance(to: start + 1.7 - 1e-6)
        #expect(host.diagnostics.entries.isEmpty)
        clock.advance(to: start + 1.7 + 1e-6)
        #expect(host.diagnostics.codes == [.interactionNeverDriven])
    }

    @Test("An interactor of an interruptible animator, never called, is reported too")
    func neverCalledInterruptible() {
        let (host, clock, window, _, second, vendor) = presented(animator: InterruptibleFadeAnimator())
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        clock.advance(by: 3)
        #expect(host.diagnostics.codes == [.interactionNeverDriven])
    }

    @Test("An interaction controller that updates the context at 0 itself is driven")
    func contextUpdatedAtZero() {
        let driver = ContextDriver()
        let (host, clock, window, first, second, vendor) = presented(interactor: driver)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        driver.context?.updateInteractiveTransition(0)
        clock.advance(by: 3)
        #expect(host.diagnostics.entries.isEmpty)
        #expect(first.presentedViewController === second)
    }
}
