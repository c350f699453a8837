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

    @Test("With a duration, a release the spring absorbs keeps the whole duration: v₀ · D = 2 / 0.5 · 0.35 ≤ 3")
    func absorbedRelease() throws {
        let completion = ReleaseCompletion(finishes: true, progress: 0.5, velocity: 2, duration: 0.35)
        #expect(abs(try #require(completion.springVelocity) - 4) < 1e-12)
        #expect(abs(completion.completionSpeed - 0.5) < 1e-12)
        #expect(completion.completionTime(forDuration: 0.35) == 0.35)
    }

    @Test("A release faster than that completes in 3 / v₀ and keeps its velocity: 10 / 0.3 a second takes 0.09 s")
    func fasterRelease() throws {
        let completion = ReleaseCompletion(finishes: true, progress: 0.7, velocity: 10, duration: 0.35)
        let velocity = try #require(completion.springVelocity)
        #expect(abs(velocity - 10 / 0.3) < 1e-9)
        #expect(abs(completion.completionTime(forDuration: 0.35) - 0.09) < 1e-12)
        // The rest of the way, 0.3, takes 0.35 · 0.3 / speed = 0.09 s.
        #expect(abs(0.35 * 0.3 / completion.completionSpeed - 0.09) < 1e-12)
        // Without a duration nothing is shortened, as before.
        #expect(abs(ReleaseCompletion(finishes: true, progress: 0.7, velocity: 10).completionSpeed - 0.3) < 1e-12)
    }

    @Test("No less than 0.01 s: a release at the cap at 900 a second hands the spring 300 distances a second")
    func shortestCompletion() throws {
        let completion = ReleaseCompletion(finishes: true, progress: 0.999, velocity: 900, duration: 0.35)
        #expect(abs(try #require(completion.springVelocity) - 300) < 1e-9)
        #expect(abs(completion.completionTime(forDuration: 0.35) - 0.01) < 1e-15)
        #expect(abs(0.35 * 0.001 / completion.completionSpeed - 0.01) < 1e-12)
        // A velocity away from the end is not shortened, and bounded to v₀ · D ≥ −3: −50 / 0.1 becomes −3 / 0.35.
        let away = ReleaseCompletion(finishes: true, progress: 0.9, velocity: -50, duration: 0.35)
        #expect(abs(try #require(away.springVelocity) + 3 / 0.35) < 1e-9)
        #expect(abs(away.completionSpeed - 0.1) < 1e-12)
        // Within the bound it is kept: −0.2 / 0.1 = −2, and v₀ · D = −0.7.
        let gentle = ReleaseCompletion(finishes: true, progress: 0.9, velocity: -0.2, duration: 0.35)
        #expect(abs(try #require(gentle.springVelocity) + 2) < 1e-9)
        // Without a duration nothing is bounded, as before.
        let unbounded = try #require(ReleaseCompletion(finishes: true, progress: 0.9, velocity: -50).springVelocity)
        #expect(abs(unbounded + 500) < 1e-9)
        // Nor when the velocity is the screens' own, turned around: it carries on whole.
        let turned = ReleaseCompletion(
            finishes: true, progress: 0.9, velocity: -50, duration: 0.35, keepsVelocityAway: true)
        #expect(abs(try #require(turned.springVelocity) + 500) < 1e-9)
        // A duration that is not finite and positive leaves the completion alone.
        for duration in [0.0, -1, .infinity, .nan] {
            let plain = ReleaseCompletion(finishes: true, progress: 0.7, velocity: 10, duration: duration)
            #expect(
                plain.completionSpeed == ReleaseCompletion(finishes: true, progress: 0.7, velocity: 10).completionSpeed)
        }
    }

    @Test(
        "The spring a release hands over, fitted to its completion time, comes to rest by then, never far past the end",
        arguments: [ReleaseCompletion.settledDampingRatio, ReleaseCompletion.momentumDampingRatio])
    func springsComeToRest(dampingRatio: Double) throws {
        for velocity in stride(from: 0.5, through: 400, by: 1.7) {
            for progress in [0.01, 0.3, 0.6, 0.97, 0.999] {
                let completion = ReleaseCompletion(
                    finishes: true, progress: progress, velocity: velocity, dampingRatio: dampingRatio, duration: 0.35)
                let v0 = try #require(completion.springVelocity)
                let time = completion.completionTime(forDuration: 0.35)
                let spring = try Spring(dampingRatio: dampingRatio, duration: time, initialVelocity: v0)
                #expect(abs(spring.duration - time) < 1e-12)
                // Sampled over the completion: within 0.1% of the distance at its end, past the end by at most 2%
                // (none at all when critically damped).
                let samples = (0...400).map { spring.value(at: time * Double($0) / 400) }
                let farthest = samples.max() ?? 0
                #expect(abs(1 - (samples.last ?? 0)) <= 0.0011, "v = \(velocity), p = \(progress)")
                #expect(farthest - 1 <= (dampingRatio == 1 ? 1e-9 : 0.02), "v = \(velocity), p = \(progress)")
            }
        }
    }

    @Test("With a duration, a velocity that overflows over the distance left is bounded; kept whole away, none")
    func overflowingVelocity() throws {
        let huge = Double.greatestFiniteMagnitude
        for keeps in [false, true] {
            // Towards the end: the fastest completion, 0.01 s, at 300 distances left a second.
            let towards = ReleaseCompletion(
                finishes: true, progress: 0.5, velocity: huge, duration: 0.35, keepsVelocityAway: keeps)
            #expect(abs(try #require(towards.springVelocity) - 300) < 1e-9)
            #expect(abs(towards.completionTime(forDuration: 0.35) - 0.01) < 1e-15)
        }
        // Away from the end: bounded to −3 / D, or, kept whole, no velocity a spring can take.
        let away = ReleaseCompletion(finishes: true, progress: 0.5, velocity: -huge, duration: 0.35)
        #expect(abs(try #require(away.springVelocity) + 3 / 0.35) < 1e-9)
        let kept = ReleaseCompletion(
            finishes: true, progress: 0.5, velocity: -huge, duration: 0.35, keepsVelocityAway: true)
        #expect(kept.springVelocity == nil && kept.completionSpeed == 1)
        // Without a duration an overflow gives no spring, as before.
        #expect(ReleaseCompletion(finishes: true, progress: 0.5, velocity: huge).springVelocity == nil)
    }

    @Test(
        "A release away from the end, however fast, hands over a spring that goes back less than 4% and rests by D",
        arguments: [ReleaseCompletion.settledDampingRatio, ReleaseCompletion.momentumDampingRatio])
    func releasesAwayStayNear(dampingRatio: Double) throws {
        for velocity in [-0.01, -1, -8, -50, -1e4, -1e10, -1e300, -Double.greatestFiniteMagnitude] {
            for (finishes, progress) in [(true, 0.6), (true, 0.97), (false, 0.4), (false, 0.02)] {
                // Away from the end completed to: backwards when finishing, forwards when cancelling.
                let speed = finishes ? velocity : -velocity
                let completion = ReleaseCompletion(
                    finishes: finishes, progress: progress, velocity: speed, dampingRatio: dampingRatio,
                    duration: 0.35)
                let v0 = try #require(completion.springVelocity)
                #expect(v0 < 0 && v0 * 0.35 >= -3 - 1e-12, "v = \(speed), p = \(progress)")
                #expect(completion.completionTime(forDuration: 0.35) == 0.35)
                // The spring runs from 0 to 1 of the distance left: it dips below 0 by less than 4% and rests by D.
                let spring = try Spring(dampingRatio: dampingRatio, duration: 0.35, initialVelocity: v0)
                let samples = (0...400).map { spring.value(at: 0.35 * Double($0) / 400) }
                #expect((samples.min() ?? 0) > -0.04, "v = \(speed), p = \(progress)")
                #expect(abs(1 - (samples.last ?? 0)) <= 0.0011, "v = \(speed), p = \(progress)")
            }
        }
    }
}
