/// The first sequence of a ``RandomRuns`` check that broke its property, with the seed that makes it again and the
/// smallest sequence found that still breaks it.
public struct RandomRunFailure: Sendable, CustomStringConvertible {
    /// The failing sequence's position among the sequences checked, from 0.
    public var index: Int
    /// The generator's state just before the failing sequence was made: ``RandomRuns/sequence(seed:subject:)`` with it
    /// makes ``original`` again.
    public var seed: String
    /// The sequence as generated.
    public var original: RandomSequence
    /// What the property said about ``original``.
    public var originalProblem: String
    /// The smallest failing sequence the shrinker found (``original`` when nothing smaller fails).
    public var shrunk: RandomSequence
    /// What the property said about ``shrunk``.
    public var problem: String
    /// How many times a smaller failing sequence replaced the current one.
    public var shrinkSteps: Int

    /// The report a failing test prints: the seed, the sequence as generated, and the shrunk sequence with its
    /// problem, each with the caller's names of its steps (`describe`).
    public func report(describe: (RandomSequence) -> String = { "\($0)" }) -> String {
        """
        sequence \(index) failed; seed "\(seed)" (RandomRuns.sequence(seed:subject: \(original.subject)) makes it \
        again)
        generated: \(describe(original)): \(originalProblem)
        shrunk after \(shrinkSteps) step(s) to: \(describe(shrunk)): \(problem)
        """
    }

    /// ``report(describe:)`` with the sequences' own descriptions.
    public var description: String { report() }
}
