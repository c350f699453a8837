import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Interactive edge-swipe pop")
struct InteractivePopTests {
    /// The progress samples of a horizontal drag from `startX` to `endX` over `duration` seconds starting at
    /// `startTime`, worked out from the script alone: the touch simulator sends ⌈duration · 60⌉ equal moves, the pan
    /// begins on the first move more than 10 points from the touch-down, and from then on every move is a sample of
    /// translation / width.
    private func samples(
        from startX: Double,
        to endX: Double,
        duration: Double,
        startTime: Double,
        width: Double
    ) -> [InteractiveCompletion.Sample] {
        let steps = max(1, Int((duration * 60 - 1e-9).rounded(.up)))
        var result: [InteractiveCompletion.Sample] = []
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let x = startX + (endX - startX) * fraction
            if result.isEmpty, abs(x - startX) <= 10 { continue }
            result.append(.init(time: startTime + duration * fraction, progress: (x - startX) / width))
        }
        return result
    }

    /// The release decision for those samples, from the edge-swipe rule as the core implements it
    /// (InteractionPhysics#Finishing-or-cancelling).
    private func expectedDecision(
        _ samples: [InteractiveCompletion.Sample],
        width: Double,
        duration: Double = 0.35
    ) throws -> InteractiveCompletion.Decision {
        var model = try InteractiveCompletion(duration: duration, width: width)
        for sample in samples { try model.record(progress: sample.progress, at: sample.time) }
        return model.decide()
    }

    /// A navigation scene with `B` pushed on `A` and a touch simulator on its window.
    private func swipeScene() -> (
        HostEnvironment, ManualClock, Window, NavigationController, ViewController, ViewController, TouchSimulator
    ) {
        let (host, clock, window, navigation, a) = navigationScene()
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        let simulator = TouchSimulator(window: window, clock: clock)
        return (host, clock, window, navigation, a, b, simulator)
    }

    private func completionTime(_ host: HostEnvironment) -> Double? {
        host.trace.entries.first { $0.event.hasPrefix("completeTransition(") }?.time
    }

    /// The rule: HostRules#Cancelled-pops-and-pushes.
    @Test("A slow short swipe cancels: the views go back, the appearance ends where it began, the stack is unchanged")
    func slowShortSwipeCancels() throws {
        let (host, clock, window, navigation, a, b, simulator) = swipeScene()
        defer { withExtendedLifetime(window) {} }
        let width = Double(window.bounds.width)
        let mark = host.trace.entries.count
        let pressed = clock.now
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 60, y: 400), duration: 0.5)
        #expect(isClose(Double(b.view.presentation.frame.minX), 55, within: 1e-6))
        #expect(isClose(Double(a.view.presentation.frame.minX), -0.3 * width * (1 - 55 / width), within: 1e-6))
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        let released = clock.now
        try simulator.release()
        clock.advance(by: 1)
        let decision = try expectedDecision(
            samples(from: 5, to: 60, duration: 0.5, startTime: pressed, width: width), width: width)
        #expect(!decision.finishes)
        let expectedEnd = released + decision.progress * 0.35 / decision.completionSpeed
        #expect(completionTime(host).map { isClose($0, expectedEnd, within: 1e-6) } == true)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.parent === navigation)
        #expect(b.view.window === window)
        #expect(b.view.frame == window.bounds && b.view.presentation.frame == window.bounds)
        #expect(a.view.window == nil)
        #expect(window.view(withIdentifier: "navigation.dimming") == nil)
        #expect(
            appearanceCalls(host, after: mark) == [
                "B.viewWillDisappear(animated: true)", "A.viewWillAppear(animated: true)",
                "A.viewWillDisappear(animated: true)", "A.viewDidDisappear(animated: true)",
                "B.viewWillAppear(animated: true)", "B.viewDidAppear(animated: true)",
            ])
        let containment = transitionCalls(host, after: mark).filter { $0.contains("Move(toParent") }
        #expect(containment == ["B.willMove(toParent: nil)", "B.didMove(toParent: nav)"])
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A long swipe finishes: the stack is popped at the time the completion speed gives")
    func longSwipeFinishes() throws {
        let (host, clock, window, navigation, a, b, simulator) = swipeScene()
        defer { withExtendedLifetime(window) {} }
        let width = Double(window.bounds.width)
        let pressed = clock.now
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 300, y: 400), duration: 0.5)
        let released = clock.now
        try simulator.release()
        clock.advance(by: 1)
        let decision = try expectedDecision(
            samples(from: 5, to: 300, duration: 0.5, startTime: pressed, width: width), width: width)
        #expect(decision.finishes)
        let expectedEnd = released + (1 - decision.progress) * 0.35 / decision.completionSpeed
        #expect(completionTime(host).map { isClose($0, expectedEnd, within: 1e-6) } == true)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.parent == nil && b.view.window == nil)
        #expect(a.view.frame == window.bounds && a.view.presentation.frame == window.bounds)
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A fast short swipe finishes on its velocity although it is short of the threshold")
    func fastShortSwipeFinishes() throws {
        let (host, clock, window, navigation, _, b, simulator) = swipeScene()
        defer { withExtendedLifetime(window) {} }
        let width = Double(window.bounds.width)
        let pressed = clock.now
        try simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.08)
        clock.advance(by: 1)
        let decision = try expectedDecision(
            samples(from: 5, to: 100, duration: 0.08, startTime: pressed, width: width), width: width)
        #expect(decision.progress < decision.threshold)
        #expect(decision.finishes)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.parent == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A touch the system cancels cancels the pop; a swipe with only the root does not begin")
    func systemCancelAndRootOnly() throws {
        let (_, clock, window, navigation, a, b, simulator) = swipeScene()
        defer { withExtendedLifetime(window) {} }
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 300, y: 400), duration: 0.3)
        try simulator.cancel()
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.window === window && a.view.window == nil)

        let (host, rootClock, rootWindow, rootOnly, root) = navigationScene()
        defer { withExtendedLifetime(rootWindow) {} }
        var states: [GestureRecognizer.State] = []
        rootOnly.interactivePopGestureRecognizer.observeState { _, state in states.append(state) }
        let rootSimulator = TouchSimulator(window: rootWindow, clock: rootClock)
        try rootSimulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        #expect(states.contains(.failed) && !states.contains(.began))
        #expect(rootOnly.viewControllers.map(\.traceName) == ["A"])
        #expect(root.view.window === rootWindow)
        #expect(!host.trace.lines.contains { $0.contains("animateTransition") })
    }
}
