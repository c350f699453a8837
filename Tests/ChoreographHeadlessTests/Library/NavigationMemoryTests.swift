import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The library navigation delegate remembers a pushed controller's transition while the controller is in the stack
/// (<doc:RunningTransitions#One-line-transitions>): a completed pop or removal forgets it, a cancelled swipe keeps it,
/// and a push without a library transition runs the app's animation, leaving the controller to the system swipe.
@MainActor
@Suite("Library navigation memory")
struct NavigationMemoryTests {
    /// The animator of each transition that started after the first `mark` trace lines, in order: every run asks its
    /// animator for its duration once.
    private func animators(_ host: HostEnvironment, after mark: Int) -> [String] {
        host.trace.lines.dropFirst(mark).filter { $0.contains(".transitionDuration(using:)") }.map {
            String($0.prefix { $0 != "." })
        }
    }

    /// The name of the library's animator in the trace.
    private let library = "TimelineAnimator"
    /// The name of the standard navigation animator in the trace.
    private let standard = "StandardNavigationAnimator"

    /// The states a recognizer went through.
    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    /// The library delegate of `navigation`.
    private func libraryDelegate(_ navigation: NavigationController) -> TimelineNavigationDelegate {
        TimelineNavigationDelegate.installed(on: navigation)
    }

    @Test("A controller popped after a library push, then pushed and popped plainly, runs the standard animation")
    func poppedThenPlain() {
        let (host, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: .cube(from: .right))
        clock.advance(by: 1)
        #expect(libraryDelegate(navigation).transition(for: b)?.name == Transition.cube(from: .right).name)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        // Out of the stack: nothing is remembered for it.
        #expect(libraryDelegate(navigation).transition(for: b) == nil)
        let mark = host.trace.lines.count
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 1)
        #expect(libraryDelegate(navigation).transition(for: b) == nil)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(animators(host, after: mark) == [standard, standard])
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A controller pushed plainly again after a library push is left to the system swipe, not the library's")
    func plainRepushSwipesWithSystem() throws {
        let (host, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: .cube(from: .right))
        clock.advance(by: 1)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 1)
        let system = StateLog()
        navigation.interactivePopGestureRecognizer.observeState { _, state in system.states.append(state) }
        let libraryPan = StateLog()
        libraryDelegate(navigation).edgePan.observeState { _, state in libraryPan.states.append(state) }
        let mark = host.trace.lines.count
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
        clock.advance(by: 1)
        #expect(system.states.contains(.began))
        #expect(!libraryPan.states.contains(.began))
        #expect(animators(host, after: mark) == [standard])
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test(
        "A controller removed by setViewControllers is forgotten: put back plainly, it pops with the standard animation"
    )
    func removedBySetViewControllers() {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: .cube(from: .right))
        clock.advance(by: 1)
        navigation.setViewControllers([a], animated: false)
        #expect(libraryDelegate(navigation).transition(for: b) == nil)
        let mark = host.trace.lines.count
        navigation.setViewControllers([a, b], animated: true)
        clock.advance(by: 1)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(animators(host, after: mark) == [standard, standard])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test(
        "A controller taken from the middle of the stack and pushed plainly again does not keep its library transition")
    func middleRemovalThenPlainPush() {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        let c = ViewController(identifier: "C")
        navigation.pushViewController(b, transition: .cube(from: .right))
        clock.advance(by: 1)
        navigation.pushViewController(c, animated: false)
        // The top stays C: no delegate call sees B leave.
        navigation.setViewControllers([a, c], animated: false)
        #expect(libraryDelegate(navigation).transition(for: b) == nil)
        let mark = host.trace.lines.count
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 1)
        #expect(libraryDelegate(navigation).transition(for: b) == nil)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(animators(host, after: mark) == [standard, standard])
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "C"])
    }

    @Test("A cancelled swipe keeps the transition; the completed one forgets it")
    func cancelledSwipeKeeps() throws {
        let (host, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: .slide(from: .right))
        clock.advance(by: 1)
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.press(at: CGPoint(x: 2, y: 400))
        try touches.move(to: CGPoint(x: 60, y: 400), duration: 1)
        try touches.wait(0.2)
        try touches.release()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(libraryDelegate(navigation).transition(for: b)?.name == Transition.slide(from: .right).name)
        let mark = host.trace.lines.count
        try touches.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 330, y: 300), duration: 0.2)
        clock.advance(by: 1)
        #expect(animators(host, after: mark) == [library])
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(libraryDelegate(navigation).transition(for: b) == nil)
    }
}
