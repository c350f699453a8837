import ArgumentParser
import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview

/// The options that choose a demo, or two screens and a transition, and how the run is recorded, shared by `render`
/// and `describe`.
struct RunOptions: ParsableArguments {
    /// The demo's name, one of ``DemoCatalog/names``; `nil` when the run is of ``from`` and ``to``.
    @Argument(
        help: ArgumentHelp(
            "The demo to run (see `choreo list`); or give --from, --to and --transition instead.", valueName: "demo"))
    var demo: String?

    /// The screen file shown first. Default none.
    @Option(help: ArgumentHelp("A screen file (JSON) shown first; with --to and --transition.", valueName: "file"))
    var from: String?

    /// The screen file the transition shows. Default none.
    @Option(help: ArgumentHelp("A screen file (JSON) the transition shows; with --from.", valueName: "file"))
    var to: String?

    /// The transition, as Swift spells it (`slide(from: .right)`). Default none.
    @Option(
        name: .customLong("transition"),
        help: ArgumentHelp(
            "The transition from --from to --to, as Swift spells it, for example 'slide(from: .right)'.",
            valueName: "spec"))
    var transitionSpec: String?

    /// The operation to record. Default: the demo's forward operation (its first).
    @Option(
        help: ArgumentHelp(
            "The operation to record: present, dismiss, push, pop or selectTab (default: the demo's first, or present "
                + "for --from and --to).",
            valueName: "operation"))
    var operation: String?

    /// Frames per second, 1 to 1000. Default 60.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per second, 1 to 1000; a run is recorded for at most 10 s and 3,000 frames.", valueName: "N"))
    var fps = 60

    /// A scripted drag that drives the run through the demo's gestures instead of starting the operation. Default
    /// none.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A drag that drives the operation through the demo's gestures: \"x1,y1 -> x2,y2 in 0.3s\", then release.",
            valueName: "script"))
    var drag: String?

    /// Rejects an unknown demo or operation, a frame rate out of range, and a drag that does not parse or lasts longer
    /// than a run at that frame rate is recorded (``DemoRun/recordedDuration(framesPerSecond:)``). Not ArgumentParser's
    /// `validate()`, which would run before an unknown option is reported (``CheckedCommand``): the commands that
    /// use these options call it from their ``CheckedCommand/check()``.
    func check() throws {
        _ = try demoRun()
    }

    /// The run these options describe.
    func demoRun() throws(ValidationError) -> DemoRun {
        let screens = try screenPair()
        if screens == nil, let demo, DemoCatalog.entry(named: demo) == nil {
            throw ValidationError(
                "unknown demo '\(demo)': use one of \(DemoCatalog.names.joined(separator: ", "))")
        }
        var chosen: ScenarioOperation?
        if let operation {
            guard let parsed = ScenarioOperation(rawValue: operation) else {
                let names = ScenarioOperation.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("unknown operation '\(operation)': use one of \(names)")
            }
            chosen = parsed
        }
        guard (DemoRun.framesPerSecondRange).contains(fps) else {
            throw ValidationError(
                "fps = \(fps): must be from \(DemoRun.framesPerSecondRange.lowerBound) to "
                    + "\(DemoRun.framesPerSecondRange.upperBound)")
        }
        var script: DragScript?
        if let drag {
            do {
                script = try DragScript(parsing: drag)
            } catch {
                throw ValidationError("drag \"\(drag)\": \(error.description)")
            }
            let longest = DemoRun.recordedDuration(framesPerSecond: fps)
            if let script, script.duration > longest {
                let frames =
                    longest < DemoRun.timeLimit
                    ? " (\(DemoRun.maximumFrames) frames); shorten the drag or lower --fps" : "; shorten the drag"
                throw ValidationError(
                    "drag \"\(drag)\": lasts \(NumberText.trimmed(script.duration)) s, but a run at \(fps) fps is "
                        + "recorded for at most \(NumberText.trimmed(longest)) s\(frames)")
            }
        }
        if let screens {
            try Self.check(screens: chosen, drag: drag)
            return DemoRun(
                demo: ScreenPairScenario.defaultName, operation: chosen, framesPerSecond: fps, drag: script,
                screens: screens)
        }
        return DemoRun(demo: demo ?? "", operation: chosen, framesPerSecond: fps, drag: script)
    }

    /// The screens and transition of `--from`, `--to` and `--transition`, or `nil` for a demo.
    ///
    /// - Throws: `ValidationError` for a demo given with any of the three, none of the four, one of the three
    ///   missing, a screen file that cannot be read (the file, the JSON path and the rule) and a spec that does not
    ///   parse (the spec, the column and what is wrong).
    func screenPair() throws(ValidationError) -> ScreenPairSource? {
        let given = [("--from", from), ("--to", to), ("--transition", transitionSpec)].filter { $0.1 != nil }
        if let demo {
            guard given.isEmpty else {
                throw ValidationError(
                    "demo '\(demo)' and \(given.map(\.0).joined(separator: ", ")): give a demo or --from, --to and "
                        + "--transition, not both")
            }
            return nil
        }
        guard let from, let to, let transitionSpec else {
            if given.isEmpty {
                throw ValidationError(
                    "missing a demo (see `choreo list`), or --from, --to and --transition to run screens of your own")
            }
            let missing = [("--from", from), ("--to", to), ("--transition", transitionSpec)].filter { $0.1 == nil }
            throw ValidationError(
                "missing \(missing.map(\.0).joined(separator: " and ")): --from, --to and --transition go together")
        }
        let spec: TransitionSpec
        do {
            spec = try TransitionSpec(parsing: transitionSpec)
        } catch {
            // The spec is shown with its control characters escaped, and the column counted in the text as shown; a
            // long spec is shown around that column.
            let column = OneLineText.visibleColumn(error.column, in: transitionSpec)
            let quoted = OneLineText.quoted(transitionSpec, around: error.column)
            throw ValidationError("transition \(quoted): column \(column): \(error.problem.message)")
        }
        do {
            return ScreenPairSource(
                from: try ScreenFile(contentsOfFile: from), to: try ScreenFile(contentsOfFile: to), spec: spec)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Refuses, for a run of two screens, a tab switch and a drag with any operation but pop.
    private static func check(screens operation: ScenarioOperation?, drag: String?) throws(ValidationError) {
        if let operation, ScreenPairScenario.Style(operation: operation) == nil {
            throw ValidationError(
                "operation \(operation.rawValue): --from and --to run present, dismiss, push or pop")
        }
        if let drag, operation != .pop {
            throw ValidationError(
                "drag \"\(drag)\": with --from and --to only --operation pop has a gesture, the swipe-back from the "
                    + "left edge; present, dismiss and push run without a drag")
        }
    }
}
