import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Navigation controller refusals")
struct NavigationControllerRefusalTests {
    private func stackNames(_ navigation: NavigationController) -> [String] {
        navigation.viewControllers.map(\.traceName)
    }

    @Test("Pushing a controller already in the stack is refused, at the top or below it")
    func pushDuplicate() {
        let host = installFreshHost()
        let a = ViewController(identifier: "A")
        let b = ViewController(identifier: "B")
        let navigation = NavigationController(rootViewController: a, identifier: "nav")
        navigation.pushViewController(b, animated: false)
        let mark = host.trace.entries.count
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(a, animated: true)
        #expect(stackNames(navigation) == ["A", "B"])
        #expect(host.trace.entries.count == mark)
        #expect(host.diagnostics.codes == [.pushDuplicate, .pushDuplicate])
        #expect(
            host.diagnostics.entries[1].message
                == "nav.pushViewController(A): it is already in the stack [A, B]; ignored")
        #expect(host.diagnostics.entries.allSatisfy { $0.severity == .programmerError })
    }

    @Test("Pushing a navigation controller, itself, or an ancestor is refused")
    func pushContainers() {
        let host = installFreshHost()
        let navigation = NavigationController(rootViewController: ViewController(identifier: "A"), identifier: "nav")
        let holder = ViewController(identifier: "holder")
        holder.addChild(navigation)
        navigation.pushViewController(NavigationController(identifier: "inner"), animated: false)
        navigation.pushViewController(navigation, animated: false)
        navigation.pushViewController(holder, animated: false)
        #expect(stackNames(navigation) == ["A"])
        #expect(
            host.diagnostics.codes == [
                .pushNavigationController, .pushNavigationController,
                .stackCycle,
            ]
        )
        let rootless = NavigationController(rootViewController: NavigationController(), identifier: "rootless")
        #expect(rootless.viewControllers.isEmpty)
        #expect(host.diagnostics.codes.last == .pushNavigationController)
    }

    @Test("Popping the root or an empty stack is refused and returns nil")
    func popRoot() {
        let host = installFreshHost()
        let a = ViewController(identifier: "A")
        let navigation = NavigationController(rootViewController: a, identifier: "nav")
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(stackNames(navigation) == ["A"])
        #expect(a.parent === navigation)
        #expect(NavigationController().popViewController(animated: false) == nil)
        #expect(host.diagnostics.codes == [.popRoot, .popRoot])
        #expect(host.diagnostics.entries[0].message.contains("the stack [A] has no controller above the root"))
    }

    @Test(
        "While a pop runs, popping to the root or to the top the stack already reads as is refused as asked mid-transition"
    )
    func popsFindingNothingMidTransition() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let (a, b, c) = (
            ViewController(identifier: "A"), ViewController(identifier: "B"), ViewController(identifier: "C")
        )
        let navigation = NavigationController(rootViewController: a, identifier: "nav")
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        clock.advance(by: 0)
        // The standard pop runs; the stack already reads as after it.
        navigation.popViewController(animated: true)
        #expect(navigation.transitionCoordinator != nil)
        #expect(stackNames(navigation) == ["A", "B"])
        #expect(navigation.popToViewController(b, animated: true).isEmpty)
        clock.advance(by: 1)
        #expect(navigation.transitionCoordinator == nil)
        navigation.popViewController(animated: true)
        #expect(stackNames(navigation) == ["A"])
        #expect(navigation.popToRootViewController(animated: true).isEmpty)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(host.diagnostics.codes == Array(repeating: .navigationWhileTransitioning, count: 3))
        #expect(
            host.diagnostics.entries.map(\.message).prefix(2) == [
                "nav: popToViewController(B) was asked for while a pop transition runs; ignored",
                "nav: popToRootViewController() was asked for while a pop transition runs; ignored",
            ])
        // With nothing running, the same calls find nothing to pop and say nothing (UIKit returns an empty array).
        clock.advance(by: 1)
        #expect(navigation.popToRootViewController(animated: true).isEmpty)
        #expect(navigation.popToViewController(a, animated: true).isEmpty)
        #expect(host.diagnostics.entries.count == 3)
        withExtendedLifetime(window) {}
    }

    @Test("Popping to a controller that is not in the stack is refused")
    func popToMissing() {
        let host = installFreshHost()
        let navigation = NavigationController(rootViewController: ViewController(identifier: "A"), identifier: "nav")
        navigation.pushViewController(ViewController(identifier: "B"), animated: false)
        let stranger = ViewController(identifier: "stranger")
        #expect(navigation.popToViewController(stranger, animated: true).isEmpty)
        #expect(stackNames(navigation) == ["A", "B"])
        #expect(host.diagnostics.codes == [.popToMissing])
        #expect(host.diagnostics.entries[0].message.contains("popToViewController(stranger)"))
    }

    @Test("A new stack with a controller twice, a navigation controller, or an ancestor is refused whole")
    func badStacks() {
        let host = installFreshHost()
        let a = ViewController(identifier: "A")
        let b = ViewController(identifier: "B")
        let navigation = NavigationController(rootViewController: a, identifier: "nav")
        navigation.setViewControllers([b, ViewController(identifier: "C"), b], animated: false)
        navigation.setViewControllers([b, NavigationController(identifier: "inner")], animated: false)
        let holder = ViewController(identifier: "holder")
        holder.addChild(navigation)
        navigation.viewControllers = [holder]
        #expect(stackNames(navigation) == ["A"])
        #expect(b.parent == nil)
        #expect(
            host.diagnostics.codes == [
                .duplicateInStack, .pushNavigationController,
                .stackCycle,
            ]
        )
        #expect(host.diagnostics.entries[0].message.contains("setViewControllers([B, C, B]): B appears twice"))
    }

    @Test("Pushing a controller that belongs to another navigation controller moves it, as UIKit documents")
    func pushFromAnotherStack() {
        let host = installFreshHost()
        let shared = ViewController(identifier: "shared")
        let first = NavigationController(rootViewController: ViewController(identifier: "A"), identifier: "first")
        first.pushViewController(shared, animated: false)
        let second = NavigationController(rootViewController: ViewController(identifier: "B"), identifier: "second")
        second.pushViewController(shared, animated: false)
        #expect(stackNames(first) == ["A"])
        #expect(stackNames(second) == ["B", "shared"])
        #expect(shared.navigationController === second)
        #expect(host.diagnostics.codes == [.addChildReparented])
    }

    @Test("A controller removed from the stack behind the navigation controller's back drops out of the stack")
    func removedDirectly() {
        installFreshHost()
        let a = ViewController(identifier: "A")
        let b = ViewController(identifier: "B")
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        a.removeFromParent()
        #expect(stackNames(navigation) == ["B"])
        #expect(navigation.topViewController === b)
    }
}
