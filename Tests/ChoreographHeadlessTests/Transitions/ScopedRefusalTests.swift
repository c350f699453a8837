import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A second visible window on the current host whose root is a navigation controller on a root controller `B`.
@MainActor
func secondNavigationWindow() -> (Window, NavigationController) {
    let navigation = NavigationController(rootViewController: ViewController(identifier: "B"), identifier: "navB")
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation)
}

/// Whether every view in `window` shows at its model's identity transform and full opacity, as every view of these
/// scenes starts.
@MainActor
func isAtRest(_ window: Window) -> Bool {
    window.subtree.allSatisfy { $0.transform == .identity && $0.alpha == 1 }
}

/// UIKit refuses a change only for the controllers a running transition involves
/// (HostRules, "Changes while a transition runs"): independent controllers — in another window, in no window, in
/// another tab — change while it runs; the controllers it involves still refuse, with their codes.
@MainActor
@Suite("Refusals scoped to the controllers a transition involves")
struct ScopedRefusalTests {
    @Test("A push in one window during a push in another starts; both complete with balanced appearance")
    func pushesInTwoWindows() {
        let (host, clock, windowA, navA, _) = navigationScene()
        let (windowB, navB) = secondNavigationWindow()
        defer { withExtendedLifetime((windowA, windowB)) {} }
        let a1 = ViewController(identifier: "A1")
        let b1 = ViewController(identifier: "B1")
        navA.pushViewController(a1, animated: true)
        clock.advance(by: 0.1)
        #expect(navA.transitionCoordinator != nil)
        navB.pushViewController(b1, animated: true)
        #expect(host.diagnostics.codes.isEmpty)
        #expect(navB.transitionCoordinator != nil, "the push in the second window runs as a transition")
        clock.advance(by: 1)
        #expect(navA.transitionCoordinator == nil && navB.transitionCoordinator == nil)
        #expect(navA.viewControllers.map(\.traceName) == ["A", "A1"])
        #expect(navB.viewControllers.map(\.traceName) == ["B", "B1"])
        #expect(a1.view.window === windowA && b1.view.window === windowB)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(isAtRest(windowA) && isAtRest(windowB))
        #expect(host.diagnostics.codes.isEmpty)
    }

    @Test("Controllers in no window and in another tab change while another window's push runs")
    func controllersElsewhere() {
        let (host, clock, windowA, navA, _) = navigationScene()
        defer { withExtendedLifetime(windowA) {} }
        navA.pushViewController(ViewController(identifier: "A1"), animated: true)
        clock.advance(by: 0.05)
        let tabs = TabBarController(identifier: "offscreenTabs")
        let one = ViewController(identifier: "one")
        let two = ViewController(identifier: "two")
        tabs.viewControllers = [one, two]
        tabs.selectedIndex = 1
        let spare = NavigationController(identifier: "spare")
        spare.viewControllers = [ViewController(identifier: "S1"), ViewController(identifier: "S2")]
        #expect(host.diagnostics.codes.isEmpty)
        #expect(tabs.viewControllers.map(\.traceName) == ["one", "two"])
        #expect(tabs.selectedViewController === two)
        #expect(spare.viewControllers.map(\.traceName) == ["S1", "S2"])
        clock.advance(by: 1)
        #expect(navA.viewControllers.map(\.traceName) == ["A", "A1"])
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("A navigation controller in another tab changes while the selected tab's push runs")
    func anotherTab() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let first = NavigationController(rootViewController: ViewController(identifier: "F"), identifier: "first")
        let second = NavigationController(rootViewController: ViewController(identifier: "S"), identifier: "second")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [first, second]
        let window = Window()
        defer { withExtendedLifetime(window) {} }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        first.pushViewController(ViewController(identifier: "F1"), animated: true)
        #expect(first.transitionCoordinator != nil)
        second.pushViewController(ViewController(identifier: "S1"), animated: true)
        #expect(host.diagnostics.codes.isEmpty)
        #expect(second.viewControllers.map(\.traceName) == ["S", "S1"])
        clock.advance(by: 1)
        #expect(first.viewControllers.map(\.traceName) == ["F", "F1"])
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("A presentation from another window's controller starts during a push and both complete")
    func presentFromAnotherWindow() {
        let (host, clock, windowA, navA, _) = navigationScene()
        let root = ViewController(identifier: "R")
        let windowB = Window()
        windowB.rootViewController = root
        windowB.makeKeyAndVisible()
        defer { withExtendedLifetime((windowA, windowB)) {} }
        navA.pushViewController(ViewController(identifier: "A1"), animated: true)
        clock.advance(by: 0.1)
        let sheet = ViewController(identifier: "sheet")
        sheet.modalPresentationStyle = .overFullScreen
        var presented = false
        root.present(sheet, animated: true) { presented = true }
        #expect(host.diagnostics.codes.isEmpty)
        #expect(sheet.isBeingPresented)
        clock.advance(by: 1)
        #expect(presented && root.presentedViewController === sheet && sheet.view.window === windowB)
        #expect(navA.viewControllers.map(\.traceName) == ["A", "A1"])
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(isAtRest(windowA))
    }

    @Test("A push on the navigation controller mid-push is still refused, while the other window's is not")
    func ownPushStillRefused() {
        let (host, clock, windowA, navA, _) = navigationScene()
        let (windowB, navB) = secondNavigationWindow()
        defer { withExtendedLifetime((windowA, windowB)) {} }
        navA.pushViewController(ViewController(identifier: "A1"), animated: true)
        navA.pushViewController(ViewController(identifier: "A2"), animated: true)
        navB.pushViewController(ViewController(identifier: "B1"), animated: false)
        #expect(host.diagnostics.codes == [.navigationWhileTransitioning])
        #expect(host.diagnostics.entries.first?.message.contains("nav: a stack change") == true)
        #expect(host.diagnostics.entries.first?.message.contains("push transition runs") == true)
        clock.advance(by: 1)
        #expect(navA.viewControllers.map(\.traceName) == ["A", "A1"])
        #expect(navB.viewControllers.map(\.traceName) == ["B", "B1"])
    }

    @Test("A tab switch mid its own tab transition is refused; another tab bar controller switches")
    func ownTabSwitchStillRefused() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [ViewController(identifier: "one"), ViewController(identifier: "two")]
        let window = Window()
        defer { withExtendedLifetime(window) {} }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let vendor = TabVendor(animator: FadeAnimator(presenting: true, duration: 0.3))
        tabs.delegate = vendor
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        let other = TabBarController(identifier: "other")
        other.viewControllers = [ViewController(identifier: "x"), ViewController(identifier: "y")]
        other.selectedIndex = 1
        #expect(host.diagnostics.codes == [.tabBarWhileTransitioning])
        #expect(host.diagnostics.entries.first?.message.contains("tabSwitch") == true)
        #expect(other.selectedIndex == 1)
        clock.advance(by: 0.5)
        #expect(tabs.selectedIndex == 1)
    }

    @Test("Presenting from, and dismissing, a controller mid its own presentation are refused with their codes")
    func ownPresentationStillRefused() {
        let (host, clock, window, navA, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let sheet = ViewController(identifier: "sheet")
        sheet.modalPresentationStyle = .overFullScreen
        navA.present(sheet, animated: true)
        sheet.present(ViewController(identifier: "above"), animated: true)
        navA.present(ViewController(identifier: "second"), animated: true)
        sheet.dismiss(animated: true)
        navA.dismiss(animated: true)
        #expect(
            host.diagnostics.codes == [
                .presentWhileTransitioning, .presentWhileTransitioning, .dismissWhileTransitioning,
                .dismissWhileTransitioning,
            ])
        #expect(host.diagnostics.entries.allSatisfy { $0.message.contains("presentation transition") })
        #expect(host.diagnostics.entries.first?.message.hasPrefix("present refused:") == true)
        #expect(host.diagnostics.entries.last?.message.hasPrefix("dismiss refused:") == true)
        clock.advance(by: 1)
        #expect(navA.presentedViewController === sheet && sheet.presentedViewController == nil)
        #expect(!sheet.isBeingPresented)
        #expect(AppearanceRules.isBalanced(host.trace))
    }
}
