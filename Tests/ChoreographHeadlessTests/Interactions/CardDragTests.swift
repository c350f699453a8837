import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Scripted drags on the card of ``CardPresentationTests``: the progress is the finger's travel over the card's 300
/// points, and the release decides by the core's projection, `p + v·0.998/(1 − 0.998)/1000 > 0.5` with `v` in
/// progress per second, completing on a spring that starts at the finger's velocity (damping ratio 1, or 0.8 when
/// the velocity decided). Touch samples are 1/64 s apart, so every time is exact in binary.
@MainActor
@Suite("Card drag")
struct CardDragTests {
    let suite = CardPresentationTests()
    let dt = 1.0 / 64

    /// Presses at (195, 600) on the card and moves along `ys`, one sample per 1/64 s.
    func drag(_ stage: CardPresentationTests.Stage, through ys: [CGFloat]) throws -> TouchSimulator {
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock, samplesPerSecond: 64)
        try simulator.press(at: CGPoint(x: 195, y: 600))
        for y in ys {
            try simulator.move(to: CGPoint(x: 195, y: y), duration: dt)
        }
        return simulator
    }

    /// The card's on-screen velocity (points per second) just after now, by a forward difference over 0.1 ms.
    func velocity(_ stage: CardPresentationTests.Stage) -> Double {
        let tick = 1e-4
        let y0 = stage.shownTop
        stage.clock.advance(by: tick)
        let y1 = stage.shownTop
        stage.clock.advance(by: tick)
        let y2 = stage.shownTop
        return (-3 * y0 + 4 * y1 - y2) / (2 * tick)
    }

    /// `count` steps of `step` points from 600.
    func steps(_ count: Int, of step: CGFloat, from start: CGFloat = 600) -> [CGFloat] {
        (1...count).map { start + CGFloat($0) * step }
    }

    func expectDismissed(_ stage: CardPresentationTests.Stage) {
        #expect(stage.map.presentedViewController == nil)
        #expect(stage.card.view.window == nil)
        #expect(stage.window.view(withIdentifier: "card-decoration") == nil)
        #expect(stage.window.subviews.map(\.identifier) == ["map"], "only the presenting screen is left")
        #expect(stage.host.diagnostics.entries.isEmpty)
    }

    func expectPresented(_ stage: CardPresentationTests.Stage) {
        #expect(stage.map.presentedViewController === stage.card)
        #expect(stage.card.view.visibleRect == CardPresentationTests.card)
        #expect(stage.window.view(withIdentifier: "card-decoration") != nil)
        #expect(stage.drag?.recognizer.view === stage.card.view, "the drag stays for the next time")
        #expect(stage.host.diagnostics.entries.isEmpty)
    }

    @Test("A slow drag past half finishes on a spring without overshoot; the card follows the finger until then")
    func slowPastHalf() throws {
        let stage = suite.presented()
        // 2 points a sample: 128 pt/s, 0.427 progress/s, for 90 samples: 180 points, progress 0.6.
        let simulator = try drag(stage, through: steps(90, of: 2))
        let interaction = try #require(stage.drag?.interaction)
        #expect(isClose(Double(interaction.percentComplete), 0.6, within: 1e-12))
        stage.clock.advance(by: dt)
        #expect(isClose(stage.shownTop, 544 + 180, within: 1e-9), "the card is under the finger")
        try simulator.release()
        let release = try #require(interaction.lastRelease)
        #expect(release.finishes && !release.rewardsMomentum && release.dampingRatio == 1)
        #expect(isClose(release.velocity, 128.0 / 300, within: 1e-9))
        stage.clock.advance(by: 2)
        expectDismissed(stage)
    }

    @Test("A short slow drag springs back")
    func shortSlowCancels() throws {
        let stage = suite.presented()
        // 60 points at 64 pt/s: progress 0.2, velocity 0.213/s, projected 0.2 + 0.107 < 0.5.
        let simulator = try drag(stage, through: steps(60, of: 1))
        try simulator.release()
        let release = try #require(stage.drag?.interaction?.lastRelease)
        #expect(!release.finishes && !release.rewardsMomentum)
        stage.clock.advance(by: 2)
        expectPresented(stage)
    }

    @Test("A fast flick short of half finishes on a 0.8 spring that leaves at the finger's speed")
    func flickShortOfHalf() throws {
        let stage = suite.presented()
        // 15 points a sample: 960 pt/s = 3.2 progress/s, for 6 samples: 90 points, progress 0.3.
        let simulator = try drag(stage, through: steps(6, of: 15))
        try simulator.release()
        let release = try #require(stage.drag?.interaction?.lastRelease)
        #expect(release.finishes && release.rewardsMomentum && release.dampingRatio == 0.8)
        #expect(isClose(release.progress, 0.3, within: 1e-12))
        #expect(isClose(release.velocity, 3.2, within: 1e-9))
        // The card leaves the finger at the finger's 960 pt/s.
        #expect(isClose(velocity(stage), 960, relative: 0.01))
        stage.clock.advance(by: 2)
        expectDismissed(stage)
    }

    @Test("A flick the wrong way after a long drag cancels, the velocity deciding against the progress")
    func flickWrongWay() throws {
        let stage = suite.presented()
        // Down 240 points slowly (progress 0.8), then up 40 points in two fast samples (−1280 pt/s).
        let simulator = try drag(stage, through: steps(120, of: 2) + [820, 800])
        let interaction = try #require(stage.drag?.interaction)
        #expect(isClose(Double(interaction.percentComplete), 200.0 / 300, within: 1e-12))
        try simulator.release()
        let release = try #require(interaction.lastRelease)
        #expect(!release.finishes && release.rewardsMomentum && release.dampingRatio == 0.8)
        #expect(release.velocity < 0)
        #expect(isClose(velocity(stage), -1280, relative: 0.01), "the card goes back up at the finger's speed")
        stage.clock.advance(by: 2)
        expectPresented(stage)
    }

    @Test("A release exactly at the threshold, at rest, cancels: the projection must exceed half way")
    func exactlyAtThreshold() throws {
        let stage = suite.presented()
        // Down to 780, then +10 and −40 points in two samples: 0.2·(−2560) + 0.8·640 = 0 pt/s at 150 points.
        let simulator = try drag(stage, through: steps(90, of: 2) + [790, 750])
        let interaction = try #require(stage.drag?.interaction)
        #expect(interaction.percentComplete == 0.5)
        #expect(stage.drag?.recognizer.velocity(in: nil) == .zero)
        try simulator.release()
        let release = try #require(interaction.lastRelease)
        #expect(release.progress == 0.5 && release.velocity == 0)
        #expect(!release.finishes)
        stage.clock.advance(by: 2)
        expectPresented(stage)
    }

    @Test("Grabbing the card while it springs back holds it where it is, and a second release decides again")
    func grabDuringSpring() throws {
        let stage = suite.presented()
        let simulator = try drag(stage, through: steps(60, of: 1))
        try simulator.release()
        let interaction = try #require(stage.drag?.interaction)
        #expect(interaction.lastRelease?.finishes == false)
        stage.clock.advance(by: 0.05)
        let before = stage.shownTop
        #expect(before > 544 && before < 604, "on its way back")
        // The finger comes down on the card and moves past the pan's 10-point hysteresis: the pan begins there.
        let grab = TouchSimulator(window: stage.window, clock: stage.clock, samplesPerSecond: 64)
        try grab.press(at: CGPoint(x: 195, y: 700))
        let justBefore = stage.shownTop
        try grab.move(to: CGPoint(x: 195, y: 711), duration: dt)
        #expect(stage.drag?.isInteracting == true)
        // The card stopped where the spring had put it at the grab; it moves again only with the finger.
        let held = stage.shownTop
        #expect(abs(held - justBefore) < 10, "continuous: no jump back to the start or on to the end")
        stage.clock.advance(by: dt)
        #expect(stage.shownTop == held, "held under a still finger")
        try grab.move(to: CGPoint(x: 195, y: 741), duration: dt)
        stage.clock.advance(by: dt)
        #expect(isClose(stage.shownTop, held + 30, within: 1e-9), "then follows it point for point")
        // A fast flick down from there dismisses, leaving at the finger's speed.
        try grab.move(to: CGPoint(x: 195, y: 771), duration: dt)
        let finger = try #require(stage.drag?.recognizer.velocity(in: nil).y)
        #expect(finger > 900)
        try grab.release()
        let release = try #require(interaction.lastRelease)
        #expect(release.finishes)
        #expect(isClose(release.velocity, Double(finger) / 300, within: 1e-9))
        #expect(isClose(velocity(stage), Double(finger), relative: 0.01), "the card leaves at the finger's speed")
        stage.clock.advance(by: 2)
        expectDismissed(stage)
    }
}
