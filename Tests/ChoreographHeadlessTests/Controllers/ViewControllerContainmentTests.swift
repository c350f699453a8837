import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("View controller containment")
struct ViewControllerContainmentTests {
    @Test("addChild calls willMove(toParent:) before the child is attached; removeFromParent calls didMove after")
    func automaticCalls() {
        let host = installFreshHost()
        final class Child: ViewController {
            var seen: [String] = []
            override func willMove(toParent parent: ViewController?) {
                seen.append("willMove(\(parent?.traceName ?? "nil")) parent=\(self.parent?.traceName ?? "nil")")
            }
            override func didMove(toParent parent: ViewController?) {
                seen.append("didMove(\(parent?.traceName ?? "nil")) parent=\(self.parent?.traceName ?? "nil")")
            }
        }
        let parent = ViewController(identifier: "parent")
        let child = Child(identifier: "child")
        parent.addChild(child)
        #expect(parent.children.map(\.traceName) == ["child"])
        #expect(child.parent === parent)
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.seen == ["willMove(parent) parent=nil", "didMove(nil) parent=nil"])
        #expect(host.trace.lines == ["child.willMove(toParent: parent)", "child.didMove(toParent: nil)"])
        child.removeFromParent()
        #expect(child.seen.count == 2)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Children keep the order they were added in")
    func order() {
        installFreshHost()
        let parent = ViewController()
        let names = ["a", "b", "c"]
        for name in names { parent.addChild(ViewController(identifier: name)) }
        #expect(parent.children.map(\.traceName) == names)
        parent.children[1].removeFromParent()
        #expect(parent.children.map(\.traceName) == ["a", "c"])
    }

    @Test("Adding the controller itself, an ancestor, or a child twice is refused and reported")
    func refusedChildren() {
        let host = installFreshHost()
        let grandparent = ViewController(identifier: "grandparent")
        let parent = ViewController(identifier: "parent")
        let child = ViewController(identifier: "child")
        grandparent.addChild(parent)
        parent.addChild(child)
        parent.addChild(parent)
        child.addChild(grandparent)
        parent.addChild(child)
        #expect(
            host.diagnostics.codes == [
                .addChildCycle, .addChildCycle, .addChildAlreadyChild,
            ]
        )
        #expect(host.diagnostics.entries.allSatisfy { $0.severity == .programmerError })
        #expect(host.diagnostics.entries[1].message.contains("child.addChild(grandparent)"))
        #expect(parent.children.count == 1)
        #expect(grandparent.parent == nil)
        #expect(child.children.isEmpty)
    }

    @Test("A child of another container is removed from it first, as UIKit documents, and reported")
    func reparenting() {
        let host = installFreshHost()
        let first = ViewController(identifier: "first")
        let second = ViewController(identifier: "second")
        let child = ViewController(identifier: "child")
        first.addChild(child)
        host.trace.removeAll()
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.map(\.traceName) == ["child"])
        #expect(child.parent === second)
        #expect(host.trace.lines == ["child.didMove(toParent: nil)", "child.willMove(toParent: second)"])
        #expect(host.diagnostics.codes == [.addChildReparented])
        #expect(host.diagnostics.entries[0].severity == .fallback)
    }

    @Test("A controller taken from a navigation stack or a tab leaves the stack or the tabs")
    func reparentingFromContainers() {
        installFreshHost()
        let root = ViewController(identifier: "root")
        let pushed = ViewController(identifier: "pushed")
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(pushed, animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(identifier: "tab0")]
        tabs.addChild(pushed)
        #expect(navigation.viewControllers.map(\.traceName) == ["root"])
        let other = ViewController()
        other.addChild(tabs.viewControllers[0])
        #expect(tabs.viewControllers.isEmpty)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
    }

    @Test("navigationController and tabBarController find the nearest ancestor through any nesting")
    func ancestorLookup() {
        installFreshHost()
        let leaf = ViewController(identifier: "leaf")
        let wrapper = ViewController(identifier: "wrapper")
        wrapper.addChild(leaf)
        let inner = NavigationController(rootViewController: wrapper, identifier: "inner")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [inner]
        let outerRoot = ViewController(identifier: "outerRoot")
        let outer = NavigationController(rootViewController: outerRoot, identifier: "outer")
        #expect(leaf.navigationController === inner)
        #expect(wrapper.navigationController === inner)
        #expect(leaf.tabBarController === tabs)
        #expect(inner.tabBarController === tabs)
        #expect(inner.navigationController == nil)
        #expect(tabs.tabBarController == nil)
        #expect(outerRoot.navigationController === outer)
        #expect(outerRoot.tabBarController == nil)
        #expect(leaf.isDescendant(of: tabs))
        #expect(!tabs.isDescendant(of: leaf))
    }
}
