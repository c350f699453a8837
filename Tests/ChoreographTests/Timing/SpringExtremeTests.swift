import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

@testable import Choreograph

/// Springs at the edges of the numbers: a motion is either computed correctly, with finite values at every time, or
/// refused with a ``TimingError`` naming a parameter — never a motion that is silently NaN, infinite or frozen.
@Suite("Spring at extreme parameters")
struct SpringExtremeTests {
    @Test("a light mass on a stiff damper moves as its first-order limit, x = 1 − e^(−(k/c)·t), rather than not at all")
    func lightMassFollowsFirstOrderLimit() throws {
        // m·x'' + c·x' + k·(x − 1) = 0 with m → 0 is c·x' = k·(1 − x); the mass's own mode decays in m/c = 1e-21 s.
        let spring = try Spring(mass: 1e-20, stiffness: 100, damping: 10)
        for time in [0.01, 0.05, 0.1, 0.3, 0.7, 1.5] {
            let reference = 1 - exp(-10 * time)
            #expect(abs(spring.value(at: time) - reference) < 1e-9, "t = \(time): \(spring.value(at: time))")
            #expect(abs(spring.velocity(at: time) - 10 * exp(-10 * time)) < 1e-6, "t = \(time)")
        }
        // It settles (|1 − x| < 0.001 from then on) where the limit does, ln(1000)/10 ≈ 0.69 s, on the 0.1 s grid.
        #expect(spring.settlingDuration == 0.7)
    }

    @Test("a stiff spring on an equally stiff damper keeps its first-order rate k/c = 1")
    func stiffOverdampedKeepsItsRate() throws {
        // ζ = 5e9: ω·(ζ − √(ζ² − 1)) would cancel to 0 and freeze the motion at 0.
        for constant in [1e16, 1e20] {
            let spring = try Spring(stiffness: constant, damping: constant)
            for time in [0.25, 1, 3] {
                #expect(abs(spring.value(at: time) - -expm1(-time)) < 1e-9, "k = c = \(constant), t = \(time)")
            }
        }
    }

    @Test("a damping ratio whose square overflows gives a finite, nearly still motion")
    func dampingRatioBeyondSquare() throws {
        // ζ = c / (2·√(k·m)) = 5e159: ζ² is not finite. The motion is the first-order limit with the slow rate
        // k/c = 1e-310: still to the eye for any time a transition takes, a hundredth of the way at t = 1e308.
        let spring = try Spring(mass: 1, stiffness: 1e-300, damping: 1e10)
        for time in [0.0, 0.5, 60, 1e300, 1e308] {
            let value = spring.value(at: time)
            #expect(abs(value - -expm1(-1e-310 * time)) < 1e-12, "t = \(time): \(value)")
            #expect(spring.velocity(at: time).isFinite, "t = \(time)")
        }
        #expect(abs(spring.value(at: 1e308) - 0.00995) < 1e-5)
    }

    @Test("the damping ratio of a spring whose stiffness·mass overflows or underflows is c / (2·√k·√m) all the same")
    func dampingRatioAtExtremeMagnitudes() throws {
        for scale in [1e-200, 1e-150, 1, 1e150, 1e200] {
            // k = m = c = scale: ω = 1 and ζ = 1/2 whatever the scale.
            let spring = try Spring(mass: scale, stiffness: scale, damping: scale)
            #expect(abs(spring.dampingRatio - 0.5) < 1e-12, "scale \(scale)")
            #expect(abs(spring.naturalFrequency - 1) < 1e-12, "scale \(scale)")
            // x = 1 − e^(−t/2)·(cos ω_d·t + sin ω_d·t / √3), ω_d = √3/2: the same motion at every scale.
            let time = 2.0
            let dampedFrequency = 0.75.squareRoot()
            let reference =
                1 - exp(-time / 2) * (cos(dampedFrequency * time) + sin(dampedFrequency * time) / 3.0.squareRoot())
            #expect(abs(spring.value(at: time) - reference) < 1e-12, "scale \(scale)")
        }
    }

    @Test("an undamped spring at t = +∞ is read as at rest")
    func undampedAtInfinity() throws {
        let spring = try Spring(stiffness: 100, damping: 0)
        #expect(spring.value(at: .infinity) == 1 && spring.velocity(at: .infinity) == 0)
    }

    @Test("a spring whose stiffness or coefficients cannot be computed is refused, naming the parameter")
    func uncomputableSpringsAreRefused() {
        let cases: [(String, () throws -> Spring)] = [
            // Fitted to 0.5 s, a vanishing ratio needs an infinite natural frequency.
            ("dampingRatio", { try Spring(dampingRatio: 1e-308, duration: 0.5) }),
            // (2π / 1e-300)² is not finite.
            ("response", { try Spring(response: 1e-300) }),
            ("duration", { try Spring(duration: 1e-300, bounce: 0.2) }),
            ("duration", { try Spring(duration: 1e-160, bounce: 0) }),
            // (2π / 1e308)² underflows to a stiffness of 0.
            ("response", { try Spring(response: 1e308) }),
            // √(k/m) = √(1e310).
            ("mass", { try Spring(mass: 1e-300, stiffness: 1e10, damping: 1) }),
            // The stiffness is the extreme one, not the default mass.
            ("stiffness", { try Spring(mass: 1e-10, stiffness: 1e300, damping: 1) }),
            // The kick alone makes the sine's coefficient v₀/ω_d overflow; the same spring at rest is fine.
            ("initialVelocity", { try Spring(mass: 1, stiffness: 1e-10, damping: 0, initialVelocity: 1e308) }),
        ]
        for (parameter, build) in cases {
            let refused = SpringValidationTests.error(build)
            #expect(refused?.parameter == parameter, "\(parameter): \(String(describing: refused))")
            #expect(refused?.rule.contains("too fast or too large to compute") == true)
        }
    }

    @Test("at a time as large as a number goes, every settled spring is at rest: value 1, velocity 0")
    func restAtTheEndOfTime() throws {
        let springs = [
            try Spring(dampingRatio: 1, duration: 0.5), try Spring(stiffness: 100, damping: 20, initialVelocity: 40),
            try Spring(stiffness: 100, damping: 10), try Spring(stiffness: 100, damping: 50),
        ]
        for spring in springs {
            #expect(spring.value(at: 1e308) == 1, "\(spring)")
            #expect(spring.velocity(at: 1e308) == 0, "\(spring)")
        }
    }

    @Test("over parameters from 1e-300 to 1e300, a spring is refused or finite at every time")
    func finiteOrRefused() async {
        let magnitude = Gen.double(in: -300...300).map { pow(10, $0) }
        await seededPropertyCheck(
            count: 400, input: magnitude, magnitude, magnitude, Gen.double(in: -300...300), Gen.int(in: 0...3)
        ) { mass, stiffness, damping, velocityExponent, form in
            let velocity = (velocityExponent < 0 ? -1 : 1) * pow(10, abs(velocityExponent) - 150)
            let build: () throws -> Spring = {
                switch form {
                case 0: try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
                case 1: try Spring(dampingRatio: damping, duration: mass, initialVelocity: velocity)
                case 2: try Spring(response: mass, dampingFraction: damping, initialVelocity: velocity)
                default: try Spring(duration: mass, bounce: min(damping, 1), initialVelocity: velocity)
                }
            }
            guard let spring = try? build() else {
                #expect(SpringValidationTests.error(build) != nil, "refused, but not with a timing error")
                return
            }
            #expect(spring.duration.isFinite && spring.duration >= 0)
            for time in [0, 1e-300, 1e-3, 0.016, 0.5, 7, 60, 1e10, 1e308, .infinity] {
                #expect(spring.value(at: time).isFinite, "\(spring) at \(time)")
                #expect(spring.velocity(at: time).isFinite, "\(spring) at \(time)")
            }
        }
    }
}
