import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Pan gesture recognizer")
struct PanGestureRecognizerTests {
    /// The velocity of HostRules#Pan-velocity, computed from move samples `(time, x)` that start at the touch-down
    /// sample: segments `Δx/Δt` (0 under 1 ms), then 0.2 × latest + 0.8 × previous after each segment.
    private func referenceVelocities(_ samples: [(time: Double, x: Double)]) -> [Double] {
        var segments: [Double] = []
        var result: [Double] = []
        for (previous, current) in zip(samples, samples.dropFirst()) {
            let dt = current.time - previous.time
            segments.append(dt < 0.001 ? 0 : (current.x - previous.x) / dt)
            let latest = segments[segments.count - 1]
            result.append(segments.count == 1 ? latest : 0.2 * latest + 0.8 * segments[segments.count - 2])
        }
        return result
    }

    @Test("A drag goes possible → began → changed … → ended, then resets to possible")
    func stateSequence() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        var actions: [GestureRecognizer.State] = []
        pan.addTarget { actions.append($0.state) }
        try scene.simulator.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.3)
        // 18 moves of 8.33 points: the second passes the 10-point hysteresis and begins, the other 16 change.
        #expect(actions == [.began] + Array(repeating: .changed, count: 16) + [.ended])
        #expect(scene.states(of: "pan") == ["began"] + Array(repeating: "changed", count: 16) + ["ended", "possible"])
        #expect(pan.state == .possible)
    }

    @Test("The pan begins only past 10 points, and fails if the finger lifts first")
    func hysteresis() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        try scene.simulator.press(at: CGPoint(x: 100, y: 100))
        try scene.simulator.move(to: CGPoint(x: 106, y: 108), duration: 0.1)
        #expect(pan.state == .possible)
        try scene.simulator.move(to: CGPoint(x: 106, y: 108.1))
        #expect(pan.state == .began)
        try scene.simulator.release()

        try scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 107, y: 107), duration: 0.2)
        #expect(scene.states(of: "pan").suffix(2) == ["failed", "possible"])
    }

    @Test("Translation is measured from the touch-down, in the requested view's coordinates")
    func translation() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        let scaled = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.window.addSubview(scaled)
        var translations: [CGPoint] = []
        var scaledTranslations: [CGPoint] = []
        pan.addTarget { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            translations.append(pan.translation(in: nil))
            scaledTranslations.append(pan.translation(in: scaled))
        }
        try scene.simulator.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 300), duration: 0.1)
        let steps = 6.0
        // The first move (37 points) begins the pan; five changes and the end follow.
        #expect(translations.count == 7)
        let first = try #require(translations.first)
        #expect(isClose(Double(first.x), 200 / steps, within: 1e-9))
        #expect(isClose(Double(first.y), -100 / steps, within: 1e-9))
        let last = try #require(translations.last)
        #expect(isClose(Double(last.x), 200, within: 1e-9))
        #expect(isClose(Double(last.y), -100, within: 1e-9))
        let lastScaled = try #require(scaledTranslations.last)
        #expect(isClose(Double(lastScaled.x), 100, within: 1e-9))
        #expect(isClose(Double(lastScaled.y), -50, within: 1e-9))
    }

    @Test("setTranslation resets the origin; later moves add to the value set")
    func setTranslation() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        try scene.simulator.press(at: CGPoint(x: 100, y: 100))
        try scene.simulator.move(to: CGPoint(x: 160, y: 100), duration: 0.1)
        pan.setTranslation(CGPoint(x: 5, y: 5), in: scene.card)
        #expect(pan.translation(in: scene.card) == CGPoint(x: 5, y: 5))
        try scene.simulator.move(to: CGPoint(x: 180, y: 90))
        #expect(pan.translation(in: nil) == CGPoint(x: 25, y: -5))
        #expect(pan.location(in: nil) == CGPoint(x: 180, y: 90))
        #expect(pan.location(in: scene.card) == CGPoint(x: 180, y: 90 - 444))
        try scene.simulator.release()
    }

    @Test("Constant speed gives that speed; a change from 300 to 600 pt/s gives 360 at the change")
    func velocityBlend() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        var observed: [Double] = []
        pan.addTarget { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            observed.append(Double(pan.velocity(in: nil).x))
        }
        try scene.simulator.press(at: CGPoint(x: 0, y: 400))
        try scene.simulator.move(to: CGPoint(x: 60, y: 400), duration: 0.2)
        #expect(isClose(Double(pan.velocity(in: nil).x), 300, within: 1e-6))
        try scene.simulator.move(to: CGPoint(x: 180, y: 400), duration: 0.2)
        try scene.simulator.release()

        var samples: [(time: Double, x: Double)] = [(0, 0)]
        for step in 1...12 {
            samples.append((time: Double(step) / 60, x: 5 * Double(step)))
        }
        for step in 1...12 {
            samples.append((time: 0.2 + Double(step) / 60, x: 60 + 10 * Double(step)))
        }
        let reference = referenceVelocities(samples)
        // Actions start when the pan begins, at the third move (15 points); the release repeats the last value.
        let expected = Array(reference.dropFirst(2)) + [reference[reference.count - 1]]
        #expect(observed.count == expected.count)
        for (value, wanted) in zip(observed, expected) {
            #expect(isClose(value, wanted, within: 1e-6))
        }
        #expect(isClose(reference[11], 300, within: 1e-9))
        #expect(isClose(reference[12], 0.2 * 600 + 0.8 * 300, within: 1e-9))
        #expect(isClose(observed[observed.count - 1], 600, within: 1e-6))
    }

    @Test("A resting finger keeps the velocity, lifting adds no sample, sub-millisecond moves count as zero")
    func velocityEdges() throws {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        var atEnd: CGPoint?
        pan.addTarget { recognizer in
            if recognizer.state == .ended { atEnd = (recognizer as? PanGestureRecognizer)?.velocity(in: nil) }
        }
        scene.send(1, 0, 0, .began)
        scene.clock.advance(by: 0.01)
        scene.send(1, 0, 20, .moved)
        scene.clock.advance(by: 0.01)
        scene.send(1, 0, 30, .moved)
        #expect(isClose(Double(pan.velocity(in: nil).y), 0.2 * 1000 + 0.8 * 2000, within: 1e-6))
        // Under a millisecond: a segment of zero velocity.
        scene.clock.advance(by: 0.0005)
        scene.send(1, 0, 31, .moved)
        #expect(isClose(Double(pan.velocity(in: nil).y), 0.2 * 0 + 0.8 * 1000, within: 1e-6))
        // At the same time as the previous sample: no segment; its travel joins the next one (31 → 41 in 10 ms).
        scene.send(1, 0, 35, .moved)
        #expect(isClose(Double(pan.velocity(in: nil).y), 0.8 * 1000, within: 1e-6))
        scene.clock.advance(by: 0.01)
        scene.send(1, 0, 41, .moved)
        #expect(isClose(Double(pan.velocity(in: nil).y), 0.2 * 1000 + 0.8 * 0, within: 1e-6))
        // Resting for a second, even with stationary reports, does not decay it; lifting adds no sample.
        scene.clock.advance(by: 1)
        scene.send(1, 0, 41, .stationary)
        #expect(isClose(Double(pan.velocity(in: nil).y), 200, within: 1e-6))
        scene.clock.advance(by: 0.5)
        scene.send(1, 0, 41, .ended)
        #expect(isClose(Double(atEnd?.y ?? -1), 200, within: 1e-6))
    }

    @Test("A second finger keeps the translation continuous; fingers beyond the maximum are ignored")
    func multipleTouches() {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        pan.maximumNumberOfTouches = 2
        scene.send(1, 100, 100, .began)
        scene.clock.advance(by: 0.02)
        scene.send(1, 130, 100, .moved)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        scene.send(2, 200, 300, .began)
        scene.send(3, 50, 50, .began)
        #expect(pan.numberOfTouches == 2)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        scene.clock.advance(by: 0.02)
        scene.send(1, 140, 110, .moved)
        scene.send(2, 210, 310, .moved)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 10))
        scene.send(2, 210, 310, .ended)
        #expect(pan.state == .changed)
        scene.clock.advance(by: 0.02)
        scene.send(1, 150, 110, .moved)
        #expect(pan.translation(in: nil) == CGPoint(x: 50, y: 10))
        scene.send(1, 150, 110, .ended)
        scene.send(3, 50, 50, .ended)
        #expect(scene.states(of: "pan").suffix(2) == ["ended", "possible"])
    }

    @Test("With a minimum of two fingers one finger never begins; two do, and lifting one ends the pan")
    func minimumTouches() {
        let scene = GestureScene()
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        pan.minimumNumberOfTouches = 2
        scene.send(1, 100, 100, .began)
        scene.clock.advance(by: 0.05)
        scene.send(1, 100, 200, .moved)
        #expect(pan.state == .possible)
        scene.send(2, 300, 200, .began)
        scene.clock.advance(by: 0.05)
        scene.send(1, 100, 220, .moved)
        #expect(pan.state == .began)
        scene.send(2, 300, 220, .ended)
        #expect(scene.states(of: "pan") == ["began", "ended"])
        scene.send(1, 100, 220, .ended)
        #expect(pan.state == .possible)
    }

    @Test("A cancelled touch cancels an active pan")
    func cancelledTouch() throws {
        let scene = GestureScene()
        scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        try scene.simulator.press(at: CGPoint(x: 10, y: 10))
        try scene.simulator.move(to: CGPoint(x: 60, y: 10), duration: 0.1)
        try scene.simulator.cancel()
        #expect(scene.states(of: "pan").suffix(2) == ["cancelled", "possible"])
    }
}
