import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

/// `PinchProgress` against numbers worked by hand: a pinch at scale `s` contributes `(1 − s) / (1 − closedScale)`,
/// and a scale velocity `v` is `−v / (1 − closedScale)` progress per second.
@Suite("Pinch progress")
struct PinchProgressTests {
    @Test("Closing to 0.5 by default: 0.75 is half way, 0.5 the end, spreading to 1.2 is −0.4")
    func standard() {
        let pinch = PinchProgress()
        #expect(PinchProgress.defaultClosedScale == 0.5)
        #expect(pinch.closedScale == 0.5)
        #expect(pinch.contribution(scale: 1) == 0)
        #expect(pinch.contribution(scale: 0.75) == 0.5)
        #expect(pinch.contribution(scale: 0.5) == 1)
        #expect(isClose(pinch.contribution(scale: 1.2), -0.4, within: 1e-15))
        #expect(pinch.progressVelocity(-0.5) == 1)
        #expect(pinch.progressVelocity(0.25) == -0.5)
    }

    @Test("Other closed scales: 0.8 reaches half way at 0.9, 0 at 0.5")
    func otherClosedScales() {
        #expect(isClose(PinchProgress(closedScale: 0.8).contribution(scale: 0.9), 0.5, within: 1e-14))
        #expect(isClose(PinchProgress(closedScale: 0.8).progressVelocity(-1), 5, within: 1e-14))
        #expect(PinchProgress(closedScale: 0).contribution(scale: 0.25) == 0.75)
    }

    @Test("A closed scale that is not a finite number in 0..<1 counts as 0.5")
    func closedScaleFallback() {
        for bad in [1, 1.5, -0.2, Double.nan, .infinity, -.infinity] {
            #expect(PinchProgress(closedScale: bad).closedScale == 0.5, "closed scale \(bad)")
        }
    }

    @Test("A NaN scale is NaN, infinite scales are infinite contributions, a velocity that is not finite is 0")
    func badInput() {
        let pinch = PinchProgress()
        #expect(pinch.contribution(scale: .nan).isNaN)
        #expect(pinch.contribution(scale: .infinity) == -.infinity)
        #expect(pinch.contribution(scale: -.infinity) == .infinity)
        #expect(InteractiveProgress().progress(contribution: pinch.contribution(scale: .infinity)) == 0)
        #expect(pinch.progressVelocity(.infinity) == 0)
        #expect(pinch.progressVelocity(.nan) == 0)
        // −(−1e308) / 0.5 = 2e308 overflows.
        #expect(pinch.progressVelocity(-1e308) == 0)
    }
}
