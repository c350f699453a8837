import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Modal presentation")
struct ModalPresentationTests {
    /// The rule: HostRules#Presentations-and-dismissals.
    @Test("A custom presentation asks and calls in UIKit's order")
    func presentationOrder() {
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor()
        second.transitioningDelegate = vendor
        host.trace.removeAll()
        var completed = false
        first.present(second, animated: true) {
            host.trace.record("app", "present completion")
            completed = true
        }
        clock.advance(by: 1)
        #expect(completed)
        // The controllers' own lifecycle calls are checked elsewhere; keep the transition's.
        let calls = host.trace.lines.filter { !$0.hasPrefix("first.") && !$0.hasPrefix("second.") }
        #expect(
            calls == [
                "transitioningDelegate.presentationController(forPresented:presenting:source:)",
                "transitioningDelegate.animationController(forPresented:presenting:source:)",
                "transitioningDelegate.interactionControllerForPresentation(using:)",
                "PresentationController.presentationTransitionWillBegin()",
                "PresentationController.presentedView",
                "FadeAnimator.transitionDuration(using:) -> 0.7",
                "FadeAnimator.animateTransition(using:)",
                "context.completeTransition(true)",
                "PresentationController.presentationTransitionDidEnd(true)",
                "app.present completion",
                "FadeAnimator.animationEnded(true)",
            ])
        #expect(first.presentedViewController === second)
        #expect(second.presentingViewController === first)
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// The rule: HostRules#Controllers-and-views.
    @Test("Under .custom the animator may not touch the presenter's view")
    func customViewKeys() throws {
        let (_, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let present = FadeAnimator(presenting: true)
        let dismiss = FadeAnimator(presenting: false)
        let vendor = Vendor(animator: present, dismissalAnimator: dismiss)
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        #expect(present.seenViews.first?.from == nil)
        #expect(present.seenViews.first?.to === second.view)
        #expect(first.view.window === window)
        second.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(dismiss.seenViews.first?.from === second.view)
        #expect(dismiss.seenViews.first?.to == nil)
        #expect(second.viewIfLoaded?.window == nil)
        #expect(first.presentedViewController == nil)
        #expect(window.view(withIdentifier: "container") == nil)
    }

    @Test("Under .fullScreen both views are given, and the presenter's view leaves the screen until dismissal")
    func fullScreenViewKeys() throws {
        let (_, clock, window, first, second) = modalScene(style: .fullScreen)
        defer { withExtendedLifetime(window) {} }
        let present = FadeAnimator(presenting: true)
        let dismiss = FadeAnimator(presenting: false)
        let vendor = Vendor(animator: present, dismissalAnimator: dismiss)
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        #expect(present.seenViews.first?.from === first.view)
        #expect(present.seenViews.first?.to === second.view)
        #expect(first.view.window === window)
        clock.advance(by: 1)
        #expect(first.view.window == nil)
        #expect(first.appearanceState == .disappeared)
        second.dismiss(animated: true)
        #expect(dismiss.seenViews.first?.from === second.view)
        #expect(dismiss.seenViews.first?.to === first.view)
        clock.advance(by: 1)
        #expect(first.view.superview === window)
        #expect(first.view.frame == window.bounds)
        #expect(first.appearanceState == .appeared)
        #expect(second.appearanceState == .disappeared)
    }

    @Test("The standard animation slides the presented view up from below onto its final frame")
    func standardCoverVertical() {
        let (host, clock, window, first, second) = modalScene(style: .overFullScreen)
        defer { withExtendedLifetime(window) {} }
        first.present(second, animated: true)
        #expect(second.view.presentation.frame.minY == window.bounds.height)
        clock.advance(by: 0.2)
        let midway = second.view.presentation.frame.minY
        #expect(midway > 0 && midway < window.bounds.height)
        clock.advance(by: 0.2)
        #expect(second.view.presentation.frame == window.bounds)
        #expect(host.animationLog.last?.duration == 0.4)
        #expect(first.presentedViewController === second)
    }

    @Test("Without animation the presentation is made at once")
    func unanimated() {
        let (_, _, window, first, second) = modalScene(style: .fullScreen)
        defer { withExtendedLifetime(window) {} }
        var done = false
        first.present(second, animated: false) { done = true }
        #expect(done)
        #expect(second.view.window === window)
        #expect(second.appearanceState == .appeared)
        #expect(first.view.window == nil)
    }

    @Test("Presenting while a transition runs, from outside a window, or twice is refused and changes nothing")
    func refusals() {
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let stray = ViewController(identifier: "stray")
        stray.loadViewIfNeeded()
        stray.present(ViewController(), animated: true)
        first.present(second, animated: true)
        first.present(ViewController(identifier: "third"), animated: true)
        second.dismiss(animated: true)
        clock.advance(by: 1)
        first.present(second, animated: true)
        #expect(
            host.diagnostics.codes == [
                .presentNotInWindow, .presentWhileTransitioning, .dismissWhileTransitioning,
                .alreadyPresented,
            ])
        #expect(first.presentedViewController === second)
        #expect(host.diagnostics.entries.allSatisfy { $0.severity == .programmerError })
    }

    @Test("A released delegate falls back to the standard animation and is reported")
    func releasedDelegate() {
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        do {
            let vendor = Vendor()
            second.transitioningDelegate = vendor
        }
        #expect(second.transitioningDelegate == nil)
        first.present(second, animated: true)
        clock.advance(by: 1)
        #expect(host.diagnostics.codes == [.delegateReleased])
        #expect(host.trace.lines.contains("StandardModalAnimator.animateTransition(using:)"))
        #expect(first.presentedViewController === second)
    }

    @Test("Completing twice is ignored and reported; never completing is reported after the duration and grace")
    func completionContracts() {
        final class Twice: AnimatedTransitioning {
            func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0.2 }
            func animateTransition(using context: any ContextTransitioning) {
                if let view = context.view(forKey: .to) { context.containerView.addSubview(view) }
                context.completeTransition(true)
                context.completeTransition(false)
            }
        }
        final class Never: AnimatedTransitioning {
            func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0.2 }
            func animateTransition(using context: any ContextTransitioning) {}
        }
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let twice = Vendor(animator: Twice(), dismissalAnimator: Never())
        second.transitioningDelegate = twice
        first.present(second, animated: true)
        #expect(host.diagnostics.codes == [.completedTwice])
        #expect(first.presentedViewController === second)
        second.dismiss(animated: true)
        clock.advance(by: 1.1)
        #expect(host.diagnostics.codes == [.completedTwice])
        clock.advance(by: 0.2)
        #expect(host.diagnostics.codes == [.completedTwice, .neverCompleted])
        #expect(host.diagnostics.entries.last?.severity == .contractViolation)
    }

    @Test("Passing the animation's finished flag instead of !transitionWasCancelled is reported")
    func completionMismatch() {
        final class Wrong: AnimatedTransitioning {
            func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0 }
            func animateTransition(using context: any ContextTransitioning) { context.completeTransition(false) }
        }
        let (host, _, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor(animator: Wrong())
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        #expect(host.diagnostics.codes == [.completionMismatch])
        #expect(first.presentedViewController == nil)
        #expect(second.viewIfLoaded?.window == nil)
        #expect(second.appearanceState == .disappeared)
    }
}

@MainActor
@Suite("Modal presentation mistakes")
struct ModalPresentationMistakeTests {
    /// The rule: HostRules#Contracts.
    @Test("An animator that never adds the presented view is reported and the host adds it")
    func toViewNotAdded() {
        final class Forgetful: AnimatedTransitioning {
            func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0 }
            func animateTransition(using context: any ContextTransitioning) { context.completeTransition(true) }
        }
        let (host, _, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor(animator: Forgetful())
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        #expect(host.diagnostics.codes == [.toViewNotAdded])
        #expect(second.view.window === window)
        #expect(second.view.frame == window.bounds)
    }

    /// The rule: HostRules#Contracts.
    @Test("An animator that leaves the presented view off its final frame is reported")
    func finalFrameNotSet() {
        final class Sloppy: AnimatedTransitioning {
            func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0 }
            func animateTransition(using context: any ContextTransitioning) {
                if let view = context.view(forKey: .to) {
                    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                    context.containerView.addSubview(view)
                }
                context.completeTransition(true)
            }
        }
        let (host, _, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor(animator: Sloppy())
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        #expect(host.diagnostics.codes == [.finalFrameNotSet])
    }
}
