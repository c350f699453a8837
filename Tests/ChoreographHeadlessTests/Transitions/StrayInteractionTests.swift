import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A controller that calls `onWillDisappear` from its `viewWillDisappear`: after the interaction controller was
/// returned for its dismissal, before the dismissal is in flight.
@MainActor
final class WillDisappearHook: ViewController {
    var onWillDisappear: () -> Void = {}
    override func viewWillDisappear(_ animated: Bool) {
        onWillDisappear()
    }
}

@MainActor
@Suite("Interaction calls that arrive for no transition")
struct StrayInteractionTests {
    /// `second` presented over `first` without interaction; `interactor` drives dismissals.
    private func presented(second: ViewController = ViewController(identifier: "second")) -> (
        HostEnvironment, ManualClock, Window, ViewController, ViewController, Vendor, PercentDrivenInteractiveTransition
    ) {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let window = Window()
        let first = ViewController(identifier: "first")
        second.modalPresentationStyle = .custom
        window.rootViewController = first
        window.makeKeyAndVisible()
        let vendor = Vendor()
        let interactor = PercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        return (host, clock, window, first, second, vendor, interactor)
    }

    /// A fresh interactive dismissal with `interactor` is at 0, interactive and not cancelled, and follows the drag.
    private func expectFreshDismissal(
        _ second: ViewController, _ interactor: PercentDrivenInteractiveTransition, clock: ManualClock,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        second.dismiss(animated: true)
        clock.advance(by: 0.5)
        let coordinator = second.transitionCoordinator
        #expect(coordinator?.isInteractive == true, sourceLocation: sourceLocation)
        #expect(coordinator?.isCancelled == false, sourceLocation: sourceLocation)
        #expect(second.view.presentation.alpha == 1, sourceLocation: sourceLocation)
        interactor.update(0.3)
        #expect(isClose(Double(second.view.presentation.alpha), 0.7, within: 1e-9), sourceLocation: sourceLocation)
    }

    @Test("A cancel after a finished transition ended does not cancel the next one the interactor drives")
    func cancelAfterFinish() {
        let (host, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.5)
        interactor.finish()
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        interactor.cancel()
        interactor.update(0.8)
        // A transition without interaction runs as usual.
        first.present(second, animated: true)
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        // The next interactive one starts at 0, driven by the drag, not cancelled.
        expectFreshDismissal(second, interactor, clock: clock)
        interactor.finish()
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A finish after a cancelled transition ended does not finish the next one")
    func finishAfterCancel() {
        let (host, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.dismiss(animated: true)
        interactor.update(0.4)
        interactor.cancel()
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        interactor.finish()
        interactor.finish()
        expectFreshDismissal(second, interactor, clock: clock)
        interactor.cancel()
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(second.view.presentation.alpha == 1)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A finish before the interactor was returned for a transition is not applied to it")
    func finishBeforeReturned() {
        let (_, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        interactor.finish()
        expectFreshDismissal(second, interactor, clock: clock)
        interactor.finish()
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
    }

    @Test("A cancel made after the interactor was returned, before the transition is in flight, is applied")
    func cancelWhileStarting() {
        let hooked = WillDisappearHook(identifier: "second")
        let (host, clock, window, first, second, vendor, interactor) = presented(second: hooked)
        defer { withExtendedLifetime((window, vendor)) {} }
        hooked.onWillDisappear = { interactor.cancel() }
        second.dismiss(animated: true)
        // Cancelled at 0, the scrubbed dismissal is back at its start at once.
        #expect(host.trace.lines.contains("context.completeTransition(false)"))
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(second.view.presentation.alpha == 1)
        // The next dismissal is not cancelled by it again.
        hooked.onWillDisappear = { interactor.finish() }
        second.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// An animator that completes the transition as it sets it up, with a 0.5 s fade still to run.
    final class EagerAnimator: AnimatedTransitioning {
        func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any ContextTransitioning) {
            let from = context.view(forKey: .from)
            View.animate(withDuration: 0.5, options: .curveLinear) { from?.alpha = 0 }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    @Test("Drag calls after the animator completed the transition leave its animations to run out")
    func callsAfterEarlyCompletion() {
        let (_, clock, window, first, second, vendor, interactor) = presented()
        defer { withExtendedLifetime((window, vendor)) {} }
        vendor.dismissalAnimator = EagerAnimator()
        second.dismiss(animated: true)
        #expect(first.presentedViewController == nil)
        interactor.update(0.3)
        clock.advance(by: 0.25)
        #expect(isClose(Double(second.view.presentation.alpha), 0.5, within: 1e-9))
        interactor.cancel()
        clock.advance(by: 0.25)
        #expect(!second.view.isAnimating)
        #expect(second.view.presentation.alpha == 0)
    }
}
