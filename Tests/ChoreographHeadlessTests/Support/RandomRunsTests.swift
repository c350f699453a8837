import ChoreographTestSupport
import Testing

/// The randomized runs' own reporting: a failure names the seed that makes the failing sequence again and the
/// shrunk sequence, checked here on small pure properties whose smallest failing sequence is known by hand.
@Suite("Randomized runs: seeds, turns and shrinking")
struct RandomRunsTests {
    static let seed = "xYsswPKw42wyt5Ruu2YOgzkf3srSCpYztGnbiduIPsY="

    @Test("A failure is reported with its seed, and shrunk to the one step that breaks the property")
    func failureShrinksToTheCulprit() throws {
        let runs = RandomRuns(seed: Self.seed, count: 500, subjects: 3, stepKinds: 8)
        // Broken by any sequence that contains step 4: the smallest such sequence is [4], with the lowest pick.
        let outcome = runs.check { $0.steps.contains(4) ? "step 4 ran" : nil }
        let failure = try #require(outcome.failure)
        #expect(failure.original.steps.contains(4))
        #expect(failure.shrunk == RandomSequence(subject: failure.index % 3, steps: [4], pick: 0))
        #expect(failure.problem == "step 4 ran")
        #expect(failure.shrinkSteps > 0)
        #expect(outcome.sequences == failure.index + 1)
        // The seed makes the generated sequence again, on its own.
        #expect(runs.sequence(seed: failure.seed, subject: failure.original.subject) == failure.original)
        // Every sequence before the failing one passes.
        var before = runs
        before.count = failure.index
        #expect(before.check { $0.steps.contains(4) ? "step 4 ran" : nil }.failure == nil)
        let report = failure.report()
        #expect(report.contains("seed \"\(failure.seed)\""))
        #expect(
            report.contains(
                "shrunk after \(failure.shrinkSteps) step(s) to: subject \(failure.index % 3), steps [4], pick 0"))
        #expect(report.contains("generated: \(failure.original)"))
    }

    @Test("A property that always fails shrinks to the shortest sequence of the first step and the lowest pick")
    func alwaysFailing() throws {
        let runs = RandomRuns(seed: Self.seed, count: 10, subjects: 2, stepKinds: 5, length: 3...9, picks: 7...90)
        let failure = try #require(runs.check { _ in "broken" }.failure)
        #expect(failure.index == 0)
        #expect(failure.shrunk == RandomSequence(subject: 0, steps: [0, 0, 0], pick: 7))
    }

    @Test("Passing sequences are all run, the subjects take turns, and the same seed makes the same sequences")
    func passingRuns() {
        let runs = RandomRuns(seed: Self.seed, count: 10, subjects: 3, stepKinds: 6, length: 2...5, picks: 0...9)
        var seen: [RandomSequence] = []
        let outcome = runs.check {
            seen.append($0)
            return nil
        }
        #expect(outcome.sequences == 10 && outcome.failure == nil)
        #expect(seen.map(\.subject) == [0, 1, 2, 0, 1, 2, 0, 1, 2, 0])
        #expect(seen.allSatisfy { (2...5).contains($0.steps.count) && $0.steps.allSatisfy { (0..<6).contains($0) } })
        #expect(seen.allSatisfy { (0...9).contains($0.pick) })
        var again: [RandomSequence] = []
        _ = runs.check {
            again.append($0)
            return nil
        }
        #expect(again == seen)
        #expect(Set(seen.map(\.steps)).count > 1)
    }

    @Test("A seed that is not a generator state fails at once, naming the seed")
    func badSeed() throws {
        let runs = RandomRuns(seed: "not base64", count: 10, subjects: 1, stepKinds: 2)
        let failure = try #require(runs.check { _ in nil }.failure)
        #expect(failure.problem.contains("\"not base64\" is not a generator state"))
        #expect(runs.sequence(seed: "not base64", subject: 0) == nil)
    }
}
