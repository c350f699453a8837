import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Touch simulator")
struct TouchSimulatorTests {
    /// Runs a fixed script on a fresh scene and returns a trace of every action: time, state, translation, velocity.
    private func trace(samplesPerSecond: Double = 60) throws -> [String] {
        let scene = GestureScene(samplesPerSecond: samplesPerSecond)
        let pan = scene.attach(PanGestureRecognizer(), to: scene.card, as: "pan")
        var trace: [String] = []
        pan.addTarget { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            trace.append("\(scene.clock.now) \(pan.state) \(pan.translation(in: nil)) \(pan.velocity(in: nil))")
        }
        try scene.simulator.press(at: CGPoint(x: 30, y: 600))
        try scene.simulator.move(to: CGPoint(x: 130, y: 560), duration: 0.25)
        try scene.simulator.wait(0.1)
        try scene.simulator.move(to: CGPoint(x: 300, y: 500), duration: 0.1)
        try scene.simulator.release()
        return trace
    }

    @Test("The same script gives the same touches, times and values")
    func determinism() throws {
        let first = try trace()
        #expect(first.count > 10)
        #expect(try trace() == first)
        #expect(try trace(samplesPerSecond: 120) != first)
    }

    @Test("A move is sent in steps at the sample rate, each step at its time and interpolated position")
    func steps() throws {
        for rate in [60.0, 120] {
            let scene = GestureScene(samplesPerSecond: rate)
            let pan = PanGestureRecognizer()
            pan.cancelsTouchesInView = false
            scene.back.addGestureRecognizer(pan)
            var samples: [(Double, CGPoint)] = []
            pan.addTarget { samples.append((scene.clock.now, $0.location(in: nil))) }
            try scene.simulator.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 150), duration: 0.3)
            let count = Int((0.3 * rate).rounded())
            #expect(scene.back.received.filter { $0.hasPrefix("moved") }.count == count)
            #expect(isClose(scene.clock.now, 0.3, within: 1e-12))
            // Every move but the first (below the hysteresis at 60 Hz, 120 Hz) reaches the action, then the release.
            let moves = samples.dropLast()
            for (time, location) in moves {
                let fraction = time / 0.3
                #expect(isClose(Double(location.x), 300 * fraction, within: 1e-9))
                #expect(isClose(Double(location.y), 150 * fraction, within: 1e-9))
            }
            #expect(samples.last?.1 == CGPoint(x: 300, y: 150))
        }
    }

    @Test("Misused steps throw, naming the step or the value, and send nothing")
    func misuse() throws {
        let scene = GestureScene()
        #expect(throws: TouchSimulatorError.noFingerDown(step: "release")) { try scene.simulator.release() }
        #expect(throws: TouchSimulatorError.noFingerDown(step: "move")) {
            try scene.simulator.move(to: .zero, duration: 0.1)
        }
        try scene.simulator.press(at: CGPoint(x: 10, y: 10))
        #expect(throws: TouchSimulatorError.fingerAlreadyDown) { try scene.simulator.press(at: .zero) }
        #expect(
            throws: TouchSimulatorError.invalidValue(
                parameter: "point.x", value: .infinity, rule: "must be a finite number")
        ) { try scene.simulator.move(to: CGPoint(x: CGFloat.infinity, y: 0)) }
        do {
            try scene.simulator.move(to: .zero, duration: -1)
            Issue.record("a negative duration was accepted")
        } catch {
            #expect(error.description == "duration = -1.0: must be between 0 and 60.0 seconds")
        }
        #expect(throws: TouchSimulatorError.self) { try scene.simulator.wait(.nan) }
        #expect(throws: TouchSimulatorError.self) { try scene.simulator.drag(from: .zero, to: .zero, duration: 61) }
        #expect(scene.clock.now == 0)
        #expect(scene.dispatcher.activeTouches.map(\.location) == [CGPoint(x: 10, y: 10)])
        #expect(scene.diagnostics.entries.isEmpty)
        try scene.simulator.release()
        #expect(scene.simulator.location == nil)
    }

    @Test("Drag scripts parse points, arrows and durations in seconds or milliseconds")
    func parsing() throws {
        let script = try DragScript(parsing: "10,20 -> 300, 400 in 0.3s")
        #expect(script == DragScript(start: CGPoint(x: 10, y: 20), end: CGPoint(x: 300, y: 400), duration: 0.3))
        #expect(try DragScript(parsing: "  1.5 ,2->3,4   in 250ms ").duration == 0.25)
        #expect(try DragScript(parsing: "1.5,2 -> -3,4 in 2").end == CGPoint(x: -3, y: 4))
        #expect(try DragScript(parsing: "0,0 -> 5,5 in 0 s").duration == 0)
        #expect(script.description == "10,20 -> 300,400 in 0.3s")
        #expect(try DragScript(parsing: script.description) == script)
        let fractional = DragScript(start: CGPoint(x: 0.5, y: 2), end: CGPoint(x: 3, y: -1.25), duration: 1)
        #expect(try DragScript(parsing: fractional.description) == fractional)
    }

    @Test("Bad drag scripts name the part at fault")
    func parseErrors() {
        let cases: [(String, String, String)] = [
            ("10,20 300,400 in 0.3s", "script", "\"->\" is missing"),
            ("1,2 -> 3,4 -> 5,6 in 1s", "script", "\"->\" is repeated"),
            ("1,2 -> 3,4", "script", "\"in\" before the duration is missing"),
            ("10;20 -> 300,400 in 0.3s", "start point", "expected two numbers"),
            ("10,abc -> 300,400 in 0.3s", "start point", "y \"abc\" is not a finite number"),
            ("10,20 -> 3,4,5 in 0.3s", "end point", "expected two numbers"),
            ("10,20 -> inf,4 in 0.3s", "end point", "x \"inf\" is not a finite number"),
            ("10,20 -> 3,4 in fast", "duration", "expected a number of seconds"),
            ("10,20 -> 3,4 in -1s", "duration", "must be between 0 and 60.0 seconds"),
            ("10,20 -> 3,4 in 90s", "duration", "must be between 0 and 60.0 seconds"),
        ]
        for (text, part, problem) in cases {
            do {
                _ = try DragScript(parsing: text)
                Issue.record("\(text) was accepted")
            } catch {
                #expect(error.part == part, "\(text)")
                #expect(error.problem.hasPrefix(problem), "\(text): \(error)")
            }
        }
        do {
            _ = try DragScript(parsing: "10,abc -> 300,400 in 0.3s")
        } catch {
            #expect(error.description == "start point \"10,abc\": y \"abc\" is not a finite number")
        }
    }

    @Test("A parsed drag performs press, move and release on the clock")
    func perform() throws {
        let scene = GestureScene()
        scene.attach(ScreenEdgePanGestureRecognizer(), to: scene.back, as: "unused")
        let pan = scene.attach(PanGestureRecognizer(), to: scene.back, as: "pan")
        var last = CGPoint.zero
        pan.addTarget { last = ($0 as? PanGestureRecognizer)?.translation(in: nil) ?? .zero }
        try scene.simulator.perform(DragScript(parsing: "5,400 -> 205,380 in 0.5s"))
        #expect(isClose(scene.clock.now, 0.5, within: 1e-12))
        #expect(last == CGPoint(x: 200, y: -20))
        #expect(scene.states(of: "pan").suffix(2) == ["ended", "possible"])
    }
}
