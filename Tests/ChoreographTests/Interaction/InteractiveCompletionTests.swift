import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

@Suite("Interactive completion")
struct InteractiveCompletionTests {
    /// Records `progress(t)` at `times` into a new completion for a transition of `duration` across `width`.
    private func completion(
        duration: Double = 0.35,
        width: Double = 390,
        times: [Double],
        progress: (Double) -> Double
    ) throws -> InteractiveCompletion {
        var completion = try InteractiveCompletion(duration: duration, width: width)
        for time in times {
            try completion.record(progress: progress(time), at: time)
        }
        return completion
    }

    private func frames(_ count: Int, rate: Double = 60) -> [Double] {
        (0...count).map { Double($0) / rate }
    }

    @Test("A slow drag short of the threshold cancels, at the speed of the fraction left")
    func slowDragCancels() throws {
        let decision = try completion(times: frames(30)) { 0.5 * $0 }.decide()
        let p = 0.25
        let remainingTime = (1 - p) * 0.35
        #expect(isClose(decision.progress, p, within: 1e-12))
        #expect(isClose(decision.velocity, 0.5, within: 1e-9))
        #expect(isClose(decision.acceleration, 0, within: 1e-6))
        #expect(isClose(decision.predictedProgress, p + 0.5 * remainingTime, within: 1e-9))
        #expect(isClose(decision.threshold, 187.5 / 390, within: 1e-12))
        #expect(!decision.finishes)
        #expect(isClose(decision.completionSpeed, max(p, p * 0.35 * 0.5), within: 1e-9))
    }

    @Test("A fast flick finishes, at the speed its velocity asks for")
    func flickFinishes() throws {
        let decision = try completion(times: frames(6)) { 3 * $0 }.decide()
        let p = 0.3
        let remaining = 1 - p
        #expect(isClose(decision.predictedProgress, p + 3 * remaining * 0.35, within: 1e-9))
        #expect(decision.finishes)
        #expect(isClose(decision.completionSpeed, max(remaining, remaining * 0.35 * 3), within: 1e-9))
        #expect(decision.completionSpeed > remaining)
    }

    @Test("Velocity and acceleration come from the last three samples at least 10 ms apart")
    func spacedSamples() throws {
        let times = stride(from: 0.0, through: 0.028 + 1e-12, by: 0.004).map { $0 }
        let progress: (Double) -> Double = { 5 * $0 * $0 }
        let decision = try completion(times: times, progress: progress).decide()
        // Backwards from 0.028: the next sample at least 10 ms earlier is 0.016, then 0.004.
        let (t0, t1, t2) = (times[1], times[4], times[7])
        let v1 = (progress(t1) - progress(t0)) / (t1 - t0)
        let v2 = (progress(t2) - progress(t1)) / (t2 - t1)
        let velocity = (v1 + v2) / 2
        let acceleration = (v2 - v1) / ((t2 - t0) / 2)
        #expect(isClose(decision.velocity, velocity, within: 1e-9))
        #expect(isClose(decision.acceleration, acceleration, within: 1e-6))
        #expect(isClose(acceleration, 10, within: 1e-6))
        let p = progress(t2)
        let remainingTime = (1 - p) * 0.35
        let predicted = p + velocity * remainingTime + acceleration * remainingTime * remainingTime / 2
        #expect(isClose(decision.predictedProgress, predicted, within: 1e-9))
    }

    @Test("Progress is capped at 0.999 while dragging and floored at 0")
    func cap() throws {
        var completion = try InteractiveCompletion(duration: 0.35, width: 390)
        #expect(try completion.record(progress: 1.4, at: 0) == 0.999)
        #expect(completion.progress == 0.999)
        #expect(try completion.record(progress: -0.2, at: 0.02) == 0)
        #expect(try completion.record(progress: 0.4, at: 0.04) == 0.4)
    }

    @Test("The threshold is min(187.5/width, 0.5)")
    func thresholds() throws {
        for width in [200.0, 375, 390, 834, 1366] {
            let completion = try InteractiveCompletion(duration: 0.35, width: width)
            #expect(completion.threshold == min(187.5 / width, 0.5))
        }
    }

    @Test("With too few samples the prediction is the progress; with none the transition cancels at speed 1")
    func fewSamples() throws {
        let empty = try InteractiveCompletion(duration: 0.35, width: 390).decide()
        #expect(!empty.finishes)
        #expect(empty.completionSpeed == 1)
        let still = try completion(times: [0.5]) { _ in 0.6 }.decide()
        #expect(still.velocity == 0)
        #expect(still.predictedProgress == 0.6)
        #expect(still.finishes)
        #expect(isClose(still.completionSpeed, 0.4, within: 1e-12))
        let two = try completion(times: [0, 0.02]) { 0.1 + 2 * $0 }.decide()
        #expect(isClose(two.velocity, 2, within: 1e-9))
        #expect(two.acceleration == 0)
    }

    @Test("Old samples are dropped without changing the decision")
    func pruning() throws {
        let times = frames(600, rate: 120)
        let progress: (Double) -> Double = { 0.2 * $0 + 0.3 * sin(3 * $0) * 0.1 }
        let long = try completion(times: times, progress: progress)
        // At 120 Hz samples are 8.3 ms apart, so the spaced samples are every second one: the last five are kept.
        #expect(long.samples.count == 5)
        let short = try completion(times: Array(times.suffix(6)), progress: progress)
        #expect(long.decide() == short.decide())
    }

    @Test("Bad parameters and samples are refused by name and leave the samples unchanged")
    func badInput() throws {
        let builds: [(String, Double, Double)] = [
            ("duration", -0.1, 390), ("duration", .nan, 390), ("width", 0.35, 0), ("width", 0.35, -5),
            ("width", 0.35, .infinity),
        ]
        for (parameter, duration, width) in builds {
            do {
                _ = try InteractiveCompletion(duration: duration, width: width)
                Issue.record("duration \(duration), width \(width) was accepted")
            } catch {
                #expect(error.parameter == parameter)
            }
        }
        #expect(try InteractiveCompletion(duration: 0, width: 1).duration == 0)
        var completion = try InteractiveCompletion(duration: 0.35, width: 390)
        try completion.record(progress: 0.2, at: 1)
        let samples: [(String, Double, Double)] = [("progress", .nan, 2), ("time", 0.3, .infinity), ("time", 0.3, 0.5)]
        for (parameter, progress, time) in samples {
            do {
                try completion.record(progress: progress, at: time)
                Issue.record("progress \(progress) at \(time) was accepted")
            } catch {
                #expect(error.parameter == parameter)
            }
        }
        #expect(completion.samples == [InteractiveCompletion.Sample(time: 1, progress: 0.2)])
    }

    @Test("Pan-driven dismissals finish when the projected progress passes the threshold")
    func projectedRule() {
        let factor = 0.998 / (1 - 0.998) / 1000
        #expect(InteractiveCompletion.finishes(progress: 0.6, velocity: 0))
        #expect(!InteractiveCompletion.finishes(progress: 0.3, velocity: 0))
        #expect(0.3 + 0.5 * factor > 0.5)
        #expect(InteractiveCompletion.finishes(progress: 0.3, velocity: 0.5))
        #expect(0.3 + 0.3 * factor < 0.5)
        #expect(!InteractiveCompletion.finishes(progress: 0.3, velocity: 0.3))
        #expect(!InteractiveCompletion.finishes(progress: 0.9, velocity: -1))
        #expect(InteractiveCompletion.finishes(progress: 0.2, velocity: 0.3, threshold: 0.3))
        #expect(!InteractiveCompletion.finishes(progress: 0.3, velocity: 2, projection: .fast))
        #expect(!InteractiveCompletion.finishes(progress: .nan, velocity: 5))
        #expect(InteractiveCompletion.finishes(progress: 0.6, velocity: .nan))
        #expect(!InteractiveCompletion.finishes(progress: 0.45, velocity: 0, threshold: .nan))
    }

    @Test("Retimed, the same samples decide for the running transition's duration")
    func retimed() throws {
        // 0.1, 0.2, 0.3 at 0, 20 and 40 ms: 5 progress per second, no acceleration, 0.7 left.
        let early = try completion(duration: 0, times: [0, 0.02, 0.04]) { 0.1 + 5 * $0 }
        let threshold = 187.5 / 390
        // Without a duration the prediction is the progress: short of the threshold, it cancels.
        #expect(isClose(early.decide().predictedProgress, 0.3, within: 1e-9) && !early.decide().finishes)
        let retimed = try early.retimed(duration: 0.4)
        #expect(retimed.samples == early.samples && retimed.width == 390 && retimed.duration == 0.4)
        let decision = retimed.decide()
        // 0.3 + 5 × (0.7 × 0.4) = 1.7 > 0.48: finishes, at max(0.7, 0.7 × 0.4 × 5) = 1.4.
        #expect(isClose(decision.predictedProgress, 1.7, within: 1e-9))
        #expect(decision.finishes && isClose(decision.threshold, threshold, within: 1e-12))
        #expect(isClose(decision.completionSpeed, 1.4, within: 1e-9))
        // 0.35 s gives 0.7 × 0.35 × 5 = 1.225.
        #expect(isClose(try early.retimed(duration: 0.35).decide().completionSpeed, 1.225, within: 1e-9))
        #expect(throws: InteractionError.self) { try early.retimed(duration: -1) }
        #expect(throws: InteractionError.self) { try early.retimed(duration: .nan) }
    }
}
