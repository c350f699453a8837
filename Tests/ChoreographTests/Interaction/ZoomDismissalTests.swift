import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

/// `ZoomDismissal` on an 844-point container, against numbers worked by hand: the drag length is 844/2 = 422 points,
/// a drag of `d` points sets the progress to 0.5·d/422, the threshold is 0.5·0.3 = 0.15, and a release finishes when
/// `p + v·0.998/(1 − 0.998)/1000 = p + 0.499·v` exceeds it, with `v = 0.5·(points per second)/422`.
@Suite("Zoom dismissal")
struct ZoomDismissalTests {
    let physics: ZoomDismissal

    init() throws {
        physics = try ZoomDismissal(containerHeight: 844)
    }

    @Test("The constants and the derived lengths of an 844-point container")
    func lengths() {
        #expect(ZoomDismissal.dragPhase == 0.5)
        #expect(ZoomDismissal.dragLengthFraction == 0.5)
        #expect(ZoomDismissal.dragScale == 0.6)
        #expect(ZoomDismissal.finishingFraction == 0.3)
        #expect(physics.containerHeight == 844)
        #expect(physics.dragLength == 422)
        #expect(physics.dragOffset == 422)
        #expect(isClose(physics.threshold, 0.15, within: 1e-15))
    }

    @Test("The progress follows the finger over the drag phase and stops at its end, and never goes below 0")
    func progress() {
        #expect(physics.progress(translation: 0) == 0)
        #expect(physics.progress(translation: 211) == 0.25)
        #expect(physics.progress(translation: 422) == 0.5)
        #expect(physics.progress(translation: 1000) == 0.5, "capped at the drag phase")
        #expect(physics.progress(translation: -50) == 0, "an upward drag from the start stays at 0")
        // From a grab at 0.3: 84.4 points more is 0.1 more; 211 points up is 0.25 less, floored at 0.
        #expect(isClose(physics.progress(translation: 84.4, from: 0.3), 0.4, within: 1e-12))
        #expect(isClose(physics.progress(translation: -211, from: 0.3), 0.05, within: 1e-12))
        #expect(physics.progress(translation: -1000, from: 0.3) == 0)
    }

    @Test("Grabbed past the drag phase, the progress may go back but not further on than where it was grabbed")
    func grabbedInFlight() {
        #expect(physics.progress(translation: 100, from: 0.7) == 0.7)
        #expect(isClose(physics.progress(translation: -211, from: 0.7), 0.45, within: 1e-12))
        #expect(physics.progress(translation: 0, from: 2) == InteractiveCompletion.progressCap, "a start past 1")
        #expect(physics.progress(translation: 0, from: -1) == 0)
    }

    @Test("Values that are not finite count as 0")
    func nonFinite() {
        #expect(physics.progress(translation: .nan) == 0)
        #expect(physics.progress(translation: .infinity, from: 0.2) == 0.2)
        #expect(physics.progress(translation: 211, from: .nan) == 0.25)
        #expect(physics.progressVelocity(.infinity) == 0)
        #expect(physics.progressVelocity(-.nan) == 0)
    }

    @Test("The finger's velocity in points per second becomes progress per second over the drag length")
    func velocity() {
        #expect(physics.progressVelocity(844) == 1)
        #expect(physics.progressVelocity(-422) == -0.5)
        #expect(physics.progressVelocity(0) == 0)
    }

    @Test("At rest a release finishes past 126.6 points (0.15·844), and only past it")
    func restingRelease() {
        // 0.15 = 0.5·d/422 at d = 126.6.
        #expect(physics.finishes(progress: physics.progress(translation: 127), velocity: 0))
        #expect(!physics.finishes(progress: physics.progress(translation: 126), velocity: 0))
        #expect(!physics.finishes(progress: 0.15, velocity: 0), "exactly at the threshold does not exceed it")
    }

    @Test("From the start a downward flick finishes above 253.7 points per second (0.15·844/0.499)")
    func flickFromStart() {
        #expect(physics.finishes(progress: 0, velocity: 254))
        #expect(!physics.finishes(progress: 0, velocity: 253))
    }

    @Test("An upward flick cancels even from far along; a slow one does not undo a long drag")
    func upwardFlick() {
        // 0.4 − 0.499·(500·0.5/422) = 0.4 − 0.2956 = 0.104 < 0.15.
        #expect(!physics.finishes(progress: 0.4, velocity: -500))
        // 0.4 − 0.499·(100·0.5/422) = 0.4 − 0.0591 = 0.341 > 0.15.
        #expect(physics.finishes(progress: 0.4, velocity: -100))
    }

    @Test("A container height that is not a finite number greater than 0 is refused, naming it")
    func badHeight() {
        for bad in [0, -10, Double.nan, Double.infinity] {
            #expect(throws: InteractionError.self) { try ZoomDismissal(containerHeight: bad) }
        }
        #expect(throws: InteractionError(parameter: "containerHeight", value: 0, rule: "must be greater than 0")) {
            try ZoomDismissal(containerHeight: 0)
        }
    }

    @Test("Two containers of the same height have equal physics")
    func equality() throws {
        #expect(try ZoomDismissal(containerHeight: 844) == physics)
        #expect(try ZoomDismissal(containerHeight: 390) != physics)
    }
}
