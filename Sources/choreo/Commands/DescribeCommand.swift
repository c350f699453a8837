import ArgumentParser
import ChoreographPreview

/// `choreo describe`: records a demo's run and prints the animations it started as a table.
struct DescribeCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract:
            "Record a demo's transition, or your own screens' (--from, --to, --transition), and print the animations it started.",
        discussion: """
            Prints a line naming the run (frames, duration, whether it settled), then one row per animation in the \
            order they started: the view, the property, from → to, the timing, when it was started, its delay and \
            its duration, in seconds. The run is recorded as `choreo render` records it, so --from, --to and \
            --transition describe two screens of your own instead of a demo (a library transition plays its \
            timeline on one property animator, so such a run lists its frames and duration but no animations).

            Examples:
              choreo describe herbs-pop
              choreo describe redview-scale --operation dismiss
              choreo describe --from list.json --to detail.json --transition "push(from: .right)" --operation push
            """
    )

    /// The demo, operation, frame rate and drag.
    @OptionGroup
    var options: RunOptions

    /// Rejects what ``RunOptions/check()`` rejects.
    func check() throws {
        try options.check()
    }

    /// Records the run and prints its animations.
    func run() throws {
        let demoRun = try options.demoRun()
        let recording = try MainActor.assumeIsolated { () throws -> Recording in
            try demoRun.record()
        }
        try OutputFile.write(recording.animationTable(), to: nil)
    }
}
