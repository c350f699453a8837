import Choreograph
import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Interactive transitions ending on a boundary")
struct InteractiveBoundaryTests {
    /// `second` presented over `first` with fade animators of `duration` and a percent-driven dismissal interactor.
    private func presented(duration: TimeInterval = 0.7) -> (
        HostEnvironment, ManualClock, Window, ViewController, ViewController, Vendor, PercentDrivenInteractiveTransition
    ) {
        let (host, clock, window, first, second) = modalScene()
        let vendor = Vendor(
            animator: FadeAnimator(presenting: true, duration: duration),
            dismissalAnimator: FadeAnimator(presenting: false, duration: duration)
        )
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        return (host, clock, window, first, second, vendor, interactor)
    }

    /// The rule: HostRules#Completion-after-the-interaction.
    @Test("A scrubbed transition finished at 100% completes: no time is left, its animations end")
    func finishAtFullProgress() {
        let (host, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(1)
        interactor.finish()
        clock.advance(by: 0)
        #expect(first.presentedViewController == nil)
        #expect(second.viewIfLoaded?.window == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A scrubbed transition of duration 0 completes when finished")
    func finishZeroDuration() {
        let (host, clock, window, first, second, vendor, interactor) = presented(duration: 0)
        defer { withExtendedLifetime((window, vendor)) {} }
        #expect(first.presentedViewController === second)
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.finish()
        clock.advance(by: 0)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }
}
