import ArgumentParser
import Foundation

/// `choreo bench layout`: the cost of solving Auto Layout on the headless host, for grids of 100 and 1,000 views,
/// from scratch and after a constant change.
struct BenchLayoutCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Measure solving Auto Layout for grids of 100 and 1,000 views.",
        discussion: """
            Each view has four constraints (width, height, leading, top) tying it to the window and its neighbours. \
            `layout.N` builds and solves the grid from scratch; `layout.N.constant` changes the first view's top \
            constant, which moves every view, and lays out again. Reports the median time per operation over 15 \
            batches, allocations per operation, and the share of a 120 Hz frame (8.333 ms) one operation takes. \
            Build with `-c release` for representative numbers.
            """
    )

    /// The output format and the allocator's setting.
    @OptionGroup var options: BenchOptions

    /// Runs of each case per timed batch, 1 to ``maximumIterations``. Default 3.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Runs of each case per timed batch, 1 to 300. Default 3.", valueName: "N"))
    var iterations = 3

    /// The most runs per batch: 300, a hundred times the default.
    static let maximumIterations = 300

    /// The grid sizes, in views, each 1 to ``maximumViews``. Default 100 and 1,000.
    @Option(
        name: .customLong("views"), parsing: .upToNextOption,
        help: ArgumentHelp("Grid sizes in views, 1 to 10,000 each. Default 100 1000.", valueName: "N"))
    var sizes: [Int] = LayoutBenchmarks.defaultSizes

    /// The largest grid: 10,000 views.
    static let maximumViews = 10_000

    /// Rejects iteration counts outside 1…``maximumIterations``.
    func check() throws {
        guard iterations >= 1 else {
            throw ValidationError("iterations = \(iterations): must be at least 1")
        }
        guard iterations <= Self.maximumIterations else {
            throw ValidationError("iterations = \(iterations): must be at most \(Self.maximumIterations)")
        }
        guard !sizes.isEmpty else { throw ValidationError("views: give at least one grid size") }
        for size in sizes where !(1...Self.maximumViews).contains(size) {
            throw ValidationError("views = \(size): a grid has 1 to \(Self.maximumViews) views")
        }
    }

    /// Runs the cases and prints the results.
    func run() throws {
        let (runner, allocator) = options.runner(iterations: iterations, command: "layout")
        try options.write(LayoutBenchmarks.all(sizes: sizes).map(runner.measure), allocator: allocator)
    }
}
