import ArgumentParser
import ChoreographPreview
import Foundation

/// `choreo render`: records a demo's run, or two screen files run through a transition, and writes it as JSON, one
/// SVG frame, an SVG filmstrip or an HTML player.
struct RenderCommand: CheckedCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Record a demo's transition, or your own two screens run through one, and write it as JSON, an SVG "
            + "frame, a filmstrip or an HTML player.",
        discussion: """
            The run happens headless on a virtual clock, one frame at a time, until no view animates; the same \
            arguments always write the same bytes. An operation other than the demo's first (for example dismiss) \
            starts from the state the first leaves: the first operation is run to its end unrecorded, then the \
            asked one is recorded.

            With --drag, the drag drives the run through the demo's gestures instead of starting the operation: \
            the finger presses at x1,y1, moves in a straight line to x2,y2 over the duration, one move per frame, \
            and lifts. Points are in window coordinates, and the press must land inside the window.

            Instead of a demo, --from, --to and --transition run two screens of your own: screen files (JSON: a \
            size and a tree of views with frames, colours, images and texts) and a transition written as in Swift. \
            The window has the first screen's size. present and dismiss (the default is present) show the second \
            screen modally, full screen; push and pop show it on a navigation stack. dismiss and pop start from the \
            state present and push leave. The screens' root views are named from-screen and to-screen, and the \
            recording's demo is `screens`. With --from and --to, --drag works with --operation pop only: it drives \
            the library's swipe-back from the left edge (present, dismiss and push have no gesture and are refused \
            with a drag). A screen file that breaks the schema is refused with its path, the JSON path and the \
            rule; a transition that does not parse with the column and what is wrong there.

            What the host noticed during the run is written to standard error as notes, one line each, with the \
            operation it came from: for example a transition naming an element a screen does not have, and the \
            fallback taken instead (`note: present: [fallback] library.planNote: …`). Notes never change the exit \
            status or the output.

            A run is recorded for at most 10 s and at most 3,000 frames after the first (3 s at 1000 fps); one that \
            has not settled by then is cut off, says so on standard error and in the recording (settled: false). A \
            drag must end within that time.

            Examples:
              choreo render herbs-pop --format json --out herbs.json
              choreo render herbs-pop --operation dismiss --format svg --at 50%
              choreo render fade --operation dismiss --drag "195,300 -> 195,700 in 0.3s" --format html
              choreo render bikes-card --format filmstrip --frames 8 > bikes.svg
              choreo render --from list.json --to detail.json --transition "slide(from: .right)" --format html
              choreo render --from list.json --to detail.json --transition 'zoom(from: "photo-2")' --operation pop
              choreo render --from a.json --to b.json --transition "cover(from: .bottom).duration(0.5)" \\
                --operation pop --drag "2,400 -> 380,400 in 0.3s" --format filmstrip
            """
    )

    /// The demo, operation, frame rate and drag.
    @OptionGroup
    var options: RunOptions

    /// What to write. Default json.
    @Option(help: "Output format.")
    var format: RenderFormat = .json

    /// For svg: the moment drawn, seconds or a percentage of progress. Default 50%.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "For svg: the moment to draw, seconds into the run (0.5 or 0.5s) or a percentage of its progress (50%, "
                + "the frame a player page shows at #progress=0.5). Default 50%.",
            valueName: "moment"))
    var at: String?

    /// For filmstrip: how many frames, 1 to ``maximumFrames``. Default 8.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "For filmstrip: frames shown, evenly spaced from first to last, 1 to 100. Default 8.",
            valueName: "N"))
    var frames: Int?

    /// The file to write; standard output when absent.
    @Option(help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"))
    var out: String?

    /// The most frames a filmstrip shows: 100.
    static let maximumFrames = 100

    /// Rejects what ``RunOptions/check()`` rejects, then a bad `--at` or `--frames`, and either one with a format it
    /// does not apply to.
    func check() throws {
        try options.check()
        if let at {
            guard format == .svg else {
                throw ValidationError("at = \(at): --at applies to --format svg only, not \(format.rawValue)")
            }
            _ = try FrameMoment(parsing: at)
        }
        if let frames {
            guard format == .filmstrip else {
                throw ValidationError(
                    "frames = \(frames): --frames applies to --format filmstrip only, not \(format.rawValue)")
            }
            guard (1...Self.maximumFrames).contains(frames) else {
                throw ValidationError("frames = \(frames): must be from 1 to \(Self.maximumFrames)")
            }
        }
    }

    /// Records the run and writes it.
    func run() throws {
        // Refuse a path that cannot be written before recording, which can take a while.
        if let out { try OutputFile.checkFile(out) }
        let demoRun = try options.demoRun()
        let run = try MainActor.assumeIsolated { () throws -> Gallery.Mistake in
            try demoRun.recordWithFindings()
        }
        let recording = run.recording
        // A run cut off at the time limit is said once, by the cut-off note below.
        for finding in run.findings where finding.diagnostic.code != .previewTimeLimit {
            StandardError.note("\(finding.operation): \(finding.diagnostic)")
        }
        if !recording.settled {
            StandardError.note(recording.cutOffNote)
        }
        try OutputFile.write(try rendered(recording), to: out)
    }

    /// The recording in the chosen format.
    func rendered(_ recording: Recording) throws -> String {
        do {
            switch format {
            case .json:
                return recording.json + "\n"
            case .svg:
                let moment = try FrameMoment(parsing: at ?? "50%")
                return try SVGRenderer().render(recording, frameAt: try moment.frameIndex(in: recording))
            case .filmstrip:
                return try Filmstrip(frameCount: frames ?? 8).render(recording)
            case .html:
                return HTMLPlayer().render(recording)
            }
        } catch let error as PreviewError {
            throw ValidationError(error.description)
        }
    }
}
