import ArgumentParser
import ChoreographDemos
import ChoreographHeadless

/// `choreo list`: the demos `render`, `describe` and `gallery` can run.
struct ListCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the demos: name, operations (the first is the default) and summary."
    )

    /// Prints the demos section.
    func run() throws {
        let demos = try MainActor.assumeIsolated { () throws -> [DemoListing.Row] in
            try DemoCatalog.entries.map { entry in
                DemoListing.Row(
                    name: entry.name, operations: try DemoRun.operations(of: entry.name), summary: entry.summary)
            }
        }
        try OutputFile.write(DemoListing(rows: demos).rendered(), to: nil)
    }
}
