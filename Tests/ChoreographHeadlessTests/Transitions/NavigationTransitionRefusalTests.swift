import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Navigation and tab changes refused while a transition runs")
struct NavigationTransitionRefusalTests {
    @Test("Stack changes and the edge swipe during an animated push are refused and change nothing")
    func duringPush() throws {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        let c = ViewController(identifier: "C")
        var states: [GestureRecognizer.State] = []
        navigation.interactivePopGestureRecognizer.observeState { _, state in states.append(state) }
        let simulator = TouchSimulator(window: window, clock: clock)
        navigation.pushViewController(b, animated: true)
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 100, y: 400), duration: 0.1)
        try simulator.release()
        #expect(states.contains(.failed) && !states.contains(.began))
        navigation.pushViewController(c, animated: true)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: false).isEmpty)
        #expect(navigation.popToViewController(a, animated: true).isEmpty)
        navigation.setViewControllers([c], animated: false)
        navigation.viewControllers = [a]
        #expect(host.diagnostics.codes == Array(repeating: .navigationWhileTransitioning, count: 6))
        #expect(host.diagnostics.entries.allSatisfy { $0.severity == .programmerError })
        #expect(host.diagnostics.entries.first?.message.contains("push transition runs") == true)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(c.parent == nil && !c.isViewLoaded)
        clock.advance(by: 0.3)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.window === window && a.view.window == nil)
        #expect(AppearanceRules.isBalanced(host.trace))
        navigation.popViewController(animated: true)
        clock.advance(by: 0.4)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(host.diagnostics.entries.count == 6)
    }

    @Test("A push during a modal presentation is refused and changes nothing")
    func duringPresentation() {
        let (host, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(ViewController(identifier: "B"), animated: false)
        let sheet = ViewController(identifier: "sheet")
        sheet.modalPresentationStyle = .overFullScreen
        navigation.present(sheet, animated: true)
        let c = ViewController(identifier: "C")
        navigation.pushViewController(c, animated: false)
        clock.advance(by: 1)
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning])
        #expect(host.diagnostics.entries.first?.message.contains("presentation transition runs") == true)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(c.parent == nil)
        #expect(navigation.presentedViewController === sheet)
    }

    @Test("Tab selection during an animated tab switch is refused and changes nothing")
    func duringTabSwitch() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let one = ViewController(identifier: "one")
        let two = ViewController(identifier: "two")
        let three = ViewController(identifier: "three")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [one, two, three]
        let window = Window()
        defer { withExtendedLifetime(window) {} }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let vendor = TabVendor(animator: FadeAnimator(presenting: true, duration: 0.3))
        tabs.delegate = vendor
        tabs.selectedIndex = 1
        tabs.selectedIndex = 2
        tabs.selectedViewController = one
        // A person's tap is ignored, as UIKit ignores touches during a transition: no programmer error.
        #expect(!tabs.tapTab(at: 2))
        #expect(host.diagnostics.codes == Array(repeating: .tabBarWhileTransitioning, count: 2))
        #expect(host.trace.entries.contains { $0.event.contains("tapTab(at: 2) ignored while a tabSwitch runs") })
        #expect(tabs.selectedIndex == 1)
        clock.advance(by: 0.5)
        #expect(tabs.selectedViewController === two)
        #expect(two.view.window === window && three.viewIfLoaded == nil)
        #expect(AppearanceRules.isBalanced(host.trace))
    }
}
