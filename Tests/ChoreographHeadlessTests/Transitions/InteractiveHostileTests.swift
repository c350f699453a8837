import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

@MainActor
@Suite("Interactive transitions driven badly")
struct InteractiveHostileTests {
    /// `second` presented over `first`; `interactor` drives its dismissal by a 0.7 s fade, or by a 0.5 s interruptible
    /// one.
    private func presented(interruptible: Bool = false) -> (
        HostEnvironment, ManualClock, Window, ViewController, ViewController, Vendor, PercentDrivenInteractiveTransition
    ) {
        let (host, clock, window, first, second) = modalScene()
        let vendor = Vendor()
        if interruptible { vendor.dismissalAnimator = InterruptibleFadeAnimator() }
        let interactor = PercentDrivenInteractiveTransition()
        interactor.completionCurve = .linear
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        return (host, clock, window, first, second, vendor, interactor)
    }

    @Test("Infinite progress is clamped; a NaN progress is reported and changes nothing", arguments: [false, true])
    func nonFiniteProgress(interruptible: Bool) {
        let (host, clock, window, first, second, vendor, interactor) = presented(interruptible: interruptible)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(.infinity)
        #expect(interactor.percentComplete == 1)
        #expect(second.transitionCoordinator?.percentComplete == 1)
        #expect(second.view.presentation.alpha == 0)
        interactor.update(-.infinity)
        #expect(interactor.percentComplete == 0)
        #expect(second.view.presentation.alpha == 1)
        interactor.update(0.4)
        interactor.update(.nan)
        #expect(interactor.percentComplete == 0.4)
        #expect(second.transitionCoordinator?.percentComplete == 0.4)
        #expect(isClose(Double(second.view.presentation.alpha), 0.6, within: 1e-9))
        #expect(host.diagnostics.codes == [.transitionInvalidProgress])
        interactor.finish()
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(!second.view.isAnimating)
        #expect(host.diagnostics.codes == [.transitionInvalidProgress])
    }

    @Test(
        "A completion speed of 0, below 0, NaN, infinite or subnormal reads as 1",
        arguments: [0, -2, Double.nan, Double.infinity, Double.leastNonzeroMagnitude], [false, true])
    func badCompletionSpeed(_ speed: Double, interruptible: Bool) {
        let (host, clock, window, first, second, vendor, interactor) = presented(interruptible: interruptible)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.completionSpeed = speed
        interactor.finish()
        // (1 − 0.5) × the duration (0.7 s scrubbed, 0.5 s interruptible) at speed 1.
        let left = interruptible ? 0.25 : 0.35
        clock.advance(by: left - 1e-6)
        #expect(first.presentedViewController === second)
        clock.advance(by: 2e-6)
        #expect(first.presentedViewController == nil)
        #expect(!second.view.isAnimating)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Once finished, a second finish, a cancel, an update or a pause change nothing", arguments: [false, true])
    func callsAfterFinish(interruptible: Bool) {
        let (host, clock, window, first, second, vendor, interactor) = presented(interruptible: interruptible)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.finish()
        clock.advance(by: 0.1)
        interactor.finish()
        interactor.cancel()
        interactor.update(0.1)
        #expect(interactor.percentComplete == 0.5)
        #expect(second.transitionCoordinator?.isCancelled == false)
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(host.trace.lines.contains("context.completeTransition(true)"))
        #expect(!second.view.isAnimating)
        interactor.pause()
        interactor.cancel()
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Once cancelled, a finish changes nothing: the transition is cancelled", arguments: [false, true])
    func finishAfterCancel(interruptible: Bool) {
        let (host, clock, window, first, second, vendor, interactor) = presented(interruptible: interruptible)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.cancel()
        interactor.finish()
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(second.view.presentation.alpha == 1)
        #expect(!second.view.isAnimating)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Pausing a scrubbed transition that was let go does nothing: only interruptible animators pause")
    func pauseScrubbed() {
        let (host, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.finish()
        interactor.pause()
        #expect(second.transitionCoordinator?.isInteractive == false)
        clock.advance(by: 0.35 + 1e-6)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Presenting or dismissing while an interaction holds a dismissal is refused; the dismissal then ends cleanly")
    func operationsWhileHeld() {
        let (host, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        let third = ViewController(identifier: "third")
        second.dismiss(animated: true)
        interactor.update(0.5)
        clock.advance(by: 0.5)
        second.present(third, animated: true)
        second.dismiss(animated: true)
        first.dismiss(animated: false)
        #expect(
            host.diagnostics.codes == [
                .presentWhileTransitioning, .dismissWhileTransitioning, .dismissWhileTransitioning,
            ])
        #expect(isClose(Double(second.view.presentation.alpha), 0.5, within: 1e-9))
        interactor.finish()
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(third.presentingViewController == nil)
        #expect(!second.view.isAnimating)
        #expect(!first.view.isAnimating)
        #expect(
            host.diagnostics.codes == [
                .presentWhileTransitioning, .dismissWhileTransitioning, .dismissWhileTransitioning,
            ])
    }

    @Test("Operations asked for while an interruptible transition is paused again are refused; it then ends cleanly")
    func operationsWhilePaused() {
        let (host, clock, window, first, second, vendor, interactor) = presented(interruptible: true)
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.6)
        interactor.finish()
        clock.advance(by: 0.1)
        interactor.pause()
        #expect(second.transitionCoordinator?.isInteractive == true)
        // 0.6 + 0.1 s of the 0.5 s animator = 0.8.
        #expect(isClose(interactor.percentComplete, 0.8, within: 1e-9))
        first.dismiss(animated: true)
        second.present(ViewController(identifier: "third"), animated: false)
        #expect(host.diagnostics.codes == [.dismissWhileTransitioning, .presentWhileTransitioning])
        clock.advance(by: 5)
        #expect(first.presentedViewController === second)
        interactor.cancel()
        // Back from 0.8 of 0.5 s at speed 1.
        clock.advance(by: 0.4 - 1e-6)
        #expect(second.transitionCoordinator != nil)
        clock.advance(by: 2e-6)
        #expect(second.transitionCoordinator == nil)
        #expect(first.presentedViewController === second)
        #expect(second.view.presentation.alpha == 1)
        #expect(!second.view.isAnimating)
        #expect(host.diagnostics.codes == [.dismissWhileTransitioning, .presentWhileTransitioning])
    }

    @Test("Pushing or presenting while an interactive pop is held is refused; the pop then cancels cleanly")
    func operationsWhilePopHeld() {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        let interactor = PercentDrivenInteractiveTransition()
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: false), interactor: interactor)
        navigation.delegate = vendor
        navigation.popViewController(animated: true)
        interactor.update(0.4)
        navigation.pushViewController(ViewController(identifier: "C"), animated: true)
        b.present(ViewController(identifier: "modal"), animated: true)
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning, .presentWhileTransitioning])
        interactor.cancel()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.identifier) == ["A", "B"])
        #expect(b.view.presentation.alpha == 1)
        #expect(!b.view.isAnimating)
        #expect(a.viewIfLoaded?.window == nil)
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning, .presentWhileTransitioning])
        withExtendedLifetime(vendor) {}
    }
}
