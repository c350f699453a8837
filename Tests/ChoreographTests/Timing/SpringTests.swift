import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

/// Integrates m·x'' + c·x' + k·(x − 1) = 0 from x = 0, x' = v0 with classic fourth-order Runge–Kutta and returns
/// (time, value, velocity) every `every` steps.
private func rungeKutta(
    mass: Double,
    stiffness: Double,
    damping: Double,
    velocity v0: Double,
    until end: Double,
    step h: Double = 1e-4,
    every: Int = 100
) -> [(t: Double, x: Double, v: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - 1) - damping * v) / mass }
    var x = 0.0
    var v = v0
    var samples = [(t: 0.0, x: x, v: v)]
    let steps = Int((end / h).rounded())
    for step in 1...steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        if step % every == 0 { samples.append((Double(step) * h, x, v)) }
    }
    return samples
}

@Suite("Spring")
struct SpringTests {
    @Test(
        "The analytic solution matches RK4 within 1e-6 in every regime, with and without initial velocity",
        arguments: [
            // (mass, stiffness, damping): under-, critically and over-damped, plus a heavy and an undamped one.
            (1.0, 100.0, 10.0), (1.0, 100.0, 20.0), (1.0, 100.0, 45.0), (3.0, 1_000.0, 500.0), (2.0, 300.0, 9.0),
            (1.0, 40.0, 0.0),
        ],
        [0.0, 4.0, -3.0]
    )
    func matchesNumericalIntegration(constants: (Double, Double, Double), velocity: Double) throws {
        let (mass, stiffness, damping) = constants
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        var worstValue = 0.0
        var worstVelocity = 0.0
        for sample in rungeKutta(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, until: 3) {
            worstValue = max(worstValue, abs(spring.value(at: sample.t) - sample.x))
            // Velocity is compared relative to the motion's scale: ω₀ distances per second.
            worstVelocity = max(
                worstVelocity, abs(spring.velocity(at: sample.t) - sample.v) / max(1, spring.naturalFrequency))
        }
        #expect(worstValue <= 1e-6)
        #expect(worstVelocity <= 1e-6)
    }

    @Test("Starts at 0 with its initial velocity and rests at 1")
    func boundaryConditions() throws {
        let spring = try Spring(mass: 1, stiffness: 170, damping: 26, initialVelocity: 2)
        #expect(spring.value(at: 0) == 0)
        #expect(spring.velocity(at: 0) == 2)
        #expect(spring.value(at: -1) == 0)
        #expect(spring.value(at: .nan) == 0)
        #expect(isClose(spring.value(at: 20), 1, within: 1e-12))
    }

    /// The rule: TimingCurvesAndSprings#Springs.
    @Test("Damping ratio follows ζ = c / (2√(km))")
    func dampingRatioFormula() throws {
        #expect(isClose(try Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio, 0.5, within: 1e-12))
        #expect(isClose(try Spring(mass: 4, stiffness: 25, damping: 20).dampingRatio, 1, within: 1e-12))
        #expect(
            isClose(
                try Spring(mass: 3, stiffness: 1_000, damping: 500).dampingRatio, 500 / (2 * 3_000.0.squareRoot()),
                within: 1e-12))
    }

    @Test("Response and damping fraction map to stiffness (2π/r)² and damping 4πf/r, defaults 0.5 and 0.825")
    func responseMapping() throws {
        let spring = try Spring(response: 0.3, dampingFraction: 0.6)
        #expect(isClose(spring.stiffness, pow(2 * .pi / 0.3, 2), within: 1e-9))
        #expect(isClose(spring.damping, 4 * .pi * 0.6 / 0.3, within: 1e-9))
        #expect(isClose(spring.dampingRatio, 0.6, within: 1e-12))
        let defaults = try Spring(response: 0.5)
        #expect(isClose(defaults.dampingRatio, 0.825, within: 1e-12))
        let modern = try Spring()
        #expect(isClose(modern.stiffness, pow(2 * .pi / 0.5, 2), within: 1e-9))
        #expect(isClose(modern.damping, 4 * .pi / 0.5, within: 1e-9))
        let swiftUI = try Spring(response: 0.5, dampingFraction: 0.825)
        #expect(isClose(swiftUI.dampingRatio, 0.825, within: 1e-12))
    }

    /// The rule: TimingCurvesAndSprings#Springs.
    @Test("Duration and bounce map to stiffness and damping on both sides of zero bounce")
    func bounceMapping() throws {
        let bouncy = try Spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(bouncy.stiffness, pow(2 * .pi / 0.5, 2), within: 1e-9))
        #expect(isClose(bouncy.damping, 4 * .pi * 0.7 / 0.5, within: 1e-9))
        #expect(isClose(bouncy.dampingRatio, 0.7, within: 1e-12))
        let flat = try Spring(duration: 0.4, bounce: -0.5)
        #expect(isClose(flat.damping, 4 * .pi / (0.4 * 0.5), within: 1e-9))
        #expect(isClose(flat.dampingRatio, 2, within: 1e-12))
        let smooth = try Spring(duration: 0.5, bounce: 0)
        #expect(isClose(smooth.dampingRatio, 1, within: 1e-12))
    }

    /// The rule: TimingCurvesAndSprings#Fitting-a-spring-to-a-duration.
    @Test("A damping-ratio spring is fitted to its duration as UIKit does (D = 1, ζ = 0.4)")
    func dampingRatioFit() throws {
        let spring = try Spring(dampingRatio: 0.4, duration: 1)
        #expect(spring.duration == 1)
        #expect(isClose(spring.mass, 1, within: 0))
        #expect(isClose(spring.naturalFrequency, 15.2, within: 0.1))
        #expect(isClose(spring.stiffness, 231, within: 2))
        #expect(isClose(spring.damping, 12.2, within: 0.1))
        #expect(isClose(spring.dampingRatio, 0.4, within: 1e-12))
        // The envelope condition itself, written out: |(ζω₀ − v₀)/(ω₀√(1−ζ²))|·e^(−ζω₀D) = 0.001.
        let omega = spring.naturalFrequency
        let envelope = abs(0.4 * omega / (omega * (1 - 0.16).squareRoot())) * exp(-0.4 * omega)
        #expect(isClose(envelope, 0.001, relative: 1e-6))
        // Overshoot about 25.4% of the travel, first peak at about 0.23 s, found by scanning the motion.
        var peak = (t: 0.0, x: 0.0)
        for t in evenlySpaced(10_001, over: 0...0.5) where spring.value(at: t) > peak.x {
            peak = (t, spring.value(at: t))
        }
        #expect(isClose(peak.x - 1, 0.254, within: 0.005))
        #expect(isClose(peak.t, 0.23, within: 0.01))
    }

    @Test("A critically damped fit with initial velocity satisfies its envelope condition")
    func criticalFitWithVelocity() throws {
        let spring = try Spring(dampingRatio: 1, duration: 0.6, initialVelocity: 2)
        let omega = spring.naturalFrequency
        let envelope = ((omega - 2) * 0.6 + 1) * exp(-omega * 0.6)
        #expect(isClose(envelope, 0.001, relative: 1e-6))
        #expect(isClose(spring.dampingRatio, 1, within: 1e-12))
        #expect(spring.velocity(at: 0) == 2)
    }

    @Test("Damping ratios above 1 and out-of-range durations are clamped as UIKit does")
    func dampingRatioClamps() throws {
        let stiff = try Spring(dampingRatio: 3, duration: 0.5)
        #expect(isClose(stiff.dampingRatio, 1, within: 1e-12))
        #expect(try Spring(dampingRatio: 0.5, duration: 0).duration == 0.01)
        #expect(try Spring(dampingRatio: 0.5, duration: 25).duration == 10)
    }

    /// The rule: TimingCurvesAndSprings#Settling-duration.
    @Test(
        "Settling durations agree with Core Animation within 5%",
        arguments: [(5.0, 2.855), (10.0, 1.473), (15.0, 1.022)]
    )
    func settlingMatchesCoreAnimation(damping: Double, expected: Double) throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: damping)
        #expect(isClose(spring.settlingDuration, expected, relative: 0.05))
        #expect(spring.duration == spring.settlingDuration)
    }

    @Test("Critically and over-damped settling is the first 0.1 s step after which the spring stays within 0.001")
    func settlingWithoutOscillation() throws {
        for damping in [20.0, 30.0, 60.0] {
            let spring = try Spring(stiffness: 100, damping: damping)
            let settle = spring.settlingDuration
            #expect(isClose((settle * 10).rounded(), settle * 10, within: 1e-9))
            for t in evenlySpaced(200, over: settle...(settle + 1.5)) {
                #expect(abs(1 - spring.value(at: t)) < 0.001, "damping \(damping) at \(t)")
            }
            #expect(abs(1 - spring.value(at: settle - 0.1)) >= 0.001, "damping \(damping)")
        }
    }

    @Test("Without overdamping, an over-damped spring moves as the critically damped one")
    func overdampingDisallowed() throws {
        let clamped = try Spring(mass: 3, stiffness: 1_000, damping: 500, allowsOverdamping: false)
        let critical = try Spring(mass: 3, stiffness: 1_000, damping: 2 * 3_000.0.squareRoot())
        for t in evenlySpaced(50, over: 0...2) {
            #expect(isClose(clamped.value(at: t), critical.value(at: t), within: 1e-12))
        }
        let physical = try Spring(mass: 3, stiffness: 1_000, damping: 500)
        #expect(physical.settlingDuration > clamped.settlingDuration)
    }

    @Test("An undamped spring never settles; its settling duration is the documented cap")
    func undampedSpring() throws {
        #expect(try Spring(stiffness: 100, damping: 0).settlingDuration == Spring.maximumSettlingDuration)
        let bounce = try Spring(duration: 0.5, bounce: 1)
        #expect(bounce.damping == 0)
        #expect(bounce.settlingDuration == Spring.maximumSettlingDuration)
        let floor = try Spring(duration: 0.5, bounce: -1)
        #expect(floor.damping.isFinite)
        #expect(isClose(floor.damping, 4 * .pi / (0.5 * 0.01), within: 1e-9))
    }

    @Test("A copy with a new velocity keeps every other constant")
    func withInitialVelocity() throws {
        let spring = try Spring(dampingRatio: 0.7, duration: 0.8)
        let moving = try spring.withInitialVelocity(3)
        #expect(moving.stiffness == spring.stiffness)
        #expect(moving.duration == 0.8)
        #expect(moving.velocity(at: 0) == 3)
        #expect(throws: TimingError.self) { try spring.withInitialVelocity(.infinity) }
    }

    @Test("Springs that compare equal hash the same (== and hash(into:) are written by hand)")
    func hashLaw() async {
        await HashLaw.check(components: 5) { numbers in
            try? Spring(
                mass: 1 + abs(numbers[0]), stiffness: 1 + abs(numbers[1]), damping: abs(numbers[2]),
                initialVelocity: numbers[3], allowsOverdamping: numbers[4] == 0)
        }
        await HashLaw.check(components: 3) { numbers in
            try? Spring(dampingRatio: 0.1 + abs(numbers[0]), duration: abs(numbers[1]), initialVelocity: numbers[2])
        }
    }
}
