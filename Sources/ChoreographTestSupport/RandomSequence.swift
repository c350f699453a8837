/// One randomized run: the subject it runs on, the steps it performs (indices into the caller's list of steps), and a
/// number the steps read where they need one (a place to tap, a size to pick).
public struct RandomSequence: Hashable, Sendable, CustomStringConvertible {
    /// Which of the caller's subjects the steps run on (a demo, a window size).
    public var subject: Int
    /// The steps, in order, as indices into the caller's list of steps.
    public var steps: [Int]
    /// The number the steps read.
    public var pick: Int

    /// Creates a sequence.
    public init(subject: Int, steps: [Int], pick: Int) {
        self.subject = subject
        self.steps = steps
        self.pick = pick
    }

    /// `subject 3, steps [0, 4, 2], pick 17`.
    public var description: String {
        "subject \(subject), steps \(steps), pick \(pick)"
    }
}
