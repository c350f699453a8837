import ArgumentParser
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation

/// One recorded run of a demo: the command line's bridge from ``DemoCatalog`` to ``FrameRecorder`` (demos and
/// previews never import each other).
///
/// Each run installs a fresh host on a ``ManualClock`` at time 0 and makes the demo's scenario on it, so runs never
/// share time or state and the same run always records the same frames.
///
/// An operation other than the scenario's forward one (its first) needs the state the forward one leaves — a dismissal
/// needs the presentation — so the forward operation is performed first, unrecorded, and the clock advanced one frame
/// at a time until nothing animates (at most ``preparationLimit`` seconds); then the asked operation is recorded.
///
/// With ``screens``, the run is of two screens of one's own rather than of a catalogued demo: a
/// ``ScreenPairScenario`` named ``demo``, in the style the operation belongs to (present and dismiss modal, push and
/// pop on a navigation stack), its forward operation present or push.
///
/// With a ``drag``, the drag drives the run: the scenario is prepared for ``operation`` the same way, but the
/// operation is not started; the drag's touches reach the scenario's gesture recognizers, which start whatever
/// they start (for example fade's downward pan dismisses), and the recording's operation reads `drag`.
@MainActor
struct DemoRun {
    /// The frame rates a run accepts: 1 to 1000 per second, as ``FrameRecorder`` does.
    nonisolated static let framesPerSecondRange = 1...1000
    /// The most virtual seconds the unrecorded forward operation may take to settle: 10.
    static let preparationLimit: TimeInterval = 10
    /// The most virtual seconds a run is recorded for: 10. A run that has not settled by then is cut off, and its
    /// recording says so (`settled` is false).
    nonisolated static let timeLimit: TimeInterval = 10
    /// The most frames a recording holds after its first: 3,000, so that a recording's memory stays bounded whatever
    /// the frame rate. Up to 300 frames per second the ``timeLimit`` comes first; above, a run is cut off after
    /// 3,000 frames (3 s at 1000 frames per second).
    nonisolated static let maximumFrames = 3_000

    /// How long a run at `framesPerSecond` is recorded at most: ``timeLimit``, or ``maximumFrames`` frames if they
    /// take less time.
    nonisolated static func recordedDuration(framesPerSecond: Int) -> TimeInterval {
        min(timeLimit, Double(maximumFrames) / Double(framesPerSecond))
    }

    /// The number of frames after the first that a run at `framesPerSecond` records at most.
    nonisolated static func recordedFrames(framesPerSecond: Int) -> Int {
        min(Int(timeLimit) * framesPerSecond, maximumFrames)
    }

    /// The demo's name in ``DemoCatalog``, or the name of the ``screens`` run.
    var demo: String
    /// The operation to record; `nil` records the scenario's forward operation. Default `nil`.
    var operation: ScenarioOperation?
    /// Frames per second. Default 60.
    var framesPerSecond: Int
    /// A scripted drag that drives the run instead of the operation. Default `nil`.
    var drag: DragScript?
    /// Two screens and a transition to run instead of a demo. Default `nil`.
    var screens: ScreenPairSource?
    /// The run's name in place of its operation's, in the recording and in progress lines (a scripted drag's
    /// `drag-finish`); `nil` keeps the operation's. Default `nil`.
    var label: String?

    /// Creates a run (defaults: the forward operation, 60 frames per second, no drag, a catalogued demo).
    nonisolated init(
        demo: String, operation: ScenarioOperation? = nil, framesPerSecond: Int = 60, drag: DragScript? = nil,
        screens: ScreenPairSource? = nil, label: String? = nil
    ) {
        self.demo = demo
        self.operation = operation
        self.framesPerSecond = framesPerSecond
        self.drag = drag
        self.screens = screens
        self.label = label
    }

    /// The run's name: its ``label``, else its operation's (empty for the forward one unnamed).
    var name: String {
        label ?? operation?.rawValue ?? ""
    }

    /// `text` parsed as a drag script.
    ///
    /// - Throws: `ValidationError` naming the script and the rule it breaks.
    nonisolated static func parsedDrag(_ text: String) throws(ValidationError) -> DragScript {
        do {
            return try DragScript(parsing: text)
        } catch {
            throw ValidationError("drag \"\(text)\": \(error)")
        }
    }

    /// The operations the demo supports, the forward one first, read from a scenario made on a fresh host.
    ///
    /// - Throws: `ValidationError` naming the demo when the catalog has no demo of that name.
    static func operations(of demo: String) throws(ValidationError) -> [ScenarioOperation] {
        HostEnvironment.install(clock: ManualClock())
        return try scenario(named: demo).operations
    }

    /// Prepares the scenario on a fresh host and records the run.
    ///
    /// - Throws: `ValidationError` for an unknown demo, an operation the demo does not support, a forward operation
    ///   that does not settle, or anything ``FrameRecorder`` refuses (for example a drag that starts off the window).
    func record() throws(ValidationError) -> Recording {
        try recordWithFindings().recording
    }

    /// Prepares the scenario on a fresh host and records the run, as ``record()`` does; returns the recording with
    /// the diagnostics the host reported from the scenario's making on, each with the operation it was reported
    /// during (the preparation's forward operation, then the recorded one).
    ///
    /// - Throws: As ``record()``.
    func recordWithFindings() throws(ValidationError) -> Gallery.Mistake {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let scenario = try makeScenario()
        guard let forward = scenario.forwardOperation else {
            throw ValidationError("demo \(demo): has no operation to record")
        }
        let chosen = operation ?? forward
        guard scenario.operations.contains(chosen) else {
            let supported = scenario.operations.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("operation \(chosen.rawValue): demo \(demo) supports \(supported)")
        }
        if let drag, !scenario.window.bounds.contains(drag.start) {
            let size = scenario.window.bounds.size
            throw ValidationError(
                "drag \"\(drag)\": the start point must lie inside the "
                    + "\(NumberText.trimmed(size.width)) × \(NumberText.trimmed(size.height)) window")
        }
        if chosen != forward {
            try settle(scenario, after: forward, on: clock)
        }
        let prepared = host.diagnostics.entries.map {
            Gallery.Mistake.Finding(operation: forward.rawValue, diagnostic: $0)
        }
        let firstEntry = host.diagnostics.entries.count
        do {
            // Half a frame short of the last frame, so that rounding never records one more.
            let limit = (Double(Self.recordedFrames(framesPerSecond: framesPerSecond)) - 0.5) / Double(framesPerSecond)
            let recorder = FrameRecorder(framesPerSecond: framesPerSecond, timeLimit: limit, drag: drag)
            var recording = try recorder.record(scenario, operation: drag == nil ? chosen : nil)
            if let label { recording.operation = label }
            let recorded = host.diagnostics.entries[firstEntry...].map {
                Gallery.Mistake.Finding(operation: recording.operation, diagnostic: $0)
            }
            return Gallery.Mistake(recording: recording, findings: prepared + recorded)
        } catch {
            throw ValidationError("\(demo) \(chosen.rawValue): \(error.description)")
        }
    }

    // MARK: - Internal API

    /// The run's scenario on the current host: the ``screens`` pair in the style of ``operation`` (modal when it is
    /// `nil`), or the catalogued demo.
    private func makeScenario() throws(ValidationError) -> any Scenario {
        guard let screens else { return try Self.scenario(named: demo) }
        let style = operation.flatMap(ScreenPairScenario.Style.init(operation:)) ?? .modal
        return ScreenPairScenario(
            from: screens.from, to: screens.to, transition: screens.spec.transition, style: style, name: demo,
            summary: screens.spec.description)
    }

    private static func scenario(named demo: String) throws(ValidationError) -> any Scenario {
        guard let scenario = MistakeCatalog.anyEntry(named: demo)?.make() else {
            throw ValidationError("unknown demo '\(demo)': use one of \(DemoCatalog.names.joined(separator: ", "))")
        }
        return scenario
    }

    /// Performs `operation` and advances `clock` one frame at a time until no view of the scenario animates.
    private func settle(
        _ scenario: any Scenario, after operation: ScenarioOperation, on clock: ManualClock
    ) throws(ValidationError) {
        scenario.perform(operation)
        clock.runDueActions()
        let lastFrame = Int((Self.preparationLimit * Double(framesPerSecond)).rounded(.up))
        for _ in 0..<lastFrame {
            clock.advance(frames: 1, framesPerSecond: framesPerSecond)
            if FrameRecorder.isSettled(scenario.window) { return }
        }
        throw ValidationError(
            "demo \(demo): its \(operation.rawValue) had not settled after \(Int(Self.preparationLimit)) s, "
                + "so the state the next operation needs was never reached")
    }
}
