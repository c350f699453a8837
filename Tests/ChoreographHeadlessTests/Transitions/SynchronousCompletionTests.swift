import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Transitions completed while the animator sets up")
struct SynchronousCompletionTests {
    /// The rule: HostRules#Chrome-and-alongside-animations.
    @Test("A sheet presented without animation is dimmed when its completion handler runs")
    func sheetDimmedBeforeCompletion() {
        let (host, clock, window, first, second) = modalScene(style: .pageSheet)
        defer { withExtendedLifetime(window) {} }
        var dimmingInCompletion: CGFloat?
        first.present(second, animated: false) {
            dimmingInCompletion = window.view(withIdentifier: "dimming")?.alpha
        }
        clock.advance(by: 1)
        #expect(dimmingInCompletion == 0.2)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Alongside blocks given in will-begin run before the coordinator's completions and the did-end")
    func alongsideBeforeDidEnd() {
        final class Chrome: PresentationController {
            var events: [String] = []
            override func presentationTransitionWillBegin() {
                presentedViewController.transitionCoordinator?.animate(
                    alongsideTransition: { _ in self.events.append("alongside") },
                    completion: { _ in self.events.append("coordinator completion") }
                )
            }
            override func presentationTransitionDidEnd(_ completed: Bool) {
                events.append("didEnd(\(completed))")
            }
        }
        let (_, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor(animator: ImmediateAnimator())
        var chrome: Chrome?
        vendor.presentation = { presented, presenting in
            let made = Chrome(presentedViewController: presented, presenting: presenting)
            chrome = made
            return made
        }
        second.transitioningDelegate = vendor
        first.present(second, animated: false) { chrome?.events.append("present completion") }
        clock.advance(by: 1)
        #expect(
            chrome?.events == ["alongside", "coordinator completion", "didEnd(true)", "present completion"]
        )
        withExtendedLifetime(vendor) {}
    }
}

/// An animator that places the "to" view and completes at once, as a non-animated custom presentation may.
@MainActor
private final class ImmediateAnimator: AnimatedTransitioning {
    func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using context: any ContextTransitioning) {
        if let view = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
            view.frame = context.finalFrame(for: controller)
            context.containerView.addSubview(view)
        }
        context.completeTransition(!context.transitionWasCancelled)
    }
}
