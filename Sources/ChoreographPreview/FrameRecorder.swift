import Choreograph
import ChoreographHeadless
import Foundation

/// Runs a scenario's operation on the current host's ``/ChoreographHeadless/ManualClock`` and samples every frame into
/// a ``Recording``.
///
/// The recorder performs the operation at the clock's current time (t = 0), runs the actions due then, and samples
/// frame 0. It then advances the clock one frame at a time — to exactly `k / framesPerSecond` seconds after the
/// start, so no error accumulates — sampling after each step, and stops at the first frame after frame 0 at which the
/// run has settled (``isSettled(_:)``) and the drag, if any, has ended. A run that has not settled after
/// ``timeLimit`` seconds is cut off there: the recording says `settled == false` and the host's diagnostics get a
/// `preview.timeLimit` fallback.
///
/// A scripted drag starts with the run: the finger goes down at its start point before frame 0, moves in a straight
/// line with one move per frame (the same positions ``/ChoreographHeadless/TouchSimulator`` would send at the
/// recorder's frame rate), and lifts at the end point at exactly the drag's duration. Give a drag without an operation
/// to record an interaction that a gesture recognizer of the scenario turns into a transition.
///
/// ```swift
/// HostEnvironment.install(clock: ManualClock())
/// let scenario = MyScenario()
/// let recording = try FrameRecorder().record(scenario, operation: .present)
/// ```
@MainActor
public struct FrameRecorder {
    /// Frames per second, 1…1000. Default 60.
    public var framesPerSecond: Int
    /// The most virtual seconds a run may take before it is cut off, more than 0 and at most 600. Default 10.
    public var timeLimit: TimeInterval
    /// A drag performed during the run, starting at t = 0. Default `nil`.
    public var drag: DragScript?

    /// Creates a recorder (defaults: 60 frames per second, a 10 s time limit, no drag).
    public init(framesPerSecond: Int = 60, timeLimit: TimeInterval = 10, drag: DragScript? = nil) {
        self.framesPerSecond = framesPerSecond
        self.timeLimit = timeLimit
        self.drag = drag
    }

    /// Whether nothing in `window` moves: no view in its tree, nor any view's mask, has a running animation, and no
    /// controller of the window (its root, their children and the controllers they present) has a transition in
    /// flight — an interactive transition whose interaction controller moves the views by hand animates nothing
    /// until it is finished or cancelled.
    ///
    /// A transition that has been asked for but has not yet started looks settled too; the recorder only checks from
    /// the second frame on, so work started at t = 0 is seen.
    public static func isSettled(_ window: Window) -> Bool {
        !isAnimating(window) && !hasTransitionInFlight(window.rootViewController)
    }

    /// Whether `controller`, a child of it or a controller it presents has a transition coordinator.
    private static func hasTransitionInFlight(_ controller: ViewController?) -> Bool {
        guard let controller else { return false }
        return controller.transitionCoordinator != nil || controller.children.contains { hasTransitionInFlight($0) }
            || hasTransitionInFlight(controller.presentedViewController)
    }

    /// Performs `operation` on `scenario` (nothing when `nil`) and records the run until it settles.
    ///
    /// - Throws: ``PreviewError/invalidValue(parameter:value:rule:)`` for a frame rate or time limit out of range,
    ///   ``PreviewError/unsupportedOperation(_:scenario:supported:)``, ``PreviewError/nothingToRun(scenario:)`` when
    ///   there is neither an operation nor a drag, ``PreviewError/clockNotManual(_:)``, or
    ///   ``PreviewError/dragFailed(script:reason:)``.
    public func record(_ scenario: any Scenario, operation: ScenarioOperation?) throws(PreviewError) -> Recording {
        try validate()
        let host = HostEnvironment.current
        guard let clock = host.clock as? ManualClock else { throw .clockNotManual("\(type(of: host.clock))") }
        if let operation, !scenario.operations.contains(operation) {
            throw .unsupportedOperation(operation, scenario: scenario.name, supported: scenario.operations)
        }
        guard operation != nil || drag != nil else { throw .nothingToRun(scenario: scenario.name) }

        let window = scenario.window
        let start = clock.now
        let firstRecord = host.animationLogCount
        let sampler = ViewTreeSampler()
        var finger: Finger?
        if let drag {
            finger = try Finger(
                script: drag, window: window, clock: clock, framesPerSecond: framesPerSecond, start: start)
        }
        if let operation { scenario.perform(operation) }
        clock.runDueActions()

        var samples: [(TimeInterval, [RecordedView])] = [(0, sampler.sample(window))]
        let lastFrame = Int((timeLimit * Double(framesPerSecond)).rounded(.up))
        var settled = false
        for frame in 1...lastFrame {
            let time = Double(frame) / Double(framesPerSecond)
            if finger != nil {
                try finger?.step(to: time)
                if finger?.isDone == true { finger = nil }
            }
            clock.advance(to: start + time)
            samples.append((time, sampler.sample(window)))
            if finger == nil, Self.isSettled(window) {
                settled = true
                break
            }
        }
        if !settled {
            host.diagnostics.report(
                .previewTimeLimit,
                "\(scenario.name) \(operation?.rawValue ?? "drag") had not settled after "
                    + "\(PreviewNumber.format(timeLimit)) s; the recording stops there")
        }
        return makeRecording(
            scenario: scenario, operation: operation, samples: samples, settled: settled,
            records: host.animationRecords(from: firstRecord)[...], start: start)
    }

    // MARK: - Internal API

    private func validate() throws(PreviewError) {
        guard (1...1000).contains(framesPerSecond) else {
            throw .invalidValue(
                parameter: "framesPerSecond", value: "\(framesPerSecond)", rule: "must be from 1 to 1000")
        }
        guard timeLimit.isFinite, timeLimit > 0, timeLimit <= 600 else {
            throw .invalidValue(
                parameter: "timeLimit", value: "\(timeLimit)", rule: "must be more than 0 and at most 600 seconds")
        }
    }

    private func makeRecording(
        scenario: any Scenario, operation: ScenarioOperation?, samples: [(TimeInterval, [RecordedView])],
        settled: Bool, records: ArraySlice<AnimationRecord>, start: TimeInterval
    ) -> Recording {
        let duration = samples.last?.0 ?? 0
        let frames = samples.map { time, views in
            RecordedFrame(time: time, progress: duration > 0 ? time / duration : 0, views: views)
        }
        return Recording(
            demo: scenario.name,
            operation: operation?.rawValue ?? "drag",
            framesPerSecond: framesPerSecond,
            duration: duration,
            size: scenario.window.bounds.size,
            settled: settled,
            frames: frames,
            animations: records.map { RecordedAnimation($0, runStart: start) }
        )
    }

    private static func isAnimating(_ view: View) -> Bool {
        view.isAnimating || view.mask.map(isAnimating) == true || view.subviews.contains { isAnimating($0) }
    }
}
