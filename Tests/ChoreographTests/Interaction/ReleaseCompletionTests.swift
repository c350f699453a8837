import Choreograph
import Foundation
import Testing

@Suite("Release completion")
struct ReleaseCompletionTests {
    @Test("Finishing from 0.6 at 0.8 progress per second: settled spring, velocity 0.8 / 0.4 = 2, speed 0.4")
    func settledFinish() throws {
        let completion = ReleaseCompletion(finishes: true, progress: 0.6, velocity: 0.8)
        #expect(completion.finishes)
        #expect(!completion.rewardsMomentum)
        #expect(completion.dampingRatio == 1)
        #expect(abs(try #require(completion.springVelocity) - 2) < 1e-12)
        #expect(abs(completion.completionSpeed - 0.4) < 1e-12)
    }

    @Test("A flick that finishes from 0.2 rewards momentum: damping 0.8, velocity 2 / 0.8 = 2.5")
    func momentumFinish() throws {
        let completion = ReleaseCompletion(finishes: true, progress: 0.2, velocity: 2)
        #expect(completion.rewardsMomentum)
        #expect(completion.dampingRatio == 0.8)
        #expect(abs(try #require(completion.springVelocity) - 2.5) < 1e-12)
        #expect(abs(completion.completionSpeed - 0.8) < 1e-12)
    }

    @Test("Cancelling from 0.25 moving back at 0.5 per second: the distance is −0.25, the velocity 2")
    func cancel() throws {
        let completion = ReleaseCompletion(finishes: false, progress: 0.25, velocity: -0.5)
        #expect(!completion.rewardsMomentum)
        #expect(abs(try #require(completion.springVelocity) - 2) < 1e-12)
        #expect(abs(completion.completionSpeed - 0.25) < 1e-12)
    }

    @Test("No distance left runs without a spring at full speed; a velocity that is not finite counts as 0")
    func noSpring() throws {
        let atEnd = ReleaseCompletion(finishes: true, progress: 1, velocity: 3)
        #expect(atEnd.springVelocity == nil)
        #expect(atEnd.completionSpeed == 1)
        let wild = ReleaseCompletion(finishes: true, progress: 0.5, velocity: .nan)
        #expect(wild.springVelocity == 0)
        #expect(abs(wild.completionSpeed - 0.5) < 1e-12)
    }

    @Test("A damping ratio given overrides the outcome's")
    func override() {
        let completion = ReleaseCompletion(finishes: true, progress: 0.1, velocity: 4, dampingRatio: 1)
        #expect(completion.rewardsMomentum)
        #expect(completion.dampingRatio == 1)
    }
}
