import Choreograph
import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The navigation controller's edge swipe pops the detail screen with the pizza animator (the delegate vends no
/// interaction controller, so the host's swipe scrubs it): let go far, the pop finishes; let go early and slowly, it
/// cancels; either way the app is never stuck and every mirror goes.
@MainActor
@Suite("pizza-push, edge swipe")
struct PizzaEdgeSwipeTests {
    /// The scenario with pizza-2's detail screen pushed and settled, and a simulator on its window.
    func pushed() -> (HostEnvironment, ManualClock, PizzaPushScenario, TouchSimulator) {
        let (host, clock) = freshHost()
        let scenario = PizzaPushScenario()
        scenario.perform(.push)
        clock.advance(by: 2)
        host.trace.removeAll()
        return (host, clock, scenario, TouchSimulator(window: scenario.window, clock: clock))
    }

    @Test("A swipe scrubbed past the first phase and let go finishes the pop: the chained phase still ends")
    func longSwipeFinishes() throws {
        let (host, clock, scenario, simulator) = pushed()
        let window = scenario.window
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 330, y: 400), duration: 0.3)
        // 325 of 390 points: past two thirds, where the pop's long first phase ends with the card pressed on its cell.
        let background = try #require(mirror(of: "detail-background", in: window))
        #expect(transformsClose(background.presentation.transform, Transform3D(scaleX: 0.9, y: 0.9)))
        #expect(rectsClose(background.visibleRect, PizzaGeometry.scaled(PizzaGeometry.card(2), by: 0.9), within: 1e-9))
        try simulator.release()
        clock.advance(by: 2)
        #expect(host.trace.lines.contains("PizzaTransitionAnimator.animationEnded(true)"))
        #expect(scenario.navigationController.viewControllers.map(\.identifier) == ["pizzas"])
        #expect(snapshots(in: window).isEmpty)
        #expect(window.subtree.allSatisfy { !$0.isHidden })
        #expect(window.view(withIdentifier: "pizza-2-card")?.visibleRect == PizzaGeometry.card(2))
        #expect(animatingViews(in: window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A slow short swipe cancels the pop: the detail screen stays, shown, and the mirrors are gone")
    func slowShortSwipeCancels() throws {
        let (host, clock, scenario, simulator) = pushed()
        let window = scenario.window
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 30, y: 400), duration: 1)
        #expect(snapshots(in: window).count >= 2, "the mirrors fly while the finger drags")
        try simulator.release()
        clock.advance(by: 2)
        #expect(host.trace.lines.contains("PizzaTransitionAnimator.animationEnded(false)"))
        #expect(scenario.navigationController.viewControllers.map(\.identifier) == ["pizzas", "pizza-detail"])
        #expect(snapshots(in: window).isEmpty)
        #expect(window.subtree.allSatisfy { !$0.isHidden })
        #expect(scenario.gridController.view.window == nil)
        #expect(window.view(withIdentifier: "detail-image")?.visibleRect == PizzaGeometry.detailImage)
        #expect(animatingViews(in: window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
        // And the stack still works: the back button pops.
        try simulator.tap(at: CGPoint(x: 56, y: 70))
        clock.advance(by: 1.5)
        #expect(scenario.navigationController.viewControllers.map(\.identifier) == ["pizzas"])
    }
}
