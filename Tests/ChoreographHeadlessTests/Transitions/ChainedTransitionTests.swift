import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Transitions started from viewDidAppear")
struct ChainedTransitionTests {
    /// A controller that runs `onAppear` once, from its `viewDidAppear`.
    final class Chaining: ViewController {
        var onAppear: (() -> Void)?
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let action = onAppear
            onAppear = nil
            action?()
        }
    }

    @Test("A controller may present another from its viewDidAppear, as UIKit allows")
    func presentFromDidAppear() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let window = Window()
        let first = ViewController(identifier: "first")
        let second = Chaining(identifier: "second")
        let third = ViewController(identifier: "third")
        second.modalPresentationStyle = .overFullScreen
        third.modalPresentationStyle = .overFullScreen
        second.onAppear = { second.present(third, animated: true) }
        window.rootViewController = first
        window.makeKeyAndVisible()
        first.present(second, animated: true)
        clock.advance(by: 1)
        #expect(second.presentedViewController === third)
        #expect(third.appearanceState == .appeared)
        #expect(host.diagnostics.entries.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("A pushed controller may push another from its viewDidAppear")
    func pushFromDidAppear() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let window = Window()
        let root = ViewController(identifier: "A")
        let navigation = NavigationController(rootViewController: root, identifier: "nav")
        let b = Chaining(identifier: "B")
        let c = ViewController(identifier: "C")
        b.onAppear = { navigation.pushViewController(c, animated: true) }
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B", "C"])
        #expect(c.appearanceState == .appeared)
        #expect(host.diagnostics.entries.isEmpty)
        withExtendedLifetime(window) {}
    }
}
