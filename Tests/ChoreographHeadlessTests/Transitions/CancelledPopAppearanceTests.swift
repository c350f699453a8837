import ChoreographHeadless
import Foundation
import Testing

/// A controller that notes, in each appearance callback, whether it reported moving from or to its parent.
@MainActor
final class MovingProbe: ViewController {
    private(set) var sightings: [String] = []

    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }

    private func note(_ callback: String) {
        sightings.append("\(callback) from=\(isMovingFromParent) to=\(isMovingToParent)")
    }
}

/// The calls of an interactive pop that is cancelled (HostRules#Cancelled-pops-and-pushes) or finished: the top controller gets
/// `viewWillDisappear`, then on cancel `viewWillAppear` and `viewDidAppear`; the controller below gets
/// `viewWillAppear`, then on cancel `viewWillDisappear` and `viewDidDisappear` — the revealed controller goes away
/// first, then the top comes back. The delegate hears `willShow` for the controller below at the start and no
/// `didShow` when the pop is cancelled.
@MainActor
@Suite("Cancelled interactive pop")
struct CancelledPopAppearanceTests {
    /// `B` (a probe) pushed on `A` (a probe) without animation, a delegate vending a fade and `interactor`.
    private func scene() -> (
        HostEnvironment, ManualClock, Window, NavigationController, MovingProbe, MovingProbe, NavigationVendor,
        DelegateInteractor
    ) {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let a = MovingProbe(identifier: "A")
        let navigation = NavigationController(rootViewController: a, identifier: "nav")
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let b = MovingProbe(identifier: "B")
        navigation.pushViewController(b, animated: false)
        let interactor = DelegateInteractor()
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: false, duration: 0.5), interactor: interactor)
        navigation.delegate = vendor
        return (host, clock, window, navigation, a, b, vendor, interactor)
    }

    /// The controller, containment and delegate calls after `mark`, and the transition's completion.
    private func calls(_ host: HostEnvironment, after mark: Int) -> [String] {
        host.trace.lines.dropFirst(mark).filter { line in
            line.hasPrefix("A.") || line.hasPrefix("B.") || line.hasPrefix("nav.delegate.")
                || line.contains("completeTransition(")
        }
        .filter { !$0.contains("LayoutSubviews") && !$0.contains("loadView") && !$0.contains("viewDidLoad") }
    }

    /// The start of the pop, the same whether it is cancelled or finished.
    private static let start = [
        "B.willMove(toParent: nil)",
        "nav.delegate.willShow(A, animated: true)",
        "nav.delegate.animationController(for: pop, from: B, to: A)",
        "nav.delegate.interactionController(for: FadeAnimator)",
        "B.viewWillDisappear(animated: true)",
        "A.viewWillAppear(animated: true)",
    ]

    @Test("A cancelled interactive pop: A will/did-disappears, then B will/did-appears; no didShow")
    func cancelledTrace() throws {
        let (host, clock, window, navigation, a, b, vendor, interactor) = scene()
        defer { withExtendedLifetime((window, vendor)) {} }
        let mark = host.trace.entries.count
        navigation.popViewController(animated: true)
        interactor.update(0.4)
        clock.advance(by: 0.2)
        interactor.cancel()
        clock.advance(by: 1)
        let completion = try #require(calls(host, after: mark).first { $0.contains("completeTransition(") })
        #expect(completion.hasSuffix("completeTransition(false)"))
        #expect(
            calls(host, after: mark).filter { !$0.contains("completeTransition(") }
                == Self.start + [
                    "A.viewWillDisappear(animated: true)",
                    "A.viewDidDisappear(animated: true)",
                    "B.viewWillAppear(animated: true)",
                    "B.viewDidAppear(animated: true)",
                    "B.didMove(toParent: nav)",
                ])
        // The reversal comes after the transition completed.
        let lines = calls(host, after: mark)
        let completed = try #require(lines.firstIndex(of: completion))
        #expect(lines.firstIndex(of: "A.viewWillDisappear(animated: true)").map { $0 > completed } == true)
        #expect(!host.trace.lines.contains { $0.hasPrefix("nav.delegate.didShow") })
        // B left its parent only until the pop was cancelled; A never moved.
        #expect(
            b.sightings.suffix(3) == [
                "viewWillDisappear from=true to=false",
                "viewWillAppear from=false to=false",
                "viewDidAppear from=false to=false",
            ])
        #expect(
            a.sightings.suffix(3) == [
                "viewWillAppear from=false to=false",
                "viewWillDisappear from=false to=false",
                "viewDidDisappear from=false to=false",
            ])
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.parent === navigation && b.view.window === window && a.view.window == nil)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A finished interactive pop: B did-disappears, A did-appears, B is removed, then didShow")
    func finishedTrace() throws {
        let (host, clock, window, navigation, a, b, vendor, interactor) = scene()
        defer { withExtendedLifetime((window, vendor)) {} }
        let mark = host.trace.entries.count
        navigation.popViewController(animated: true)
        interactor.update(0.6)
        clock.advance(by: 0.2)
        interactor.finish()
        clock.advance(by: 1)
        let lines = calls(host, after: mark)
        #expect(lines.contains { $0.hasSuffix("completeTransition(true)") })
        #expect(
            lines.filter { !$0.contains("completeTransition(") }
                == Self.start + [
                    "B.viewDidDisappear(animated: true)",
                    "A.viewDidAppear(animated: true)",
                    "B.didMove(toParent: nil)",
                    "nav.delegate.didShow(A, animated: true)",
                ])
        #expect(
            b.sightings.suffix(2) == ["viewWillDisappear from=true to=false", "viewDidDisappear from=true to=false"])
        #expect(a.sightings.suffix(2) == ["viewWillAppear from=false to=false", "viewDidAppear from=false to=false"])
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.parent == nil && a.view.window === window)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }
}
