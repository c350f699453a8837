import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Tab switch transitions")
struct TabSwitchTransitionTests {
    /// A visible window whose root is a tab bar controller `tabs` with tabs `one` and `two`, `one` selected.
    private func tabScene() -> (HostEnvironment, ManualClock, Window, TabBarController, ViewController, ViewController)
    {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let one = ViewController(identifier: "one")
        let two = ViewController(identifier: "two")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [one, two]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (host, clock, window, tabs, one, two)
    }

    @Test("A delegate animator animates the switch in UIKit's order; the old tab's view leaves at the end")
    func animatedSwitch() {
        let (host, clock, window, tabs, one, two) = tabScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = TabVendor(animator: FadeAnimator(presenting: true, duration: 0.3))
        tabs.delegate = vendor
        let mark = host.trace.entries.count
        tabs.tapTab(at: 1)
        #expect(tabs.selectedIndex == 1)
        #expect(one.view.window === window && two.view.window === window)
        #expect(two.transitionCoordinator != nil)
        clock.advance(by: 0.4)
        #expect(
            transitionCalls(host, after: mark) == [
                "tabs.delegate.shouldSelect(two) -> true",
                "tabs.delegate.animationControllerForTransition(from: one, to: two)",
                "tabs.delegate.interactionController(for: FadeAnimator)", "two.loadView()", "two.viewDidLoad()",
                "one.viewWillDisappear(animated: true)", "two.viewWillAppear(animated: true)",
                "FadeAnimator.transitionDuration(using:) -> 0.3", "FadeAnimator.animateTransition(using:)",
                "tabs.delegate.didSelect(two)", "context.completeTransition(true)",
                "one.viewDidDisappear(animated: true)", "two.viewDidAppear(animated: true)",
                "FadeAnimator.animationEnded(true)",
            ])
        #expect(one.view.window == nil)
        #expect(two.view.frame == window.bounds)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// The rule: HostRules#Frames.
    @Test("The tab context: both views, style .none, the frames of a container transition")
    func context() throws {
        let (_, _, window, tabs, one, two) = tabScene()
        defer { withExtendedLifetime(window) {} }
        let probe = ContextProbeAnimator()
        let vendor = TabVendor(animator: probe)
        tabs.delegate = vendor
        tabs.selectedIndex = 1
        let sighting = try #require(probe.sightings.first)
        #expect(sighting.from === one && sighting.to === two)
        #expect(sighting.fromView === one.view && sighting.toView === two.view)
        #expect(sighting.container.superview === tabs.view)
        #expect(sighting.style == ModalPresentationStyle.none)
        #expect(sighting.initialFrom == window.bounds && sighting.finalFrom == .zero)
        #expect(sighting.initialTo == .zero && sighting.finalTo == window.bounds)
        #expect(two.view.superview === sighting.container && one.view.superview == nil)
    }

    @Test("Without a delegate animator the switch is immediate, as UIKit's standard one")
    func immediateWithoutAnimator() {
        let (host, _, window, tabs, one, two) = tabScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = TabVendor(animator: nil)
        tabs.delegate = vendor
        tabs.selectedIndex = 1
        #expect(two.appearanceState == .appeared && one.appearanceState == .disappeared)
        #expect(two.view.window === window && one.view.window == nil)
        #expect(host.trace.lines.contains("tabs.delegate.animationControllerForTransition(from: one, to: two)"))
        #expect(!host.trace.lines.contains { $0.hasPrefix("tabs.delegate.interactionController") })
        #expect(host.animationLog.isEmpty)
    }

    /// The rule: HostRules#Cancelled-pops-and-pushes.
    @Test("A cancelled interactive switch restores the selection, the views and the appearance")
    func cancelledSwitch() {
        let (host, clock, window, tabs, one, two) = tabScene()
        defer { withExtendedLifetime(window) {} }
        let interactor = PercentDrivenInteractiveTransition()
        let vendor = TabVendor(animator: FadeAnimator(presenting: false, duration: 0.4), interactor: interactor)
        tabs.delegate = vendor
        let mark = host.trace.entries.count
        tabs.selectedIndex = 1
        interactor.update(0.5)
        #expect(isClose(Double(one.view.presentation.alpha), 0.5, within: 1e-9))
        interactor.cancel()
        clock.advance(by: 1)
        #expect(tabs.selectedIndex == 0)
        #expect(one.view.window === window && two.view.window == nil)
        #expect(one.view.alpha == 1)
        #expect(
            appearanceCalls(host, after: mark) == [
                "one.viewWillDisappear(animated: true)", "two.viewWillAppear(animated: true)",
                "one.viewDidAppear(animated: true)", "two.viewDidDisappear(animated: true)",
            ])
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }
}
