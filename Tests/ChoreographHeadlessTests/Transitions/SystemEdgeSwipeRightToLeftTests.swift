import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The system edge swipe in a right-to-left layout starts at the right edge and moves left, as UIKit's
/// (HostRules#The-edge-swipe-pop); its progress is the translation leftwards over the width.
@MainActor
@Suite("System edge swipe, right to left")
struct SystemEdgeSwipeRightToLeftTests {
    /// The states a recognizer went through.
    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    /// `B` pushed on `A` without animation in a right-to-left navigation controller (or a left-to-right one), a touch
    /// simulator, and the states the system recognizer goes through.
    private func scene(rightToLeft: Bool = true) -> (
        HostEnvironment, ManualClock, Window, NavigationController, ViewController, TouchSimulator, StateLog
    ) {
        let (host, clock, window, navigation, _) = navigationScene()
        if rightToLeft { navigation.view.semanticContentAttribute = .forceRightToLeft }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        let log = StateLog()
        navigation.interactivePopGestureRecognizer.observeState { _, state in log.states.append(state) }
        return (host, clock, window, navigation, b, TouchSimulator(window: window, clock: clock), log)
    }

    @Test("From the right edge leftwards: the standard pop follows the finger's leftward travel and finishes")
    func rightEdgePops() throws {
        let (host, clock, window, navigation, b, simulator, log) = scene()
        defer { withExtendedLifetime(window) {} }
        try simulator.press(at: CGPoint(x: 385, y: 400))
        try simulator.move(to: CGPoint(x: 287, y: 400), duration: 0.5)
        // Progress 98 / 390; the standard pop, mirrored right to left and linear while interactive, moves the top
        // view left by the progress times the width, the finger's 98 points, and brings the one below from
        // +0.3 × 390 = 117 towards 0: 117 × (1 − 98 / 390) = 87.6.
        #expect(log.states.contains(.began))
        #expect(isClose(Double(b.view.presentation.frame.minX), -98, within: 1e-6))
        let a = try #require(navigation.viewControllers.first)
        #expect(isClose(Double(a.view.presentation.frame.minX), 87.6, within: 1e-6))
        try simulator.move(to: CGPoint(x: 30, y: 400), duration: 0.2)
        try simulator.release()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(host.trace.lines.contains("StandardNavigationAnimator.animateTransition(using:)"))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("From the left edge rightwards: nothing begins")
    func leftEdgeDoesNothing() throws {
        let (host, clock, window, navigation, b, simulator, log) = scene()
        defer { withExtendedLifetime(window) {} }
        try simulator.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.2)
        clock.advance(by: 1)
        #expect(!log.states.contains(.began))
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.presentation.frame == window.bounds)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Left to right, a drag from the right edge leftwards does nothing")
    func rightEdgeLeftToRightDoesNothing() throws {
        let (_, clock, window, navigation, _, simulator, log) = scene(rightToLeft: false)
        defer { withExtendedLifetime(window) {} }
        try simulator.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
        clock.advance(by: 1)
        #expect(!log.states.contains(.began))
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
    }
}
