import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Tab bar controller")
struct TabBarControllerTests {
    private final class Delegate: TabBarControllerDelegate {
        var allowed: Set<String> = []
        var selected: [String] = []

        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
            -> Bool
        {
            allowed.contains(viewController.traceName)
        }

        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            selected.append("\(viewController.traceName) index=\(tabBarController.selectedIndex)")
        }
    }

    /// A visible window whose root is a tab bar controller with tabs `t0`, `t1`, `t2`.
    private func onScreen() -> (Window, TabBarController, [ProbeController], HostEnvironment) {
        let host = installFreshHost()
        let tabs = (0..<3).map { ProbeController(identifier: "t\($0)") }
        let controller = TabBarController(identifier: "tabs")
        controller.viewControllers = tabs
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller, tabs, host)
    }

    @Test("The first tab is selected, shown and appears; the others are children whose views stay unloaded")
    func initialSelection() {
        let (window, controller, tabs, host) = onScreen()
        #expect(controller.selectedIndex == 0)
        #expect(controller.selectedViewController === tabs[0])
        #expect(tabs.allSatisfy { $0.parent === controller && $0.tabBarController === controller })
        #expect(controller.children.map(\.traceName) == ["t0", "t1", "t2"])
        #expect(tabs[0].view.window === window)
        #expect(tabs[0].view.frame == window.bounds)
        #expect(tabs[0].appearanceState == .appeared)
        #expect(!tabs[1].isViewLoaded && !tabs[2].isViewLoaded)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Selecting by index swaps the visible child with balanced appearance; only the animator is asked for")
    func programmaticSelection() {
        let (window, controller, tabs, host) = onScreen()
        let delegate = Delegate()
        controller.delegate = delegate
        let mark = host.trace.entries.count
        controller.selectedIndex = 2
        #expect(
            host.trace.lines.dropFirst(mark).filter { !$0.contains("Layout") } == [
                "tabs.delegate.animationControllerForTransition(from: t0, to: t2)",
                "t2.loadView()", "t2.viewDidLoad()", "t0.viewWillDisappear(animated: false)",
                "t2.viewWillAppear(animated: false)", "t0.viewDidDisappear(animated: false)",
                "t2.viewDidAppear(animated: false)",
            ]
        )
        #expect(delegate.selected.isEmpty)
        #expect(tabs[2].view.window === window)
        #expect(tabs[0].view.superview == nil)
        controller.selectedViewController = tabs[1]
        #expect(controller.selectedIndex == 1)
        #expect(tabs[1].appearanceState == .appeared)
        #expect(tabs[2].appearanceState == .disappeared)
        controller.selectedIndex = 1
        #expect(tabs[1].notes.count == 2)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("A user's tap asks shouldSelect; a veto changes nothing; didSelect follows every allowed tap")
    func tapAndVeto() {
        let (_, controller, tabs, host) = onScreen()
        let delegate = Delegate()
        delegate.allowed = ["t0", "t2"]
        controller.delegate = delegate
        #expect(!controller.tapTab(at: 1))
        #expect(controller.selectedIndex == 0)
        #expect(tabs[1].appearanceState == .disappeared)
        #expect(controller.tapTab(at: 2))
        #expect(controller.tapTab(at: 2))
        #expect(delegate.selected == ["t2 index=2", "t2 index=2"])
        #expect(
            host.trace.events(of: "tabs").filter { $0.hasPrefix("delegate") } == [
                "delegate.shouldSelect(t1) -> false", "delegate.shouldSelect(t2) -> true", "delegate.didSelect(t2)",
                "delegate.shouldSelect(t2) -> true", "delegate.didSelect(t2)",
            ]
        )
        #expect(tabs[2].appearanceState == .appeared)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("With no delegate every tap selects; tapping the selected navigation tab pops it to its root")
    func retapPopsToRoot() {
        installFreshHost()
        let root = ViewController(identifier: "root")
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(ViewController(identifier: "deep"), animated: false)
        let controller = TabBarController()
        controller.viewControllers = [ViewController(identifier: "other"), navigation]
        #expect(controller.tapTab(at: 1))
        #expect(navigation.viewControllers.count == 2)
        #expect(controller.tapTab(at: 1))
        #expect(navigation.viewControllers.map(\.traceName) == ["root"])
    }

    @Test("Bad selections and duplicate or cyclic tabs are refused and reported")
    func refusals() {
        let (_, controller, tabs, host) = onScreen()
        controller.selectedIndex = 3
        controller.selectedIndex = -1
        controller.selectedViewController = ViewController(identifier: "stranger")
        controller.selectedViewController = nil
        #expect(!controller.tapTab(at: 7))
        controller.viewControllers = [tabs[0], tabs[0]]
        let holder = ViewController(identifier: "holder")
        holder.addChild(controller)
        controller.viewControllers = [holder]
        #expect(controller.selectedIndex == 0)
        #expect(controller.viewControllers.count == 3)
        #expect(
            host.diagnostics.codes == [
                .selectedIndexOutOfRange, .selectedIndexOutOfRange,
                .selectedViewControllerNotATab, .selectedViewControllerNotATab,
                .tapOutOfRange, .duplicateTab, .tabCycle,
            ]
        )
        #expect(host.diagnostics.entries[0].message == "tabs.selectedIndex = 3: there are 3 tabs; ignored")
    }

    @Test("New tabs keep the selected controller, else the same index, else the first tab (UIKit's documented rule)")
    func replacingTabs() {
        let (window, controller, tabs, host) = onScreen()
        controller.selectedIndex = 1
        let fresh = ProbeController(identifier: "fresh")
        controller.viewControllers = [fresh, tabs[1]]
        #expect(controller.selectedViewController === tabs[1])
        #expect(controller.selectedIndex == 1)
        #expect(tabs[2].parent == nil && tabs[0].parent == nil)
        let other = ProbeController(identifier: "other")
        controller.viewControllers = [fresh, other]
        #expect(controller.selectedViewController === other)
        #expect(other.view.window === window)
        #expect(tabs[1].appearanceState == .disappeared)
        controller.viewControllers = [fresh]
        #expect(controller.selectedViewController === fresh)
        controller.viewControllers = []
        #expect(controller.selectedIndex == NSNotFound)
        #expect(controller.selectedViewController == nil)
        #expect(fresh.appearanceState == .disappeared)
        #expect(fresh.view.superview == nil)
        #expect(controller.view.subtree.count == 2)
        #expect(AppearanceRules.isBalanced(host.trace))
    }
}
