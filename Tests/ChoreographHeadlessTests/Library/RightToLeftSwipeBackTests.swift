import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Swipe-back with library transitions in a right-to-left layout: as in UIKit, the swipe starts at the right edge
/// (the leading one) and moves left (towards the trailing one); a swipe from the left edge does not pop.
@MainActor
@Suite("Swipe-back with library transitions, right to left")
struct RightToLeftSwipeBackTests {
    /// The states a recognizer went through.
    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    /// `B` pushed with `transition` on `A` in a navigation controller laid out right to left (or left to right),
    /// settled, with a touch simulator and the states of the library's edge pan and of the system swipe.
    private func pushed(_ transition: Transition, rightToLeft: Bool = true) -> (
        ManualClock, Window, NavigationController, ViewController, TouchSimulator, library: StateLog, system: StateLog
    ) {
        let (_, clock, window, navigation, _) = navigationScene()
        if rightToLeft { navigation.view.semanticContentAttribute = .forceRightToLeft }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: transition)
        clock.advance(by: 1)
        let library = StateLog()
        let system = StateLog()
        TimelineNavigationDelegate.installed(on: navigation).edgePan.observeState { _, state in
            library.states.append(state)
        }
        navigation.interactivePopGestureRecognizer.observeState { _, state in system.states.append(state) }
        return (clock, window, navigation, b, TouchSimulator(window: window, clock: clock), library, system)
    }

    @Test("A slow drag from the right edge is the mirror image of one from the left edge left to right, and cancels")
    func mirrorsLeftToRight() throws {
        // Left to right, the existing swipe: from x 2 to x 60 over a second, a slide to the trailing (right) edge.
        let (ltrClock, ltrWindow, ltrNavigation, ltrB, ltrSimulator, _, _) = pushed(
            .slide(from: .trailing), rightToLeft: false)
        try ltrSimulator.press(at: CGPoint(x: 2, y: 400))
        try ltrSimulator.move(to: CGPoint(x: 60, y: 400), duration: 1)
        let ltrX = shownX(ltrB.view)
        try ltrSimulator.wait(0.2)
        try ltrSimulator.release()
        ltrClock.advance(by: 1)
        #expect(ltrX > 40 && ltrX < 60)
        #expect(ltrNavigation.viewControllers.map(\.traceName) == ["A", "B"])
        withExtendedLifetime(ltrWindow) {}

        // Right to left, mirrored about the window's width (390): from x 388 to x 330; the trailing edge is the left.
        let (clock, window, navigation, b, simulator, library, system) = pushed(.slide(from: .trailing))
        defer { withExtendedLifetime(window) {} }
        #expect(window.bounds.width == 390)
        try simulator.press(at: CGPoint(x: 388, y: 400))
        try simulator.move(to: CGPoint(x: 330, y: 400), duration: 1)
        #expect(library.states.contains(.began))
        #expect(isClose(shownX(b.view), -ltrX, within: 1e-9))
        try simulator.wait(0.2)
        try simulator.release()
        clock.advance(by: 1)
        // Slow and short: the edge-swipe rule cancels, as it did left to right; everything goes back.
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.presentation.frame == window.bounds && b.view.transform == .identity)
        #expect(!system.states.contains(.began))
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A long, fast drag from the right edge leftwards pops the library push")
    func fastDragFinishes() throws {
        let (clock, window, navigation, b, simulator, library, system) = pushed(.zoom)
        defer { withExtendedLifetime(window) {} }
        try simulator.press(at: CGPoint(x: 388, y: 400))
        try simulator.move(to: CGPoint(x: 150, y: 400), duration: 0.3)
        // The zoom's dismissing side, linear while dragging: scale 0.8 + 0.2·(1 − p), alpha 1 − p.
        let alpha = Double(b.view.presentation.alpha)
        let scale = Double(b.view.presentation.frame.width) / Double(window.bounds.width)
        #expect(alpha > 0.3 && alpha < 0.5)
        #expect(isClose(scale, 0.8 + 0.2 * alpha, within: 1e-9))
        try simulator.move(to: CGPoint(x: 90, y: 400), duration: 0.05)
        try simulator.release()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.view.superview == nil && b.view.alpha == 1 && b.view.transform == .identity)
        #expect(library.states.contains(.began) && !system.states.contains(.began))
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A drag from the left edge rightwards does not pop, and the system swipe does not either")
    func leftEdgeDoesNotPop() throws {
        let (clock, window, navigation, b, simulator, library, system) = pushed(.zoom)
        defer { withExtendedLifetime(window) {} }
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 300, y: 400), duration: 0.3)
        #expect(navigation.transitionCoordinator == nil)
        #expect(b.view.presentation.frame == window.bounds && b.view.presentation.alpha == 1)
        try simulator.release()
        clock.advance(by: 1)
        #expect(library.states.contains(.failed) && !library.states.contains(.began))
        #expect(!system.states.contains(.began))
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Left to right, a drag from the right edge leftwards does not pop")
    func rightEdgeLeftToRightDoesNotPop() throws {
        let (clock, window, navigation, _, simulator, library, _) = pushed(.zoom, rightToLeft: false)
        defer { withExtendedLifetime(window) {} }
        try simulator.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
        clock.advance(by: 1)
        #expect(!library.states.contains(.began))
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
    }

    @Test("The layout direction is read when the touch goes down: switched after the push, the swipe follows it")
    func directionReadAtTouchDown() throws {
        let (clock, window, navigation, _, simulator, library, _) = pushed(.zoom, rightToLeft: false)
        defer { withExtendedLifetime(window) {} }
        navigation.view.semanticContentAttribute = .forceRightToLeft
        try simulator.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.2)
        clock.advance(by: 1)
        #expect(!library.states.contains(.began))
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        try simulator.drag(from: CGPoint(x: 388, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
        clock.advance(by: 1)
        #expect(library.states.contains(.began))
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("Leading and trailing drag directions resolve with the layout direction")
    func semanticDirections() {
        let leftwards = CGPoint(x: -30, y: 5)
        typealias Direction = DragInteractionController.Direction
        #expect(Direction.trailing.component(of: leftwards, layoutDirection: .rightToLeft) == 30)
        #expect(Direction.trailing.component(of: leftwards) == -30)
        #expect(Direction.leading.component(of: leftwards, layoutDirection: .rightToLeft) == -30)
        #expect(Direction.leading.edge == .leading && Direction.trailing.edge == .trailing)
        #expect(Direction.trailing.followsLayoutDirection && !Direction.right.followsLayoutDirection)
        #expect(Direction.trailing.length(of: CGSize(width: 390, height: 844)) == 390)
    }
}
