import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Navigation controller")
struct NavigationControllerTests {
    /// A visible window whose root is a navigation controller on `root`.
    private func onScreen(_ root: ViewController) -> (Window, NavigationController, HostEnvironment) {
        let host = installFreshHost()
        let navigation = NavigationController(rootViewController: root, identifier: "nav")
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, host)
    }

    /// The trace after its first `mark` entries, without layout callbacks and the transition machinery's own calls
    /// (the animator, the context, the delegate's vending methods): the controller calls this suite checks.
    private func calls(_ host: HostEnvironment, after mark: Int) -> [String] {
        let machinery = [
            "StandardNavigationAnimator.", "context.", "nav.delegate.animationController(",
            "nav.delegate.interactionController(",
        ]
        return host.trace.lines.dropFirst(mark).filter { line in
            !line.contains("LayoutSubviews") && !machinery.contains { line.hasPrefix($0) }
        }
    }

    /// Lets an animated change on screen run to its end on the host's manual clock.
    private func settle(_ host: HostEnvironment) {
        (host.clock as? ManualClock)?.advance(by: 1)
    }

    private func isShown(_ controller: ViewController, in window: Window) -> Bool {
        controller.viewIfLoaded?.window === window
    }

    @Test("The root is shown and appears with the navigation controller")
    func rootAppears() {
        let root = ProbeController(identifier: "A")
        let (window, navigation, host) = onScreen(root)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(navigation.topViewController === root)
        #expect(navigation.visibleViewController === root)
        #expect(root.parent === navigation)
        #expect(root.appearanceState == .appeared)
        #expect(isShown(root, in: window))
        #expect(root.view.frame == window.bounds)
        #expect(root.notes.first == "viewWillAppear toParent=false fromParent=false state=appearing")
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Push: containment, delegate and appearance calls in UIKit's order; only the top's view is shown")
    func push() {
        let a = ProbeController(identifier: "A")
        let b = ProbeController(identifier: "B")
        let (window, navigation, host) = onScreen(a)
        let mark = host.trace.entries.count
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        settle(host)
        #expect(
            calls(host, after: mark) == [
                "B.willMove(toParent: nav)", "nav.delegate.willShow(B, animated: true)", "B.loadView()",
                "B.viewDidLoad()", "A.viewWillDisappear(animated: true)", "B.viewWillAppear(animated: true)",
                "A.viewDidDisappear(animated: true)", "B.viewDidAppear(animated: true)", "B.didMove(toParent: nav)",
                "nav.delegate.didShow(B, animated: true)",
            ]
        )
        #expect(delegate.calls == ["willShow B stack=2", "didShow B stack=2"])
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.parent === navigation)
        #expect(isShown(b, in: window))
        #expect(!isShown(a, in: window))
        #expect(b.view.frame == window.bounds)
        #expect(
            b.notes == [
                "viewWillAppear toParent=true fromParent=false state=appearing",
                "viewDidAppear toParent=true fromParent=false state=appeared",
            ]
        )
        #expect(a.notes.suffix(2).allSatisfy { $0.contains("toParent=false fromParent=false") })
        #expect(!b.isMovingToParent)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Pop: the top leaves with isMovingFromParent visible in its callbacks; the one below reappears")
    func pop() {
        let a = ProbeController(identifier: "A")
        let b = ProbeController(identifier: "B")
        let (window, navigation, host) = onScreen(a)
        var mark = host.trace.entries.count
        navigation.pushViewController(b, animated: false)
        mark = host.trace.entries.count
        let delegate = RecordingNavigationDelegate()
        navigation.delegate = delegate
        let popped = navigation.popViewController(animated: true)
        settle(host)
        #expect(popped === b)
        #expect(
            calls(host, after: mark) == [
                "B.willMove(toParent: nil)", "nav.delegate.willShow(A, animated: true)",
                "B.viewWillDisappear(animated: true)", "A.viewWillAppear(animated: true)",
                "B.viewDidDisappear(animated: true)", "A.viewDidAppear(animated: true)", "B.didMove(toParent: nil)",
                "nav.delegate.didShow(A, animated: true)",
            ]
        )
        #expect(delegate.calls == ["willShow A stack=1", "didShow A stack=1"])
        #expect(
            b.notes.suffix(2) == [
                "viewWillDisappear toParent=false fromParent=true state=disappearing",
                "viewDidDisappear toParent=false fromParent=true state=disappeared",
            ]
        )
        #expect(!b.isMovingFromParent)
        #expect(b.parent == nil)
        #expect(b.navigationController == nil)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(isShown(a, in: window))
        #expect(!isShown(b, in: window))
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Pop to root: only the old top and the root get appearance calls; every popped controller leaves")
    func popToRoot() {
        let a = ViewController(identifier: "A")
        let (window, navigation, host) = onScreen(a)
        var mark = host.trace.entries.count
        let b = ViewController(identifier: "B")
        let c = ViewController(identifier: "C")
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        mark = host.trace.entries.count
        let popped = navigation.popToRootViewController(animated: true)
        settle(host)
        #expect(popped.map(\.traceName) == ["B", "C"])
        #expect(
            calls(host, after: mark) == [
                "B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "C.viewWillDisappear(animated: true)",
                "A.viewWillAppear(animated: true)", "C.viewDidDisappear(animated: true)",
                "A.viewDidAppear(animated: true)", "B.didMove(toParent: nil)", "C.didMove(toParent: nil)",
            ]
        )
        #expect(b.parent == nil && c.parent == nil)
        #expect(navigation.children.map(\.traceName) == ["A"])
        #expect(isShown(a, in: window))
        #expect(navigation.popToRootViewController(animated: true).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Pop to a controller in the middle returns the controllers above it")
    func popToMiddle() {
        let a = ViewController(identifier: "A")
        let (window, navigation, host) = onScreen(a)
        let b = ViewController(identifier: "B")
        navigation.setViewControllers(
            [a, b, ViewController(identifier: "C"), ViewController(identifier: "D")], animated: false)
        let popped = navigation.popToViewController(b, animated: false)
        #expect(popped.map(\.traceName) == ["C", "D"])
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(isShown(b, in: window))
        #expect(navigation.popToViewController(b, animated: false).isEmpty)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("setViewControllers: kept controllers stay, new ones are added, removed ones leave; the new top appears")
    func setViewControllers() {
        let a = ViewController(identifier: "A")
        let (window, navigation, host) = onScreen(a)
        var mark = host.trace.entries.count
        let b = ViewController(identifier: "B")
        let c = ProbeController(identifier: "C")
        navigation.pushViewController(b, animated: false)
        mark = host.trace.entries.count
        navigation.setViewControllers([a, c], animated: true)
        settle(host)
        #expect(
            calls(host, after: mark) == [
                "B.willMove(toParent: nil)", "C.willMove(toParent: nav)", "C.loadView()", "C.viewDidLoad()",
                "B.viewWillDisappear(animated: true)", "C.viewWillAppear(animated: true)",
                "B.viewDidDisappear(animated: true)", "C.viewDidAppear(animated: true)", "B.didMove(toParent: nil)",
                "C.didMove(toParent: nav)",
            ]
        )
        #expect(c.notes.first == "viewWillAppear toParent=true fromParent=false state=appearing")
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "C"])
        #expect(navigation.children.map(\.traceName) == ["A", "C"])
        #expect(isShown(c, in: window))
        mark = host.trace.entries.count
        let d = ViewController(identifier: "D")
        navigation.setViewControllers([d, a, c], animated: false)
        #expect(calls(host, after: mark) == ["D.willMove(toParent: nav)", "D.didMove(toParent: nav)"])
        #expect(navigation.children.map(\.traceName) == ["D", "A", "C"])
        #expect(!d.isViewLoaded)
        navigation.viewControllers = []
        #expect(navigation.topViewController == nil)
        #expect(navigation.children.isEmpty)
        #expect(c.appearanceState == .disappeared)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Off screen, operations change the stack without appearance calls or loading views")
    func offScreen() {
        let host = installFreshHost()
        let a = ViewController(identifier: "A")
        let b = ViewController(identifier: "B")
        let navigation = NavigationController(rootViewController: a, identifier: "nav")
        navigation.pushViewController(b, animated: true)
        #expect(!a.isViewLoaded && !b.isViewLoaded)
        #expect(host.trace.lines(matching: "viewWill", "viewDid").isEmpty)
        #expect(navigation.view.subtree.contains { $0 === b.view })
        #expect(!navigation.view.subtree.contains { $0 === a.viewIfLoaded })
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .disappeared)
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("The visible controller is the one presented on top of the navigation controller, else the top")
    func visible() {
        installFreshHost()
        let navigation = NavigationController()
        #expect(navigation.topViewController == nil)
        #expect(navigation.visibleViewController == nil)
        let top = ViewController()
        navigation.pushViewController(top, animated: false)
        #expect(navigation.visibleViewController === top)
    }
}
