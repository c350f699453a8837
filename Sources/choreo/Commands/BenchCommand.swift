import ArgumentParser

/// `choreo bench`: groups the benchmarks.
struct BenchCommand: ParsableCommand {
    /// The command's name, help and benchmark groups.
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the cost of Choreograph's hot paths.",
        subcommands: [
            BenchTimingCommand.self, BenchLayoutCommand.self, BenchHostCommand.self, BenchPlanCommand.self,
            BenchRenderCommand.self,
        ]
    )
}
