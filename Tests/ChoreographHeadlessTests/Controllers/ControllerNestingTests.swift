import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Nested containers")
struct ControllerNestingTests {
    @Test("A navigation controller in a tab: its top appears and disappears with the tab, balanced")
    func navigationInTab() {
        let host = installFreshHost()
        let home = ViewController(identifier: "home")
        let list = ViewController(identifier: "list")
        let navigation = NavigationController(rootViewController: list, identifier: "nav")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [home, navigation]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let detail = ViewController(identifier: "detail")
        navigation.pushViewController(detail, animated: true)
        #expect(!detail.isViewLoaded)
        #expect(detail.appearanceState == .disappeared)
        let mark = host.trace.entries.count
        tabs.selectedIndex = 1
        #expect(
            host.trace.lines.dropFirst(mark).filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                "home.viewWillDisappear(animated: false)", "nav.viewWillAppear(animated: false)",
                "detail.viewWillAppear(animated: false)", "home.viewDidDisappear(animated: false)",
                "nav.viewDidAppear(animated: false)", "detail.viewDidAppear(animated: false)",
            ]
        )
        #expect(detail.view.window === window)
        #expect(detail.view.frame.size == window.bounds.size)
        #expect(list.appearanceState == .disappeared)
        navigation.popViewController(animated: true)
        (host.clock as? ManualClock)?.advance(by: 1)
        #expect(list.appearanceState == .appeared)
        tabs.selectedIndex = 0
        #expect(list.appearanceState == .disappeared)
        #expect(navigation.appearanceState == .disappeared)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A resize reaches every controller in the containment tree and lays out the visible ones")
    func resizeThroughContainers() {
        let host = installFreshHost()
        let top = ProbeController(identifier: "top")
        let below = ProbeController(identifier: "below")
        let navigation = NavigationController(rootViewController: below, identifier: "nav")
        navigation.pushViewController(top, animated: false)
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [navigation]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let mark = host.trace.entries.count
        let landscape = CGSize(width: 844, height: 390)
        window.resize(to: landscape)
        #expect(
            host.trace.lines.dropFirst(mark).filter { $0.contains("viewWillTransition") } == [
                "tabs.viewWillTransition(to: 844×390)", "nav.viewWillTransition(to: 844×390)",
                "below.viewWillTransition(to: 844×390)", "top.viewWillTransition(to: 844×390)",
            ]
        )
        #expect(top.view.frame == CGRect(origin: .zero, size: landscape))
        #expect(top.view.convert(top.view.bounds, to: nil) == CGRect(origin: .zero, size: landscape))
        #expect(top.layoutCount >= 2)
        #expect(!below.isViewLoaded)
        let layouts = host.trace.lines.dropFirst(mark).filter { $0.contains("LayoutSubviews") }
        #expect(
            layouts == [
                "tabs.viewWillLayoutSubviews()", "tabs.viewDidLayoutSubviews()", "nav.viewWillLayoutSubviews()",
                "nav.viewDidLayoutSubviews()", "top.viewWillLayoutSubviews()", "top.viewDidLayoutSubviews()",
            ]
        )
    }

    @Test("A child controller that overrides the child size gets the size its parent chose")
    func childSize() {
        installFreshHost()
        final class Split: ViewController {
            override func size(
                forChildContentContainer child: ViewController, withParentContainerSize parentSize: CGSize
            )
                -> CGSize
            {
                CGSize(width: parentSize.width / 2, height: parentSize.height)
            }
        }
        let split = Split(identifier: "split")
        let half = ProbeController(identifier: "half")
        split.addChild(half)
        let window = Window()
        window.rootViewController = split
        window.resize(to: CGSize(width: 800, height: 600))
        #expect(half.transitionSizes == [CGSize(width: 400, height: 600)])
    }
}
