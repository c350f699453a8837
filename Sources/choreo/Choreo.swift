import ArgumentParser

/// The `choreo` command: looks at Choreograph's timing curves and springs, and measures them.
struct Choreo: ParsableCommand {
    /// The command's name, abstract and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "choreo",
        abstract: "Inspect Choreograph's timing curves and springs, and measure their cost.",
        discussion: """
            Every command writes to standard output; a bad argument exits with a non-zero code and one line \
            on standard error that names the value and the rule it breaks.
            """,
        subcommands: [CurveCommand.self, SpringCommand.self, BenchCommand.self]
    )
}
