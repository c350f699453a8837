import ArgumentParser
import ChoreographDemos
import ChoreographHeadless

/// The options that choose a demo and how its run is recorded, shared by `render` and `describe`.
struct RunOptions: ParsableArguments {
    /// The demo's name, one of ``DemoCatalog/names``.
    @Argument(help: ArgumentHelp("The demo to run (see `choreo list`).", valueName: "demo"))
    var demo: String

    /// The operation to record. Default: the demo's forward operation (its first).
    @Option(
        help: ArgumentHelp(
            "The operation to record: present, dismiss, push, pop or selectTab (default: the demo's first).",
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
    /// than a run at that frame rate is recorded (``DemoRun/recordedDuration(framesPerSecond:)``).
    func validate() throws {
        _ = try demoRun()
    }

    /// The run these options describe.
    func demoRun() throws(ValidationError) -> DemoRun {
        guard DemoCatalog.entry(named: demo) != nil else {
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
        return DemoRun(demo: demo, operation: chosen, framesPerSecond: fps, drag: script)
    }
}
