import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Navigation transitions")
struct NavigationTransitionTests {
    /// The rule: HostRules#Navigation-and-tab-changes.
    @Test("An animated push with a delegate animator asks and calls in UIKit's order")
    func pushOrder() {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: true, duration: 0.5))
        navigation.delegate = vendor
        let mark = host.trace.entries.count
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.transitionCoordinator != nil)
        #expect(a.view.window === window && b.view.window === window)
        clock.advance(by: 0.6)
        #expect(
            transitionCalls(host, after: mark) == [
                "B.willMove(toParent: nav)", "nav.delegate.willShow(B, animated: true)", "B.loadView()",
                "B.viewDidLoad()", "nav.delegate.animationController(for: push, from: A, to: B)",
                "nav.delegate.interactionController(for: FadeAnimator)", "A.viewWillDisappear(animated: true)",
                "B.viewWillAppear(animated: true)", "FadeAnimator.transitionDuration(using:) -> 0.5",
                "FadeAnimator.animateTransition(using:)", "context.completeTransition(true)",
                "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true)", "B.didMove(toParent: nav)",
                "nav.delegate.didShow(B, animated: true)", "FadeAnimator.animationEnded(true)",
            ])
        let completion = host.trace.entries.first { $0.event == "completeTransition(true)" }
        #expect(completion.map { isClose($0.time, 0.5, within: 1e-9) } == true)
        #expect(vendor.operations == [.push])
        #expect(a.view.window == nil)
        #expect(b.transitionCoordinator == nil)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// The rule: HostRules#Navigation-and-tab-changes.
    @Test("An animated pop with a delegate animator asks and calls in UIKit's order")
    func popOrder() {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: false, duration: 0.5))
        navigation.delegate = vendor
        let mark = host.trace.entries.count
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        clock.advance(by: 0.6)
        #expect(
            transitionCalls(host, after: mark) == [
                "B.willMove(toParent: nil)", "nav.delegate.willShow(A, animated: true)",
                "nav.delegate.animationController(for: pop, from: B, to: A)",
                "nav.delegate.interactionController(for: FadeAnimator)", "B.viewWillDisappear(animated: true)",
                "A.viewWillAppear(animated: true)", "FadeAnimator.transitionDuration(using:) -> 0.5",
                "FadeAnimator.animateTransition(using:)", "context.completeTransition(true)",
                "B.viewDidDisappear(animated: true)", "A.viewDidAppear(animated: true)", "B.didMove(toParent: nil)",
                "nav.delegate.didShow(A, animated: true)", "FadeAnimator.animationEnded(true)",
            ])
        #expect(vendor.operations == [.pop])
        #expect(b.parent == nil)
        #expect(b.view.window == nil)
        #expect(a.view.window === window)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// The rule: HostRules#Frames.
    @Test("The context: both views, the content view as container, style .none, the frames of a container transition")
    func contextViewsAndFrames() throws {
        let (host, _, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let probe = ContextProbeAnimator()
        let vendor = NavigationVendor(animator: probe)
        navigation.delegate = vendor
        let b = ViewController(identifier: "B")
        let bounds = window.bounds
        navigation.pushViewController(b, animated: true)
        navigation.popViewController(animated: true)
        #expect(probe.sightings.count == 2)
        let push = try #require(probe.sightings.first)
        #expect(push.from === a && push.to === b)
        #expect(push.fromView === a.view && push.toView === b.view)
        #expect(push.container.superview === navigation.view)
        #expect(push.container.frame == navigation.view.bounds)
        #expect(push.fromViewSuperview === push.container)
        #expect(push.toViewSuperview == nil)
        #expect(push.style == ModalPresentationStyle.none)
        #expect(push.isAnimated)
        #expect(push.initialFrom == bounds && push.finalFrom == .zero)
        #expect(push.initialTo == .zero && push.finalTo == bounds)
        #expect(push.strangerFrames == [.zero, .zero])
        let pop = try #require(probe.sightings.last)
        #expect(pop.from === b && pop.to === a)
        #expect(pop.fromView === b.view && pop.toView === a.view)
        #expect(pop.container === push.container)
        #expect(pop.toViewSuperview == nil)
        #expect(pop.initialFrom == bounds && pop.finalFrom == .zero)
        #expect(pop.initialTo == .zero && pop.finalTo == bounds)
        #expect(a.view.superview === push.container)
        #expect(b.viewIfLoaded?.superview == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// The rule: HostRules#The-standard-push-and-pop.
    @Test("The standard push slides the new view in from the right over a parallax of -0.3 width")
    func standardPush() throws {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        let width = Double(window.bounds.width)
        navigation.pushViewController(b, animated: true)
        #expect(host.trace.lines.contains("StandardNavigationAnimator.transitionDuration(using:) -> 0.35"))
        #expect(Double(b.view.presentation.frame.minX) == width)
        let dimming = try #require(window.view(withIdentifier: "navigation.dimming"))
        #expect(
            dimming.superview?.subviews.map(ObjectIdentifier.init)
                == [a.view, dimming, b.view].map(ObjectIdentifier.init))
        clock.advance(by: 0.175)
        let eased = easeOutProgress(at: 0.5)
        let incoming = Double(b.view.presentation.frame.minX)
        let outgoing = Double(a.view.presentation.frame.minX)
        #expect(incoming > 0 && incoming < width)
        #expect(outgoing < 0 && outgoing > -0.3 * width)
        #expect(isClose(incoming, width * (1 - eased), within: 0.01))
        #expect(isClose(outgoing, -0.3 * width * eased, within: 0.01))
        #expect(isClose(Double(dimming.presentation.alpha), 0.1 * eased, within: 1e-4))
        #expect(isClose(Double(dimming.presentation.frame.minX), outgoing, within: 0.01))
        clock.advance(by: 0.175)
        #expect(a.view.superview == nil)
        #expect(window.view(withIdentifier: "navigation.dimming") == nil)
        #expect(b.view.frame == window.bounds)
        #expect(b.view.presentation.frame == window.bounds)
        #expect(a.view.frame == window.bounds)
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(host.animationLog.allSatisfy { $0.duration == 0.35 })
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The standard pop reverses the push: the top slides out right, the one below comes back from -0.3 width")
    func standardPop() throws {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        let width = Double(window.bounds.width)
        navigation.pushViewController(b, animated: false)
        navigation.popViewController(animated: true)
        #expect(isClose(Double(a.view.presentation.frame.minX), -0.3 * width, within: 1e-9))
        let dimming = try #require(window.view(withIdentifier: "navigation.dimming"))
        #expect(dimming.presentation.alpha == 0.1)
        #expect(
            dimming.superview?.subviews.map(ObjectIdentifier.init)
                == [a.view, dimming, b.view].map(ObjectIdentifier.init))
        clock.advance(by: 0.175)
        let eased = easeOutProgress(at: 0.5)
        let outgoing = Double(b.view.presentation.frame.minX)
        let incoming = Double(a.view.presentation.frame.minX)
        #expect(isClose(outgoing, width * eased, within: 0.01))
        #expect(isClose(incoming, -0.3 * width * (1 - eased), within: 0.01))
        #expect(isClose(Double(dimming.presentation.alpha), 0.1 * (1 - eased), within: 1e-4))
        clock.advance(by: 0.2)
        #expect(b.view.superview == nil)
        #expect(window.view(withIdentifier: "navigation.dimming") == nil)
        #expect(a.view.frame == window.bounds && a.view.presentation.frame == window.bounds)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Without animation the change is made at once and no animator is asked for")
    func unanimated() {
        let (host, _, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: true))
        navigation.delegate = vendor
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        #expect(vendor.operations.isEmpty)
        #expect(b.view.window === window && a.view.window == nil)
        #expect(b.appearanceState == .appeared)
        #expect(host.animationLog.isEmpty)
    }

    /// The rule: HostRules#Cancelled-pops-and-pushes.
    @Test("A push cancelled by an interactor completes and then becomes a pop, reported as a fallback")
    func cancelledPush() {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let interactor = PercentDrivenInteractiveTransition()
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: true, duration: 0.5), interactor: interactor)
        navigation.delegate = vendor
        let b = ViewController(identifier: "B")
        let mark = host.trace.entries.count
        navigation.pushViewController(b, animated: true)
        interactor.update(0.4)
        interactor.cancel()
        clock.advance(by: 1)
        #expect(host.diagnostics.codes == [.pushCancelled])
        #expect(host.diagnostics.entries.first?.severity == .fallback)
        #expect(
            appearanceCalls(host, after: mark) == [
                "A.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)",
                "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true)",
                "B.viewWillDisappear(animated: false)", "A.viewWillAppear(animated: false)",
                "B.viewDidDisappear(animated: false)", "A.viewDidAppear(animated: false)",
            ])
        #expect(
            transitionCalls(host, after: mark).filter { $0.hasPrefix("nav.delegate.") && $0.contains("Show") } == [
                "nav.delegate.willShow(B, animated: true)", "nav.delegate.didShow(B, animated: true)",
                "nav.delegate.willShow(A, animated: false)", "nav.delegate.didShow(A, animated: false)",
            ])
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.parent == nil)
        #expect(a.view.window === window && a.view.frame == window.bounds)
        #expect(b.view.window == nil)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("setViewControllers with a new top animates as a push, with an old one on top as a pop")
    func setViewControllersOperations() {
        let (_, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = NavigationVendor(animator: ContextProbeAnimator())
        navigation.delegate = vendor
        let b = ViewController(identifier: "B")
        let c = ViewController(identifier: "C")
        navigation.setViewControllers([a, b, c], animated: true)
        navigation.setViewControllers([a, b], animated: true)
        clock.advance(by: 0.1)
        #expect(vendor.operations == [.push, .pop])
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.window === window && c.parent == nil)
    }

    @Test(
        "An animator that never adds the new top's view is reported; the host adds the view so the screen is not blank")
    func toViewNotAdded() {
        final class Forgetful: AnimatedTransitioning {
            func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0 }
            func animateTransition(using context: any ContextTransitioning) {
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        let (host, _, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = NavigationVendor(animator: Forgetful())
        navigation.delegate = vendor
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: true)
        #expect(host.diagnostics.codes == [.navigationToViewNotAdded])
        #expect(host.diagnostics.entries.first?.severity == .contractViolation)
        #expect(b.view.window === window && b.view.frame == window.bounds)
        #expect(a.view.window == nil)
        #expect(b.appearanceState == .appeared)
    }
}
