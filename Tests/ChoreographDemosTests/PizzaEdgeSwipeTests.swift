import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The delegate's own edge swipe pops the detail screen with the pizza animator, driving the percent-driven
/// transition the delegate vends while it pops (the navigation controller's own edge swipe, which drives only the
/// standard pop, stays out): let go far, the pop finishes; let go early and slowly, it cancels; either way the app is
/// never stuck and every mirror goes.
@MainActor
@Suite("pizza-push, edge swipe")
struct PizzaEdgeSwipeTests {
    /// The states a recognizer went through.
    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []

        init(_ recognizer: GestureRecognizer) {
            recognizer.observeState { [weak self] _, state in self?.states.append(state) }
        }
    }

    /// The scenario with pizza-2's detail screen pushed and settled, a simulator on its window, and the states of the
    /// system's edge swipe and the delegate's.
    func pushed() -> (HostEnvironment, ManualClock, PizzaPushScenario, TouchSimulator, system: StateLog, own: StateLog)
    {
        let (host, clock) = freshHost()
        let scenario = PizzaPushScenario()
        scenario.perform(.push)
        clock.advance(by: 2)
        host.trace.removeAll()
        let system = StateLog(scenario.navigationController.interactivePopGestureRecognizer)
        let own = StateLog(scenario.navigationDelegate.edgeSwipe.edgePan)
        return (host, clock, scenario, TouchSimulator(window: scenario.window, clock: clock), system, own)
    }

    @Test("A swipe scrubbed past the first phase and let go finishes the pop: the chained phase still ends")
    func longSwipeFinishes() throws {
        let (host, clock, scenario, simulator, system, own) = pushed()
        let window = scenario.window
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 330, y: 400), duration: 0.3)
        // 325 of 390 points: past two thirds, where the pop's long first phase ends with the card pressed on its cell.
        let background = try #require(mirror(.background, in: window))
        #expect(transformsClose(background.presentation.transform, Transform3D(scaleX: 0.9, y: 0.9)))
        #expect(rectsClose(background.visibleRect, PizzaGeometry.scaled(PizzaGeometry.card(2), by: 0.9), within: 1e-9))
        try simulator.release()
        clock.advance(by: 2)
        #expect(host.trace.lines.contains("PizzaTransitionAnimator.animationEnded(true)"))
        #expect(host.trace.lines.contains("PercentDrivenInteractiveTransition.startInteractiveTransition(_:)"))
        #expect(own.states.contains(.began) && !system.states.contains(.began))
        #expect(scenario.navigationDelegate.edgeSwipe.transition == nil)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas"])
        #expect(mirrors(in: window).isEmpty)
        #expect(window.subtree.allSatisfy { !$0.isHidden })
        #expect(window.view(withIdentifier: "pizza-2-card")?.visibleRect == PizzaGeometry.card(2))
        #expect(animatingViews(in: window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A slow short swipe cancels the pop: the detail screen stays, shown, and the mirrors are gone")
    func slowShortSwipeCancels() throws {
        let (host, clock, scenario, simulator, system, own) = pushed()
        let window = scenario.window
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 30, y: 400), duration: 1)
        #expect(mirrors(in: window).count >= 2, "the mirrors fly while the finger drags")
        try simulator.release()
        clock.advance(by: 2)
        #expect(host.trace.lines.contains("PizzaTransitionAnimator.animationEnded(false)"))
        #expect(own.states.contains(.began) && !system.states.contains(.began))
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas", "pizza-detail"])
        #expect(mirrors(in: window).isEmpty)
        #expect(window.subtree.allSatisfy { !$0.isHidden })
        #expect(scenario.gridController.view.window == nil)
        #expect(window.view(withIdentifier: "detail-image")?.visibleRect == PizzaGeometry.detailImage)
        #expect(animatingViews(in: window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
        // And the stack still works: the back button pops.
        try simulator.tap(at: CGPoint(x: 56, y: 70))
        clock.advance(by: 1.5)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas"])
    }

    @Test("Without the delegate's edge swipe, the navigation controller's own does nothing: the animator is custom")
    func systemSwipeAloneDoesNothing() throws {
        let (host, clock, scenario, simulator, system, own) = pushed()
        scenario.navigationDelegate.edgeSwipe.edgePan.isEnabled = false
        try simulator.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
        clock.advance(by: 2)
        #expect(system.states.contains(.failed) && !system.states.contains(.began) && own.states.isEmpty)
        #expect(!host.trace.lines.contains { $0.contains("startInteractiveTransition") || $0.contains("willShow") })
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas", "pizza-detail"])
        #expect(mirrors(in: scenario.window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
    }
}
