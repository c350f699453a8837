import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a hostile user does to a card: extreme heights, degenerate windows, size changes and requests in the middle of
/// its drag and of the completion that follows. The card ends presented at its frame or gone; never half-way, hidden
/// or with a non-finite frame.
@MainActor
@Suite("Card under hostile input")
struct CardHostileTests {
    let suite = CardPresentationTests()

    /// The presented card of ``CardPresentationTests`` held 100 points down its drag, the finger still on it.
    func held() throws -> (CardPresentationTests.Stage, TouchSimulator) {
        let stage = suite.presented()
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 700), duration: 0.3)
        return (stage, simulator)
    }

    func atRest(_ stage: CardPresentationTests.Stage) {
        for view in stage.window.subtree {
            #expect(
                ViewState.animatableProperties.allSatisfy { view.presentation[$0]?.isFinite ?? true },
                "\(view.identifier ?? "?") has a non-finite value")
            #expect(!view.isAnimating, "\(view.identifier ?? "?") is still animating")
        }
        #expect(stage.card.transitionCoordinator == nil)
        if stage.map.presentedViewController === stage.card {
            #expect(stage.card.view.frame == stage.presentation?.frameOfPresentedViewInContainerView)
            let shown = stage.card.view.visibleRect
            let frame = stage.card.view.frame
            #expect(abs(shown.minY - frame.minY) < 1e-9 && abs(shown.height - frame.height) < 1e-9, "not half-way")
        } else {
            #expect(stage.card.view.window == nil)
            #expect(stage.map.view.window === stage.window)
        }
    }

    @Test(
        "A height that is NaN, ±infinity, 0 or negative reads as 320; 1e308 as the container's height",
        arguments: [
            (Double.nan, 320.0), (.infinity, 320), (-.infinity, 320), (0, 320), (-1e308, 320), (1e308, 844),
            (.leastNonzeroMagnitude, .leastNonzeroMagnitude),
        ])
    func extremeHeights(_ height: Double, _ expected: Double) throws {
        let stage = suite.presented(.init(height: height))
        #expect(stage.card.view.frame.height == CGFloat(expected))
        atRest(stage)
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        try simulator.drag(from: CGPoint(x: 195, y: 843.5), to: CGPoint(x: 195, y: 1000), duration: 0.05)
        stage.clock.advance(by: 2)
        atRest(stage)
        #expect(!stage.host.diagnostics.codes.contains(.nonFiniteValue))
    }

    @Test(
        "A card in a window of no area or of one point presents, drags and dismisses",
        arguments: [
            CGSize.zero, CGSize(width: 1, height: 1),
        ])
    func degenerateWindow(_ size: CGSize) throws {
        let stage = suite.presented()
        stage.card.dismiss(animated: false)
        stage.window.resize(to: size)
        stage.map.presentCard(stage.card, configuration: .init(height: 300))
        stage.clock.advance(by: 1)
        atRest(stage)
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        try simulator.drag(from: CGPoint(x: 0.5, y: 0.2), to: CGPoint(x: 0.5, y: 0.9), duration: 0.1)
        stage.clock.advance(by: 2)
        atRest(stage)
        stage.card.dismiss(animated: true)
        stage.clock.advance(by: 2)
        atRest(stage)
        #expect(stage.map.presentedViewController == nil)
        #expect(!stage.host.diagnostics.codes.contains(.nonFiniteValue))
        #expect(!stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("A size change to 0 × 0 and back mid-drag, then a release: the card ends at its frame or gone")
    func resizeMidDrag() throws {
        let (stage, simulator) = try held()
        stage.window.resize(to: .zero)
        stage.clock.advance(by: 0.05)
        stage.window.resize(to: CGSize(width: 844, height: 390))
        try simulator.move(to: CGPoint(x: 195, y: 720), duration: 0.3)
        try simulator.release()
        stage.clock.advance(by: 3)
        atRest(stage)
        #expect(!stage.host.diagnostics.codes.contains(.nonFiniteValue))
        #expect(!stage.host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("A size change during the completion spring: the card ends at its frame for the new size or gone")
    func resizeMidCompletion() throws {
        for end in [CGFloat(610), 800] {
            let stage = suite.presented()
            let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
            try simulator.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: end), duration: 0.5)
            stage.clock.advance(by: 0.05)
            stage.window.resize(to: .zero)
            stage.clock.advance(by: 0.05)
            stage.window.resize(to: CGSize(width: 844, height: 390))
            stage.clock.advance(by: 3)
            atRest(stage)
            if end == 610 {
                #expect(stage.card.view.frame == CGRect(x: 0, y: 90, width: 844, height: 300))
            } else {
                #expect(stage.map.presentedViewController == nil)
            }
        }
    }

    @Test("Dismiss, present and a second card requested mid-drag and mid-completion are refused, never half-done")
    func requestsMidDrag() throws {
        let (stage, simulator) = try held()
        stage.card.dismiss(animated: true)
        stage.map.presentCard(ViewController(identifier: "other"))
        try simulator.move(to: CGPoint(x: 195, y: 610), duration: 0.5)
        try simulator.wait(0.3)
        try simulator.release()
        stage.card.dismiss(animated: false)
        stage.clock.advance(by: 3)
        atRest(stage)
        #expect(stage.map.presentedViewController === stage.card)
        let allowed: Set<Diagnostic.Code> = [.dismissWhileTransitioning, .presentWhileTransitioning]
        #expect(stage.host.diagnostics.codes.allSatisfy { allowed.contains($0) }, "\(stage.host.diagnostics.entries)")
    }

    @Test("A drag that starts on the resting card and releases exactly there leaves it presented and still")
    func releaseWhereStarted() throws {
        let stage = suite.presented()
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 700), duration: 0.5)
        try simulator.move(to: CGPoint(x: 195, y: 600), duration: 0.5)
        try simulator.wait(0.2)
        try simulator.release()
        stage.clock.advance(by: 2)
        atRest(stage)
        #expect(stage.card.view.frame == CardPresentationTests.card)
        #expect(stage.map.presentedViewController === stage.card)
        #expect(stage.host.diagnostics.entries.isEmpty)
    }
}
