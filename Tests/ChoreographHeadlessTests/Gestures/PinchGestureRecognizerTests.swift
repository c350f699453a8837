import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `PinchGestureRecognizer` against the host's rules (HostRules#Pinch): begins once the fingers' distance has changed
/// by more than 8 points, changes while both move, ends when both lift; scale = distance / distance at the second
/// touch-down; velocity = 0.2 × latest segment + 0.8 × the one before, in scale per second. Samples 1/64 s apart.
@MainActor
@Suite("Pinch gesture recognizer")
struct PinchGestureRecognizerTests {
    let center = CGPoint(x: 195, y: 400)

    func scene() -> (GestureScene, PinchGestureRecognizer, [GestureRecognizer.State]) {
        let scene = GestureScene(samplesPerSecond: 64)
        let pinch = scene.attach(PinchGestureRecognizer(), to: scene.back, as: "pinch")
        return (scene, pinch, [])
    }

    @Test("Closing from 200 to 100 points in 10 moves: began past 8 points, changes, ended; scale 0.5")
    func closes() throws {
        let (scene, pinch, _) = scene()
        var seen: [(GestureRecognizer.State, CGFloat)] = []
        pinch.addTarget { seen.append(($0.state, pinch.scale)) }
        try scene.simulator.press(fingersAt: TouchSimulator.pair(center, 200))
        #expect(pinch.scale == 1 && pinch.state == .possible)
        // Each move closes 10 points: the first already passes the 8-point hysteresis.
        try scene.simulator.move(fingersTo: TouchSimulator.pair(center, 100), duration: 10.0 / 64)
        #expect(seen.map(\.0) == [.began] + Array(repeating: .changed, count: 9))
        #expect(seen.first?.1 == 190.0 / 200, "the scale at began includes the hysteresis")
        #expect(pinch.scale == 0.5)
        // Constant speed: 10 points every 1/64 s is 0.05 scale per 1/64 s, −3.2 per second.
        #expect(isClose(Double(pinch.velocity), -3.2, within: 1e-9))
        #expect(pinch.location(in: nil) == center)
        try scene.simulator.releaseFingers()
        #expect(seen.last?.0 == .ended)
        #expect(pinch.state == .possible && pinch.scale == 1, "reset after the lift")
    }

    @Test("The velocity weighs the latest segment 0.2 and the one before 0.8")
    func velocity() throws {
        let (scene, pinch, _) = scene()
        try scene.simulator.press(fingersAt: TouchSimulator.pair(center, 200))
        try scene.simulator.move(fingersTo: TouchSimulator.pair(center, 180), duration: 1.0 / 64)
        // One segment: −0.1 scale in 1/64 s = −6.4 per second.
        #expect(isClose(Double(pinch.velocity), -6.4, within: 1e-9))
        try scene.simulator.move(fingersTo: TouchSimulator.pair(center, 190), duration: 1.0 / 64)
        // Then +0.05 in 1/64 s = +3.2: 0.2·3.2 + 0.8·(−6.4) = −4.48.
        #expect(isClose(Double(pinch.velocity), -4.48, within: 1e-9))
        #expect(isClose(Double(pinch.scale), 0.95, within: 1e-12))
        try scene.simulator.releaseFingers()
    }

    @Test("A move within 8 points does not begin, and lifting then fails it")
    func smallFails() throws {
        let (scene, pinch, _) = scene()
        try scene.simulator.press(fingersAt: TouchSimulator.pair(center, 200))
        try scene.simulator.move(fingersTo: TouchSimulator.pair(center, 192), duration: 1.0 / 64)
        #expect(pinch.state == .possible, "exactly 8 points is not more than 8")
        try scene.simulator.releaseFingers()
        #expect(scene.states(of: "pinch") == ["failed", "possible"])
    }

    @Test("One finger never pinches, however far it moves")
    func oneFinger() throws {
        let (scene, pinch, _) = scene()
        try scene.simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        #expect(scene.states(of: "pinch") == ["failed", "possible"])
        #expect(pinch.scale == 1)
    }

    @Test("With one finger lifted the pinch holds its scale; ends only when both have lifted")
    func oneLifts() throws {
        let (scene, pinch, _) = scene()
        scene.send(1, 95, 400, .began)
        scene.send(2, 295, 400, .began)
        scene.clock.advance(by: 1.0 / 64)
        scene.send(1, 145, 400, .moved)
        #expect(pinch.state == .began && pinch.scale == 0.75)
        scene.send(1, 145, 400, .ended)
        #expect(pinch.state == .began || pinch.state == .changed, "still active with one finger")
        #expect(pinch.scale == 0.75)
        scene.clock.advance(by: 1.0 / 64)
        scene.send(2, 250, 400, .moved)
        #expect(pinch.scale == 0.75, "one finger cannot pinch")
        // A finger comes back 100 points away: the scale measures on from 0.75; closing to 50 points halves it.
        scene.send(3, 150, 400, .began)
        scene.clock.advance(by: 1.0 / 64)
        scene.send(3, 200, 400, .moved)
        #expect(pinch.scale == 0.375)
        scene.send(2, 250, 400, .ended)
        scene.send(3, 200, 400, .ended)
        #expect(scene.states(of: "pinch").suffix(2) == ["ended", "possible"])
    }

    @Test("Setting the scale measures on from it and zeroes the velocity; a bad value is ignored")
    func settingScale() throws {
        let (scene, pinch, _) = scene()
        try scene.simulator.press(fingersAt: TouchSimulator.pair(center, 200))
        try scene.simulator.move(fingersTo: TouchSimulator.pair(center, 100), duration: 2.0 / 64)
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        pinch.scale = .nan
        pinch.scale = 0
        #expect(pinch.scale == 1)
        // From 100 points: closing to 50 is half again.
        try scene.simulator.move(fingersTo: TouchSimulator.pair(center, 50), duration: 1.0 / 64)
        #expect(pinch.scale == 0.5)
        try scene.simulator.releaseFingers()
    }

    @Test("The simulator's fingers refuse bad steps, naming the value")
    func simulatorErrors() throws {
        let (scene, _, _) = scene()
        #expect(throws: TouchSimulatorError.noFingerDown(step: "move")) {
            try scene.simulator.move(fingersTo: [center])
        }
        #expect(throws: TouchSimulatorError.self) { try scene.simulator.press(fingersAt: []) }
        #expect(throws: TouchSimulatorError.self) {
            try scene.simulator.press(fingersAt: Array(repeating: center, count: 6))
        }
        #expect(throws: TouchSimulatorError.self) {
            try scene.simulator.press(fingersAt: [CGPoint(x: CGFloat.nan, y: 0)])
        }
        try scene.simulator.press(fingersAt: TouchSimulator.pair(center, 100))
        #expect(throws: TouchSimulatorError.fingerAlreadyDown) { try scene.simulator.press(at: center) }
        #expect(throws: TouchSimulatorError.self) { try scene.simulator.move(fingersTo: [center]) }
        try scene.simulator.releaseFingers()
        #expect(throws: TouchSimulatorError.self) {
            try scene.simulator.pinch(center: center, from: -1, to: 10, duration: 0.1)
        }
        #expect(scene.simulator.fingerLocations.isEmpty)
        #expect(scene.diagnostics.entries.isEmpty)
    }
}
