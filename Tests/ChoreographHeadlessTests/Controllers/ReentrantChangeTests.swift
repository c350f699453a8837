import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Changes asked for during a change")
struct ReentrantChangeTests {
    private final class PushingDelegate: NavigationControllerDelegate {
        let extra = ViewController(identifier: "extra")
        var pushedFromWillShow = false

        func navigationController(
            _ navigationController: NavigationController,
            willShow viewController: ViewController,
            animated: Bool
        ) {
            guard !pushedFromWillShow else { return }
            pushedFromWillShow = true
            navigationController.pushViewController(extra, animated: false)
        }
    }

    @Test("A push from the delegate's willShow is refused; the change in progress completes balanced")
    func pushFromWillShow() {
        let host = installFreshHost()
        let navigation = NavigationController(rootViewController: ViewController(identifier: "A"), identifier: "nav")
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let delegate = PushingDelegate()
        navigation.delegate = delegate
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: true)
        (host.clock as? ManualClock)?.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(delegate.extra.parent == nil)
        #expect(b.view.window === window)
        #expect(host.diagnostics.codes == [.reentrantStackChange])
        #expect(AppearanceRules.isBalanced(host.trace))
    }

    @Test("Another controller adopting a stack member during a stack change is refused")
    func adoptDuringChange() {
        let host = installFreshHost()
        final class Adopting: NavigationControllerDelegate {
            let adopter = ViewController(identifier: "adopter")
            func navigationController(
                _ navigationController: NavigationController,
                willShow viewController: ViewController,
                animated: Bool
            ) {
                adopter.addChild(navigationController.viewControllers[0])
            }
        }
        let root = ViewController(identifier: "A")
        let navigation = NavigationController(rootViewController: root, identifier: "nav")
        let delegate = Adopting()
        navigation.delegate = delegate
        navigation.pushViewController(ViewController(identifier: "B"), animated: false)
        #expect(root.parent === navigation)
        #expect(delegate.adopter.children.isEmpty)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(
            host.diagnostics.codes == [
                .addChildReparented, .reentrantStackChange,
                .addChildNotReleased,
            ]
        )
    }

    @Test("A tab selected from a tab's viewWillAppear is refused; the selection in progress completes")
    func selectFromWillAppear() {
        let host = installFreshHost()
        final class Greedy: ViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                tabBarController?.selectedIndex = 0
            }
        }
        let tabs = TabBarController(identifier: "tabs")
        let greedy = Greedy(identifier: "greedy")
        tabs.viewControllers = [ViewController(identifier: "first"), greedy]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === greedy)
        #expect(greedy.appearanceState == .appeared)
        #expect(host.diagnostics.codes == [.reentrantTabChange])
        #expect(AppearanceRules.isBalanced(host.trace))
    }
}
