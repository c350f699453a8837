import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Window root view controller")
struct WindowRootViewControllerTests {
    @Test("Setting the root installs its view filling the window; it appears when the window is made visible")
    func install() {
        let host = installFreshHost()
        let window = Window(size: CGSize(width: 320, height: 480))
        let root = ProbeController(identifier: "root")
        window.rootViewController = root
        #expect(root.view.superview === window)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(root.appearanceState == .disappeared)
        #expect(!window.isVisible)
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        #expect(window.isVisible)
        #expect(root.appearanceState == .appeared)
        #expect(
            host.trace.lines(matching: "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear") == [
                "root.loadView()", "root.viewDidLoad()", "root.viewWillAppear(animated: false)",
                "root.viewDidAppear(animated: false)",
            ]
        )
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Replacing the root of a visible window: the old one disappears, the new one appears")
    func replace() {
        let host = installFreshHost()
        let window = Window()
        let old = ViewController(identifier: "old")
        let new = ViewController(identifier: "new")
        window.rootViewController = old
        window.makeKeyAndVisible()
        window.rootViewController = new
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === new.view)
        #expect(old.view.superview == nil)
        #expect(old.appearanceState == .disappeared)
        #expect(new.appearanceState == .appeared)
        #expect(
            host.trace.lines(matching: "viewDidLoad", "viewWill", "viewDid")
                .filter { !$0.contains("Layout") }.suffix(5) == [
                    "new.viewDidLoad()", "old.viewWillDisappear(animated: false)",
                    "new.viewWillAppear(animated: false)", "old.viewDidDisappear(animated: false)",
                    "new.viewDidAppear(animated: false)",
                ]
        )
        window.rootViewController = nil
        #expect(window.subviews.isEmpty)
        #expect(new.appearanceState == .disappeared)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("A root's children appear and disappear with it")
    func childrenFollowRoot() {
        let host = installFreshHost()
        let window = Window()
        let root = ViewController(identifier: "root")
        let child = ViewController(identifier: "child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(child.appearanceState == .appeared)
        window.rootViewController = ViewController(identifier: "other")
        #expect(child.appearanceState == .disappeared)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.trace.events(of: "child").filter { $0.hasPrefix("viewWillAppear") }.count == 1)
    }

    @Test("Resizing calls viewWillTransition(to:) down the hierarchy before the new layout")
    func resize() {
        let host = installFreshHost()
        let window = Window()
        let root = ProbeController(identifier: "root")
        let child = ProbeController(identifier: "child")
        root.addChild(child)
        root.view.addSubview(child.view)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let layoutsBefore = root.layoutCount
        host.trace.removeAll()
        let landscape = CGSize(width: 844, height: 390)
        window.resize(to: landscape)
        #expect(root.transitionSizes == [landscape])
        #expect(child.transitionSizes == [landscape])
        #expect(window.bounds.size == landscape)
        #expect(root.view.frame == CGRect(origin: .zero, size: landscape))
        #expect(root.layoutCount == layoutsBefore + 1)
        #expect(
            host.trace.lines.prefix(4) == [
                "root.viewWillTransition(to: 844×390)", "child.viewWillTransition(to: 844×390)",
                "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()",
            ]
        )
        host.trace.removeAll()
        window.resize(to: landscape)
        #expect(host.trace.entries.isEmpty)
    }

    @Test("A bad size, a child controller as root, and a root moved between windows are reported")
    func badInput() {
        let host = installFreshHost()
        let window = Window()
        window.resize(to: CGSize(width: -1, height: 100))
        window.resize(to: CGSize(width: CGFloat.nan, height: 100))
        #expect(window.bounds.size == Window.defaultSize)
        let parent = ViewController(identifier: "parent")
        let child = ViewController(identifier: "child")
        parent.addChild(child)
        window.rootViewController = child
        #expect(window.rootViewController == nil)
        let root = ViewController(identifier: "root")
        window.rootViewController = root
        let second = Window()
        second.rootViewController = root
        #expect(window.rootViewController == nil)
        #expect(window.subviews.isEmpty)
        #expect(root.view.superview === second)
        #expect(
            host.diagnostics.codes == [
                .windowResizeInvalidSize, .windowResizeInvalidSize, .rootViewControllerHasParent,
                .rootViewControllerMoved,
            ]
        )
    }
}
