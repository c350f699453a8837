import ArgumentParser
import Foundation

/// `choreo bench timing`: the cost of a curve sample, a spring sample, one frame of each of two planned timelines,
/// and one frame by progress of a third past its ends.
struct BenchTimingCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "timing",
        abstract: "Measure sampling a timing curve, a spring and a timeline frame.",
        discussion: """
            frame.1000x17 samples the plan of a fade with matched geometry between two screens of 1,000 shared \
            elements cascading on a spring (17 tracks per element: a ghost and the two snapshots inside it); \
            frame.1000x6 the plan of a fade whose 1,000 elements leave lifted into the container, fading, \
            shrinking, rounding and rising as a cascade (6 tracks per element); progress.1000xK samples by \
            progress, from -0.25 to 1.25 as a spring overshoots, the plan of a linear slide with matched geometry \
            between the screens of frame.1000x17, following its straight moves past the ends. Reports the median \
            time per operation over 15 batches, allocations per operation, and the share \
            of a 120 Hz frame (8.333 ms) one operation takes. Build with `-c release` for representative numbers.
            """
    )

    /// The output format and the allocator's setting.
    @OptionGroup var options: BenchOptions

    /// Runs of each case per timed batch, 1 to ``maximumIterations``. Default 100.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Runs of each case per timed batch, 1 to 10,000. Default 100.", valueName: "N"))
    var iterations = 100

    /// The most runs per batch: 10,000, a hundred times the default. Each case runs 16 batches (a warm-up and 15
    /// timed), plus one to count allocations when that is available, so a run takes at most a hundred times as long
    /// as the default one.
    static let maximumIterations = 10_000

    /// Rejects iteration counts outside 1…``maximumIterations``.
    func check() throws {
        guard iterations >= 1 else {
            throw ValidationError("iterations = \(iterations): must be at least 1")
        }
        guard iterations <= Self.maximumIterations else {
            throw ValidationError("iterations = \(iterations): must be at most \(Self.maximumIterations)")
        }
    }

    /// Runs the cases and prints the results.
    func run() throws {
        let (runner, allocator) = options.runner(iterations: iterations, command: "timing")
        try options.write(try TimingBenchmarks.all().map(runner.measure), allocator: allocator)
    }
}
