import Choreograph
import ChoreographTestSupport
import Testing

@Suite("TimingParameters")
struct TimingParametersTests {
    @Test("Every kind starts at 0, ends exactly at 1 and clamps its fraction")
    func endpoints() throws {
        let kinds: [TimingParameters] = [
            .linear, .default, .curve(.easeIn), .spring(try Spring(dampingRatio: 0.4, duration: 1)),
            .spring(try Spring(stiffness: 100, damping: 10, initialVelocity: 3)),
        ]
        for timing in kinds {
            #expect(timing.progress(at: 0) == 0)
            #expect(timing.progress(at: 1) == 1)
            #expect(timing.progress(at: -0.5) == 0)
            #expect(timing.progress(at: 1.5) == 1)
            #expect(timing.progress(at: .nan) == 0)
        }
        #expect(TimingParameters.default == .curve(.easeInOut))
    }

    @Test("A spring is stretched over the animation: fraction f reads the spring at f × its duration")
    func springIsStretched() throws {
        let spring = try Spring(dampingRatio: 0.4, duration: 1.5)
        let timing = TimingParameters.spring(spring)
        for fraction in evenlySpaced(21, over: 0.05...0.95) {
            #expect(timing.progress(at: fraction) == spring.value(at: fraction * 1.5))
        }
        #expect(timing.preferredDuration == 1.5)
        #expect(TimingParameters.linear.preferredDuration == nil)
    }

    @Test("The rate is the derivative of progress with respect to the fraction")
    func rateIsDerivative() throws {
        let kinds: [TimingParameters] = [
            .linear, .curve(.easeInOut), .spring(try Spring(dampingRatio: 0.6, duration: 0.8, initialVelocity: 1)),
        ]
        let h = 1e-6
        for timing in kinds {
            for fraction in evenlySpaced(19, over: 0.05...0.95) {
                let numeric = (timing.progress(at: fraction + h) - timing.progress(at: fraction - h)) / (2 * h)
                #expect(
                    isClose(timing.rate(at: fraction), numeric, within: 1e-4 * max(1, abs(numeric))),
                    "\(timing) at \(fraction)")
            }
        }
    }
}
