import PropertyBased

/// Randomized runs on a fixed seed: ``count`` sequences of steps, made by the property-based package's generators
/// from one seeded generator, each checked by a property; the first that fails is shrunk with the package's shrinking
/// sequences (fewer steps, lower step indices, a lower pick) to the smallest sequence that still fails, and reported
/// with the seed that makes it again (``RandomRunFailure``).
///
/// The seed is fixed so that every run checks the same sequences: a failure is a regression, never luck. The
/// subjects take turns (sequence `i` runs on subject `i % subjects`), so every subject gets its share.
public struct RandomRuns: Sendable {
    /// The seed of the generator, base64 as ``PropertyBased/Xoshiro`` reads it.
    public var seed: String
    /// How many sequences are checked.
    public var count: Int
    /// How many subjects the sequences take turns on; at least 1.
    public var subjects: Int
    /// How many kinds of step there are: step indices are `0..<stepKinds`; at least 1.
    public var stepKinds: Int
    /// How many steps a sequence has.
    public var length: ClosedRange<Int>
    /// The range of a sequence's pick.
    public var picks: ClosedRange<Int>
    /// The most times the property is asked about smaller sequences while shrinking. Default 400.
    public var shrinkLimit: Int

    /// Creates a check of `count` sequences (defaults: 1 to 14 steps, picks 0…1000, at most 400 shrinking tries).
    public init(
        seed: String, count: Int, subjects: Int, stepKinds: Int, length: ClosedRange<Int> = 1...14,
        picks: ClosedRange<Int> = 0...1_000, shrinkLimit: Int = 400
    ) {
        self.seed = seed
        self.count = count
        self.subjects = max(subjects, 1)
        self.stepKinds = max(stepKinds, 1)
        self.length = length
        self.picks = picks
        self.shrinkLimit = shrinkLimit
    }

    /// What a check found: how many sequences ran, and the first failure, if any.
    public struct Outcome: Sendable {
        /// The sequences checked: ``RandomRuns/count``, or fewer when one failed.
        public var sequences: Int
        /// The first failing sequence, shrunk; `nil` when every sequence passed.
        public var failure: RandomRunFailure?
    }

    /// The sequence for `subject` made from a generator in state `seed` (a ``RandomRunFailure/seed``); `nil` for a
    /// seed that is not a generator state.
    public func sequence(seed: String, subject: Int) -> RandomSequence? {
        guard var generator = Xoshiro(seed: seed) else { return nil }
        return make(subject: subject, using: &generator)
    }

    /// Checks every sequence with `property`, which returns `nil` when the sequence passes and what went wrong when
    /// it fails; stops at the first failure and shrinks it. A seed that is not a generator state fails at once.
    public func check(_ property: (RandomSequence) -> String?) -> Outcome {
        guard var generator = Xoshiro(seed: seed) else {
            let empty = RandomSequence(subject: 0, steps: [], pick: 0)
            let problem = "the seed \"\(seed)\" is not a generator state (32 bytes in base64)"
            return Outcome(
                sequences: 0,
                failure: RandomRunFailure(
                    index: 0, seed: seed, original: empty, originalProblem: problem, shrunk: empty, problem: problem,
                    shrinkSteps: 0))
        }
        for index in 0..<max(count, 0) {
            let state = generator.currentSeed
            let sequence = make(subject: index % subjects, using: &generator)
            guard let problem = property(sequence) else { continue }
            let (shrunk, shrunkProblem, steps) = shrink(sequence, problem: problem, property)
            return Outcome(
                sequences: index + 1,
                failure: RandomRunFailure(
                    index: index, seed: state, original: sequence, originalProblem: problem, shrunk: shrunk,
                    problem: shrunkProblem, shrinkSteps: steps))
        }
        return Outcome(sequences: max(count, 0), failure: nil)
    }

    private func make(subject: Int, using generator: inout Xoshiro) -> RandomSequence {
        let steps = Gen.int(in: 0...(stepKinds - 1)).array(of: length).run(using: &generator)
        let pick = Gen.int(in: picks).run(using: &generator)
        return RandomSequence(subject: subject, steps: steps, pick: pick)
    }

    /// Replaces `sequence` with the first smaller candidate that still fails, until none does or the limit is
    /// reached.
    private func shrink(_ sequence: RandomSequence, problem: String, _ property: (RandomSequence) -> String?) -> (
        RandomSequence, String, Int
    ) {
        var current = (sequence: sequence, problem: problem)
        var replacements = 0
        var tries = 0
        var progressed = true
        while progressed, tries < shrinkLimit {
            progressed = false
            for candidate in candidates(smallerThan: current.sequence) {
                guard tries < shrinkLimit else { break }
                tries += 1
                if let problem = property(candidate) {
                    current = (candidate, problem)
                    replacements += 1
                    progressed = true
                    break
                }
            }
        }
        return (current.sequence, current.problem, replacements)
    }

    /// Smaller sequences, most shrunk first: one step fewer (keeping at least ``length``'s lower bound), each step
    /// moved towards step 0, then the pick moved towards its lower bound.
    private func candidates(smallerThan sequence: RandomSequence) -> [RandomSequence] {
        var result: [RandomSequence] = []
        for steps in Shrink.omitSingleElement(from: sequence.steps, lowerBound: length.lowerBound) {
            result.append(RandomSequence(subject: sequence.subject, steps: steps, pick: sequence.pick))
        }
        for index in sequence.steps.indices {
            for step in sequence.steps[index].shrink(within: 0...(stepKinds - 1)) {
                var steps = sequence.steps
                steps[index] = step
                result.append(RandomSequence(subject: sequence.subject, steps: steps, pick: sequence.pick))
            }
        }
        for pick in sequence.pick.shrink(within: picks, towards: picks.lowerBound) {
            result.append(RandomSequence(subject: sequence.subject, steps: sequence.steps, pick: pick))
        }
        return result
    }
}
