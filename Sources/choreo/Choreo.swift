import ArgumentParser

/// The `choreo` command: looks at Choreograph's timing curves and springs, records and renders the demos'
/// transitions, and measures the hot paths.
struct Choreo: ParsableCommand {
    /// The command's name, abstract and subcommands.
    static let configuration = CommandConfiguration(
        commandName: "choreo",
        abstract: "Inspect Choreograph's timing curves and springs, render its demos' transitions, and measure costs.",
        discussion: """
            Every command writes to standard output, or to the file or folder given with --out; a bad argument \
            exits with code 64 and one line on standard error that names the value and the rule it breaks.

            Start with `choreo gallery`: it writes out/gallery/index.html, a page that plays every demo.
            """,
        subcommands: [
            GalleryCommand.self, RenderCommand.self, ListCommand.self, DescribeCommand.self, CurveCommand.self,
            SpringCommand.self, BenchCommand.self, ValidateCommand.self,
        ]
    )
}
