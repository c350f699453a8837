import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A transition inside a screen holds the changes that would take that screen away or capture it mid-transition,
/// however deep the navigation controller that runs it is nested (HostRules, "Changes while a transition runs"): a
/// tab switch waits for a push in a navigation controller nested in the selected tab, and a push on an outer
/// navigation controller waits for a push nested in its top screen.
@MainActor
@Suite("Transitions nested in a screen hold the changes that would take it away")
struct NestedScopeTests {
    /// A controller whose view holds a badge, shared by identifier between screens, so that library transitions
    /// make a ghost of it.
    static func badged(_ name: String) -> ViewController {
        let controller = ViewController(identifier: name)
        let badge = View(frame: CGRect(x: 20, y: 100, width: 60, height: 60))
        badge.identifier = "badge"
        badge.backgroundColor = .systemBlue
        controller.view.addSubview(badge)
        return controller
    }

    /// A plain controller holding `inner` as a child filling its view.
    static func holder(of inner: ViewController, _ name: String) -> ViewController {
        let holder = ViewController(identifier: name)
        holder.addChild(inner)
        inner.view.frame = holder.view.bounds
        holder.view.addSubview(inner.view)
        inner.didMove(toParent: holder)
        return holder
    }

    /// A visible window showing `root`.
    static func show(_ root: ViewController) -> Window {
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Whether no view of `window` is hidden, transformed, transparent or a leftover of a stage.
    static func isClean(_ window: Window, _ host: HostEnvironment) -> Bool {
        host.runningTransitions.isEmpty
            && window.subtree.allSatisfy { !$0.isHidden && $0.transform == .identity && $0.alpha == 1 }
    }

    @Test("A tab switch waits for a push in a navigation controller nested in the selected tab; a tap is ignored")
    func tabSwitchWaitsForNestedPush() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let inner = NavigationController(rootViewController: Self.badged("innerRoot"), identifier: "inner")
        let holder = Self.holder(of: inner, "holder")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [holder, Self.badged("other")]
        let window = Self.show(tabs)
        defer { withExtendedLifetime(window) {} }
        inner.pushViewController(Self.badged("pushed"), transition: .slide(from: .right))
        clock.advance(by: 0.1)
        #expect(!host.runningTransitions.isEmpty)
        #expect(!tabs.tapTab(at: 1))
        #expect(host.diagnostics.codes.isEmpty, "a person's tap is ignored, not an error")
        tabs.setSelectedIndex(1, transition: .slide(from: .right))
        #expect(host.diagnostics.codes == [.tabBarWhileTransitioning])
        #expect(tabs.selectedIndex == 0)
        clock.advance(by: 1)
        #expect(inner.viewControllers.map(\.traceName) == ["innerRoot", "pushed"])
        #expect(Self.isClean(window, host))
        // Once the push is over, the switch goes ahead.
        tabs.setSelectedIndex(1, transition: .slide(from: .right))
        clock.advance(by: 1)
        #expect(tabs.selectedIndex == 1)
        #expect(host.diagnostics.codes == [.tabBarWhileTransitioning])
        #expect(Self.isClean(window, host))
    }

    @Test("A push on an outer navigation controller waits for a push nested in its top screen, with no false audit")
    func outerPushWaitsForNestedPush() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let inner = NavigationController(rootViewController: Self.badged("innerRoot"), identifier: "inner")
        let outer = NavigationController(rootViewController: Self.holder(of: inner, "holder"), identifier: "outer")
        let window = Self.show(outer)
        defer { withExtendedLifetime(window) {} }
        inner.pushViewController(Self.badged("pushed"), transition: .slide(from: .right))
        clock.advance(by: 0.1)
        outer.pushViewController(Self.badged("next"), transition: .fade)
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning])
        #expect(outer.viewControllers.map(\.traceName) == ["holder"])
        clock.advance(by: 1)
        #expect(inner.viewControllers.map(\.traceName) == ["innerRoot", "pushed"])
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning], "no view is reported left hidden")
        #expect(Self.isClean(window, host))
        outer.pushViewController(Self.badged("next"), transition: .fade)
        clock.advance(by: 1)
        #expect(outer.viewControllers.map(\.traceName) == ["holder", "next"])
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning])
        #expect(Self.isClean(window, host))
    }

    @Test("A push nested in another window holds nothing here: a tab switch and a push in this window go ahead")
    func nestedPushElsewhereHoldsNothing() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let inner = NavigationController(rootViewController: Self.badged("innerRoot"), identifier: "inner")
        let elsewhere = Self.show(Self.holder(of: inner, "holder"))
        let visible = NavigationController(rootViewController: Self.badged("visibleRoot"), identifier: "visible")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [visible, Self.badged("other")]
        let window = Self.show(tabs)
        defer { withExtendedLifetime((window, elsewhere)) {} }
        inner.pushViewController(Self.badged("pushed"), transition: .slide(from: .right))
        clock.advance(by: 0.1)
        #expect(!host.runningTransitions.isEmpty, "the nested push runs in the other window")
        visible.pushViewController(Self.badged("shown"), transition: .slide(from: .right))
        clock.advance(by: 1)
        tabs.setSelectedIndex(1, transition: .slide(from: .right))
        clock.advance(by: 1)
        #expect(host.diagnostics.codes.isEmpty)
        #expect(inner.viewControllers.map(\.traceName) == ["innerRoot", "pushed"])
        #expect(visible.viewControllers.map(\.traceName) == ["visibleRoot", "shown"])
        #expect(tabs.selectedIndex == 1)
        #expect(Self.isClean(window, host) && Self.isClean(elsewhere, host))
    }

    @Test("The edge swipe on an outer navigation controller does not begin while a push nested in its top screen runs")
    func edgeSwipeWaitsForNestedPush() throws {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let inner = NavigationController(rootViewController: Self.badged("innerRoot"), identifier: "inner")
        let outer = NavigationController(rootViewController: Self.badged("first"), identifier: "outer")
        let window = Self.show(outer)
        defer { withExtendedLifetime(window) {} }
        outer.pushViewController(Self.holder(of: inner, "holder"), animated: true)
        clock.advance(by: 1)
        inner.pushViewController(Self.badged("pushed"), animated: true)
        clock.advance(by: 0.05)
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.press(at: CGPoint(x: 2, y: 400))
        try touches.move(to: CGPoint(x: 380, y: 400), duration: 0.1)
        try touches.release()
        clock.advance(by: 1)
        #expect(outer.viewControllers.map(\.traceName) == ["first", "holder"])
        #expect(inner.viewControllers.map(\.traceName) == ["innerRoot", "pushed"])
        #expect(host.diagnostics.codes.isEmpty)
        #expect(Self.isClean(window, host))
    }
}
