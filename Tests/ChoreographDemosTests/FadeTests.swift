import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the fade seed's modal part promises: a 0.7 s fade both ways, a pan that dismisses interactively and either
/// finishes or cancels cleanly, and furious tapping that never leaves the app stuck.
///
/// Both buttons are 200 × 44, centred on the 390 × 844 screen: both at (195, 422).
@MainActor
@Suite("fade")
struct FadeTests {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let buttonCenter = CGPoint(x: 195, y: 422)

    /// A scenario with the second screen presented and settled, and a simulator on its window.
    func presented() throws -> (HostEnvironment, ManualClock, FadeScenario, FadeSecondViewController, TouchSimulator) {
        let (host, clock) = freshHost()
        let scenario = FadeScenario()
        scenario.perform(.present)
        clock.advance(by: 0.7)
        let second = try #require(scenario.firstController.secondController)
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        return (host, clock, scenario, second, simulator)
    }

    @Test("The buttons fade the second screen in and out over 0.7 s; the presenter's view is never touched")
    func buttonsFade() throws {
        let (host, clock) = freshHost()
        let scenario = FadeScenario()
        let first = scenario.firstController
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.tap(at: Self.buttonCenter)
        let second = try #require(first.secondController)
        #expect(second.view.visibleOpacity == 0)
        #expect(second.view.frame == Self.screen, "the to view is at finalFrame(for:)")
        let start = clock.now
        clock.advance(to: start + 0.35)
        // Ease in and out passes half way at half time, by symmetry.
        #expect(abs(second.view.visibleOpacity - 0.5) < 1e-9)
        #expect(first.view.presentation.alpha == 1)
        clock.advance(to: start + 0.7)
        #expect(second.view.visibleOpacity == 1)
        #expect(first.presentedViewController === second)
        try simulator.tap(at: Self.buttonCenter)
        let dismissal = clock.now
        clock.advance(to: dismissal + 0.35)
        #expect(abs(second.view.visibleOpacity - 0.5) < 1e-9)
        #expect(first.view.presentation.alpha == 1)
        clock.advance(to: dismissal + 0.7)
        #expect(second.view.window == nil)
        #expect(first.presentedViewController == nil)
        #expect(second.view.alpha == 1, "the faded view is put back for the next time")
        #expect(host.animationLog.allSatisfy { $0.duration == 0.7 })
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A long, fast pan down scrubs the fade and finishes: the second screen is gone, the first on screen")
    func panFinishes() throws {
        let (host, clock, scenario, second, simulator) = try presented()
        let first = scenario.firstController
        try simulator.press(at: CGPoint(x: 195, y: 200))
        try simulator.move(to: CGPoint(x: 195, y: 411), duration: 0.25)
        // 211 points of 844 is a quarter of the way: the scrubbed fade shows the ease-in-out curve at 0.25.
        #expect(second.transitionCoordinator?.isInteractive == true)
        #expect(abs(second.view.presentation.alpha - (1 - CubicBezier.easeInOut.value(at: 0.25))) < 1e-6)
        try simulator.move(to: CGPoint(x: 195, y: 600), duration: 0.2)
        try simulator.release()
        #expect(second.transitionCoordinator?.isInteractive == false)
        #expect(second.transitionCoordinator?.isCancelled == false)
        clock.advance(by: 0.7)
        #expect(second.view.window == nil)
        #expect(first.view.window === scenario.window)
        #expect(first.presentedViewController == nil)
        #expect(scenario.window.subviews.map(\.identifier) == ["first"])
        #expect(animatingViews(in: scenario.window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A pan that comes back up cancels and restores everything as it was")
    func panCancels() throws {
        let (host, clock, scenario, second, simulator) = try presented()
        let first = scenario.firstController
        let container = try #require(second.view.superview)
        let framesBefore = scenario.window.subtree.map(\.frame)
        try simulator.press(at: CGPoint(x: 195, y: 200))
        try simulator.move(to: CGPoint(x: 195, y: 400), duration: 0.3)
        #expect(second.view.presentation.alpha < 1)
        try simulator.move(to: CGPoint(x: 195, y: 260), duration: 0.3)
        try simulator.release()
        #expect(second.transitionCoordinator?.isCancelled == true)
        clock.advance(by: 0.7)
        #expect(second.transitionCoordinator == nil)
        #expect(first.presentedViewController === second)
        #expect(second.view.window === scenario.window)
        #expect(second.view.alpha == 1)
        #expect(second.view.presentation.alpha == 1)
        #expect(scenario.window.subtree.map(\.frame) == framesBefore)
        #expect(container.subviews.map(\.identifier) == ["second"], "nothing was left in the container")
        #expect(scenario.window.subviews.map(\.identifier) == ["first", "container"])
        #expect(animatingViews(in: scenario.window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
        // And the screen still works: its button dismisses it.
        try simulator.tap(at: Self.buttonCenter)
        clock.advance(by: 0.7)
        #expect(first.presentedViewController == nil)
    }

    @Test("Furious tapping is refused while a transition runs, reported, and never leaves the app stuck")
    func furiousTapping() throws {
        let (host, clock) = freshHost()
        let scenario = FadeScenario()
        let first = scenario.firstController
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        // Present, then keep tapping the same spot. The second screen's button is there, but the screen is fading in
        // with a block animation without `.allowUserInteraction`, so, as in UIKit, the taps and a pan reach nothing.
        try simulator.tap(at: Self.buttonCenter)
        let second = try #require(first.secondController)
        try simulator.tap(at: Self.buttonCenter)
        try simulator.tap(at: Self.buttonCenter)
        try simulator.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 300), duration: 0.1)
        #expect(second.dismissInteraction.transition == nil)
        #expect(host.diagnostics.entries.isEmpty)
        // Asking in code is refused and reported: present again, dismiss.
        scenario.perform(.present)
        scenario.perform(.dismiss)
        clock.advance(to: 0.1 + 0.7)
        #expect(first.presentedViewController === second)
        #expect(second.view.visibleOpacity == 1)
        #expect(host.diagnostics.codes == [.presentWhileTransitioning, .dismissWhileTransitioning])
        #expect(host.diagnostics.entries.allSatisfy { $0.severity == .programmerError })
        // Dismiss, and ask to present again in the middle of it.
        try simulator.tap(at: Self.buttonCenter)
        #expect(second.transitionCoordinator?.isInteractive == false, "the button's dismissal is not interactive")
        clock.advance(by: 0.3)
        scenario.perform(.present)
        #expect(host.diagnostics.codes.last == .presentWhileTransitioning)
        clock.advance(by: 5)
        #expect(first.presentedViewController == nil)
        #expect(second.view.window == nil)
        #expect(!host.diagnostics.codes.contains(.neverCompleted))
        #expect(animatingViews(in: scenario.window).isEmpty)
        // Unstuck: the next tap presents again.
        try simulator.tap(at: Self.buttonCenter)
        clock.advance(by: 0.7)
        #expect(first.presentedViewController === first.secondController)
        #expect(first.secondController !== second)
    }

    @Test("A transitioning delegate made inline is released: the standard animation runs and the host reports it")
    func inlineDelegatePitfall() throws {
        let (host, clock) = freshHost()
        let scenario = FadeScenario()
        let second = FadeSecondViewController()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = FadeTransitioningDelegate()
        scenario.firstController.present(second, animated: true)
        clock.advance(by: 1)
        #expect(host.diagnostics.codes == [.delegateReleased])
        #expect(!host.trace.lines.contains { $0.hasPrefix("FadeAnimator.") })
        // The scenario's own delegate is held by the first screen and is used.
        scenario.perform(.dismiss)
        clock.advance(by: 1)
        host.trace.removeAll()
        scenario.perform(.present)
        clock.advance(by: 1)
        #expect(host.trace.lines.contains("FadeAnimator.animateTransition(using:)"))
    }
}
