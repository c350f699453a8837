import ArgumentParser

/// The options shared by `curve` and `spring`: how many samples, and in which format.
struct PlotOptions: ParsableArguments {
    /// The largest accepted sample count, so a typo cannot exhaust memory.
    static let maximumSamples = 100_000

    /// The number of samples, both ends included.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Number of evenly spaced samples, both ends included (at least 2).", valueName: "N"))
    var samples = 101

    /// The output format.
    @Option(help: "Output format.")
    var format: OutputFormat = .json

    /// Rejects sample counts below 2 or above ``maximumSamples``; the commands that use these options call it from
    /// their ``CheckedCommand/check()``.
    func check() throws {
        guard samples >= 2 else {
            throw ValidationError("samples = \(samples): must be at least 2")
        }
        guard samples <= Self.maximumSamples else {
            throw ValidationError("samples = \(samples): must be at most \(Self.maximumSamples)")
        }
    }

    /// `count` fractions evenly spaced over [0, 1], exactly 0 first and exactly 1 last.
    static func fractions(count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(count - 1) }
    }
}
