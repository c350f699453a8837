import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Tap gesture recognizer")
struct TapGestureRecognizerTests {
    @Test("A short press that stays put recognizes on touch up, at the touch's location")
    func recognizes() throws {
        let scene = GestureScene()
        let tap = scene.attach(TapGestureRecognizer(), to: scene.button, as: "tap")
        var recognizedAt: [CGPoint] = []
        tap.addTarget { recognizedAt.append($0.location(in: scene.button)) }
        try scene.simulator.tap(at: CGPoint(x: 50, y: 500))
        #expect(scene.states(of: "tap") == ["ended", "possible"])
        #expect(recognizedAt == [CGPoint(x: 30, y: 36)])
        #expect(GestureRecognizer.State.recognized == .ended)
    }

    @Test("A tap that moves more than 10 points fails as it moves")
    func movesTooFar() throws {
        let scene = GestureScene()
        let tap = scene.attach(TapGestureRecognizer(), to: scene.back, as: "tap")
        try scene.simulator.press(at: CGPoint(x: 100, y: 100))
        try scene.simulator.move(to: CGPoint(x: 108, y: 106), duration: 0.05)
        #expect(tap.state == .possible)
        try scene.simulator.move(to: CGPoint(x: 108, y: 106.5))
        #expect(tap.state == .failed)
        try scene.simulator.release()
        #expect(scene.states(of: "tap") == ["failed", "possible"])
    }

    @Test("A press of 0.5 s or more fails when the time is up; a shorter one recognizes")
    func pressDuration() throws {
        let scene = GestureScene()
        let tap = scene.attach(TapGestureRecognizer(), to: scene.back, as: "tap")
        var failedAt: Double?
        tap.observeState { _, state in if state == .failed { failedAt = scene.clock.now } }
        try scene.simulator.tap(at: CGPoint(x: 100, y: 100), pressDuration: 0.5)
        #expect(failedAt == 0.5)
        #expect(scene.states(of: "tap") == ["failed", "possible"])
        try scene.simulator.tap(at: CGPoint(x: 100, y: 100), pressDuration: 0.49)
        #expect(scene.states(of: "tap").suffix(2) == ["ended", "possible"])
    }

    @Test("A double tap needs the second tap within 0.35 s of the first lift")
    func doubleTap() throws {
        let scene = GestureScene()
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        scene.attach(tap, to: scene.back, as: "double")
        try scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(tap.state == .possible)
        try scene.simulator.wait(0.2)
        try scene.simulator.tap(at: CGPoint(x: 104, y: 98))
        #expect(scene.states(of: "double") == ["ended", "possible"])

        try scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        try scene.simulator.wait(0.35)
        #expect(scene.states(of: "double").suffix(2) == ["failed", "possible"])
    }

    @Test("A single tap that requires a double tap to fail waits for it, and fails if it recognizes")
    func requireToFail() throws {
        let scene = GestureScene()
        let single = scene.attach(TapGestureRecognizer(), to: scene.back, as: "single")
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        scene.attach(double, to: scene.back, as: "double")
        single.require(toFail: double)
        var singleAt: Double?
        single.addTarget { _ in singleAt = scene.clock.now }

        try scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(single.state == .possible)
        try scene.simulator.wait(0.35)
        #expect(isClose(singleAt ?? 0, 0.45, within: 1e-12))
        #expect(scene.states == ["double.failed", "single.ended", "single.possible", "double.possible"])

        try scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        try scene.simulator.wait(0.1)
        try scene.simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.states.suffix(4) == ["single.failed", "double.ended", "single.possible", "double.possible"])
        #expect(isClose(singleAt ?? 0, 0.45, within: 1e-12))
    }

    @Test("A second finger fails a tap")
    func secondFinger() {
        let scene = GestureScene()
        scene.attach(TapGestureRecognizer(), to: scene.back, as: "tap")
        scene.send(1, 100, 100, .began)
        scene.send(2, 200, 100, .began)
        scene.send(1, 100, 100, .ended)
        scene.send(2, 200, 100, .ended)
        #expect(scene.states(of: "tap") == ["failed", "possible"])
    }
}
