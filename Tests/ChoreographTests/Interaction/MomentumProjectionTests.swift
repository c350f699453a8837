import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Momentum projection")
struct MomentumProjectionTests {
    /// The distance a scroll view covers when it multiplies its velocity by `rate` every millisecond, summed one
    /// millisecond at a time: an independent reference for the closed form.
    private func simulatedDistance(velocity: Double, rate: Double) -> Double {
        var speed = velocity
        var distance = 0.0
        for _ in 0..<200_000 {
            speed *= rate
            distance += speed / 1000
        }
        return distance
    }

    @Test("The distance matches (v/1000)·r/(1−r) and a millisecond-by-millisecond deceleration")
    func distances() {
        for (projection, rate) in [(MomentumProjection.normal, 0.998), (.fast, 0.99)] {
            #expect(projection.decelerationRate == rate)
            for velocity in [-2400.0, -300, 0, 250, 1000, 3200] {
                let closedForm = velocity / 1000 * rate / (1 - rate)
                #expect(isClose(projection.distance(velocity: velocity), closedForm, within: 1e-9))
                #expect(
                    isClose(
                        projection.distance(velocity: velocity), simulatedDistance(velocity: velocity, rate: rate),
                        within: 1e-6))
            }
        }
        #expect(isClose(MomentumProjection.normal.distance(velocity: 1000), 499, within: 1e-9))
        #expect(isClose(MomentumProjection.fast.distance(velocity: 1000), 99, within: 1e-9))
    }

    @Test("The projected position adds the distance, per axis for points")
    func positions() throws {
        let projection = try MomentumProjection(decelerationRate: 0.995)
        let factor = 0.995 / (1 - 0.995) / 1000
        #expect(isClose(projection.projectedPosition(position: 120, velocity: -800), 120 - 800 * factor, within: 1e-9))
        let point = projection.projectedPosition(position: CGPoint(x: 10, y: -40), velocity: CGPoint(x: 600, y: 0))
        #expect(isClose(Double(point.x), 10 + 600 * factor, within: 1e-9))
        #expect(point.y == -40)
    }

    @Test("Bad velocities project nothing; bad positions come back as given; bad rates are refused by name")
    func badInput() {
        #expect(MomentumProjection.normal.distance(velocity: .nan) == 0)
        #expect(MomentumProjection.normal.distance(velocity: -.infinity) == 0)
        #expect(MomentumProjection.normal.projectedPosition(position: 50, velocity: .infinity) == 50)
        #expect(MomentumProjection.normal.projectedPosition(position: .infinity, velocity: 10) == .infinity)
        #expect(MomentumProjection.normal.projectedPosition(position: .nan, velocity: 10).isNaN)
        for rate in [0.0, 1.0, -0.5, 1.5, .nan, .infinity] {
            do {
                _ = try MomentumProjection(decelerationRate: rate)
                Issue.record("rate \(rate) was accepted")
            } catch {
                #expect(error.parameter == "decelerationRate")
                #expect(error.description.hasPrefix("decelerationRate = "))
            }
        }
    }
}
