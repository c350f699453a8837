import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Swipe-back kept with library transitions: the library's edge pan pops what was pushed with one, where the
/// system's swipe would die.
@MainActor
@Suite("Swipe-back with library transitions")
struct SwipeBackTests {
    /// `B` pushed with `transition` on `A`, settled, with a touch simulator and the system swipe's states.
    private func pushed(_ transition: Transition) -> (
        ManualClock, Window, NavigationController, ViewController, ViewController, TouchSimulator, StateLog
    ) {
        let (_, clock, window, navigation, a) = navigationScene()
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: transition)
        clock.advance(by: 1)
        let log = StateLog()
        navigation.interactivePopGestureRecognizer.observeState { _, state in log.states.append(state) }
        return (clock, window, navigation, a, b, TouchSimulator(window: window, clock: clock), log)
    }

    /// The states a recognizer went through.
    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    @Test("After a zoom push, a drag from the left edge pops: the screen shrinks and fades with the finger, then goes")
    func zoomDragFinishes() throws {
        let (clock, window, navigation, a, b, simulator, log) = pushed(.zoom)
        defer { withExtendedLifetime(window) {} }
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 240, y: 400), duration: 0.3)
        // Linear while dragging: scale 0.8 + 0.2·(1 − p) and alpha 1 − p, so scale = 0.8 + 0.2·alpha.
        let alpha = Double(b.view.presentation.alpha)
        let scale = Double(b.view.presentation.frame.width) / Double(window.bounds.width)
        #expect(alpha > 0.3 && alpha < 0.5)
        #expect(isClose(scale, 0.8 + 0.2 * alpha, within: 1e-9))
        try simulator.move(to: CGPoint(x: 300, y: 400), duration: 0.05)
        try simulator.release()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.view.alpha == 1 && b.view.transform == .identity && b.view.superview == nil)
        #expect(a.view.presentation.frame == window.bounds)
        #expect(!log.states.contains(.began))
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("After a slide push, a short slow drag cancels and puts everything back")
    func shortSlowDragCancels() throws {
        let (clock, window, navigation, a, b, simulator, _) = pushed(.slide(from: .right))
        defer { withExtendedLifetime(window) {} }
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 60, y: 400), duration: 1)
        #expect(shownX(b.view) > 40 && shownX(b.view) < 60)
        try simulator.wait(0.2)
        try simulator.release()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.presentation.frame == window.bounds && b.view.transform == .identity)
        #expect(a.view.superview == nil && a.view.transform == .identity)
        #expect(libraryViews(in: b.view.superview ?? b.view).isEmpty)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
        // The pushed controller keeps its transition: a second swipe pops it.
        try simulator.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 330, y: 300), duration: 0.2)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("A controller pushed without a library transition is left to the system swipe")
    func plainPushKeepsSystemSwipe() throws {
        let (clock, window, navigation, _, b, simulator, log) = pushed(.slide(from: .right))
        defer { withExtendedLifetime(window) {} }
        let c = ViewController(identifier: "C")
        navigation.pushViewController(c, animated: true)
        clock.advance(by: 1)
        try simulator.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 330, y: 300), duration: 0.2)
        clock.advance(by: 1)
        #expect(log.states.contains(.began))
        #expect(navigation.topViewController === b)
        #expect(HostEnvironment.current.trace.lines.contains("StandardNavigationAnimator.animateTransition(using:)"))
    }
}
