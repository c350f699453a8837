import ArgumentParser
import Foundation

/// `choreo bench timing`: the cost of a curve sample, a spring sample and one timeline frame.
struct BenchTimingCommand: ParsableCommand {
    /// How the results are printed.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        /// Aligned columns.
        case table
        /// `{"results": [{"name", "nanosPerOp", "allocationsPerOp", "budgetShare"}]}`.
        case json
    }

    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "timing",
        abstract: "Measure sampling a timing curve, a spring and a timeline frame.",
        discussion: """
            Reports the median time per operation over 15 batches, allocations per operation, and the share \
            of a 120 Hz frame (8.333 ms) one operation takes. Build with `-c release` for representative numbers.
            """
    )

    /// The output format.
    @Option(help: "Output format.")
    var format: Format = .table

    /// Runs of each case per timed batch.
    @Option(help: ArgumentHelp("Runs of each case per timed batch (at least 1).", valueName: "N"))
    var iterations = 100

    /// Rejects iteration counts below 1.
    func validate() throws {
        guard iterations >= 1 else {
            throw ValidationError("iterations = \(iterations): must be at least 1")
        }
    }

    /// Runs the cases and prints the results.
    func run() throws {
        let counter = AllocationCounter.probe()
        if counter == nil {
            note("allocation counting is unavailable in this process; allocations are reported as unavailable")
        }
        #if DEBUG
            note("this is a debug build; use `swift run -c release choreo bench timing` for representative numbers")
        #endif
        let runner = BenchmarkRunner(iterations: iterations, allocationCounter: counter)
        let report = BenchmarkReport(results: try TimingBenchmarks.all().map(runner.measure))
        switch format {
        case .table: try OutputFile.write(report.table(), to: nil)
        case .json: try OutputFile.write(try JSONOutput.string(from: report), to: nil)
        }
    }

    private func note(_ message: String) {
        StandardError.write("note: \(message)\n")
    }
}
