import ArgumentParser
import Foundation

/// `choreo bench host`: the cost of a frame of a headless host's animation run with 100, 1,000 and 10,000 views.
struct BenchHostCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Measure a frame of a headless host's animation run with 100, 1,000 and 10,000 views.",
        discussion: """
            Each case (run.100, run.1000, run.10000) animates N views' center, alpha, transform and corner radius \
            for 0.5 s in one View.animate block on a fresh host's manual clock, and advances the clock frame by \
            frame at 120 Hz until the animations end; a case of fewer than 1,000 views repeats that for 1,000 views \
            in all. Reports the median time per frame (the set-up and the ends included) over 15 batches, \
            allocations per frame, and the share of a 120 Hz frame (8.333 ms). Each case run.N.steady measures \
            the steady frames alone: N views animate and no animation starts or ends (the set-up runs in the \
            warm-up). Build with `-c release` for representative numbers.
            """
    )

    /// The output format and the allocator's setting.
    @OptionGroup var options: BenchOptions

    /// The numbers of views to measure, one case each, 1 to ``maximumViews``. Default: 100, 1,000 and 10,000.
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A number of views to measure (repeat for several), 1 to 100,000. Default: 100, 1,000 and 10,000.",
            valueName: "N"))
    var views: [Int] = []

    /// The most views one case may animate: 100,000, ten times the largest default case.
    static let maximumViews = 100_000

    /// Runs of each case per timed batch, 1 to ``maximumIterations``. Default 1.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Runs of each case per timed batch, 1 to 100. Default 1.", valueName: "N"))
    var iterations = 1

    /// The most runs per batch: 100, a hundred times the default. Each case runs 16 batches (a warm-up and 15
    /// timed), plus one to count allocations when that is available, so a run takes at most a hundred times as long
    /// as the default one.
    static let maximumIterations = 100

    /// Rejects iteration counts outside 1…``maximumIterations`` and view counts outside 1…``maximumViews``.
    func check() throws {
        for count in views where !(1...Self.maximumViews).contains(count) {
            throw ValidationError("views = \(count): must be from 1 to \(Self.maximumViews)")
        }
        guard iterations >= 1 else {
            throw ValidationError("iterations = \(iterations): must be at least 1")
        }
        guard iterations <= Self.maximumIterations else {
            throw ValidationError("iterations = \(iterations): must be at most \(Self.maximumIterations)")
        }
    }

    /// Runs the cases and prints the results.
    func run() throws {
        let (runner, allocator) = options.runner(iterations: iterations, command: "host")
        try options.write(
            HostBenchmarks.all(views: views.isEmpty ? HostBenchmarks.viewCounts : views).map(runner.measure),
            allocator: allocator)
    }
}
