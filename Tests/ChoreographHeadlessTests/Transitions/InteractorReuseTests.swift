import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("A percent-driven interactor used for a second transition")
struct InteractorReuseTests {
    /// The rule: HostRules#Interactive-transitions.
    @Test("Each transition starts at 0: the progress of the last one is not carried over")
    func progressStartsAtZero() {
        let (host, clock, window, first, second) = modalScene()
        let vendor = Vendor()
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        second.dismiss(animated: true)
        interactor.update(0.6)
        interactor.cancel()
        clock.advance(by: 2)
        #expect(first.presentedViewController === second)
        second.dismiss(animated: true)
        #expect(interactor.percentComplete == 0)
        #expect(second.view.presentation.alpha == 1)
        interactor.update(0.2)
        #expect(isClose(Double(second.view.presentation.alpha), 0.8, within: 1e-9))
        interactor.finish()
        clock.advance(by: 2)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
        withExtendedLifetime((window, vendor)) {}
    }

    @Test("A scrubbed transition after an interruptible one drives its own animations, not the old animator")
    func noStaleAnimator() {
        let (host, clock, window, first, second) = modalScene()
        let vendor = Vendor()
        vendor.dismissalAnimator = InterruptibleFadeAnimator()
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        second.dismiss(animated: true)
        interactor.update(0.3)
        interactor.cancel()
        clock.advance(by: 2)
        #expect(first.presentedViewController === second)
        vendor.dismissalAnimator = FadeAnimator(presenting: false)
        second.dismiss(animated: true)
        interactor.update(0.5)
        #expect(isClose(Double(second.view.presentation.alpha), 0.5, within: 1e-9))
        interactor.finish()
        clock.advance(by: 2)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
        withExtendedLifetime((window, vendor)) {}
    }
}
