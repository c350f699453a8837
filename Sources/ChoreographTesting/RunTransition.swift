import ChoreographHeadless
import ChoreographPreview
import Foundation

/// Runs one operation of a fresh scenario on a fresh host with a ``/ChoreographHeadless/ManualClock`` and records it.
///
/// The call installs a new host as ``/ChoreographHeadless/HostEnvironment/current`` (and leaves it installed, so that
/// a test can look at the screen afterwards), makes the scenario, performs the operations that come before
/// `operation` in the scenario's ``/ChoreographHeadless/Scenario/operations`` and lets each settle (a dismissal needs
/// its presentation), then records `operation` with a ``/ChoreographPreview/FrameRecorder`` until it settles.
///
/// The run's ``TransitionRecording/diagnostics`` (and so its ``TransitionRecording/violations``) are every
/// diagnostic the host reported since the call installed it: while the scenario was made (a window size the host
/// refuses, for example), during the operations run before `operation`, and during `operation` until it settled. Those
/// of the set-up are counted by ``TransitionRecording/setUpDiagnosticCount``, and their violations say so
/// (``/ChoreographHeadless/TransitionViolation/phase``).
///
/// ```swift
/// let run = try runTransition(.present) {
///     TransitioningDelegateScenario(delegate: CrossFadeDelegate())
/// }
/// #expect(run.violations.isEmpty)
/// ```
///
/// - Parameters:
///   - operation: The operation to record. Default `nil`: the scenario's first
///     (``/ChoreographHeadless/Scenario/forwardOperation``).
///   - framesPerSecond: Frames recorded per second, 1…1000. Default 60.
///   - timeLimit: The most virtual seconds the operation may take, more than 0 and at most 600. Default 10.
///   - drag: A scripted drag performed from the start of the recorded operation. Default `nil`.
///   - scenario: Makes the scenario, on the host the call installed.
/// - Throws: ``/ChoreographPreview/PreviewError`` for a frame rate or time limit out of range, or an operation the
///   scenario does not support.
@MainActor
public func runTransition(
    _ operation: ScenarioOperation? = nil,
    framesPerSecond: Int = 60,
    timeLimit: TimeInterval = 10,
    drag: DragScript? = nil,
    scenario: () -> any Scenario
) throws(PreviewError) -> TransitionRecording {
    let host = HostEnvironment.install(clock: ManualClock())
    // Every diagnostic of the run counts, from the host's installation on: the scenario's making included.
    let firstEntry = host.diagnostics.entries.count
    let scenario = scenario()
    let chosen = operation ?? scenario.forwardOperation
    let settle = FrameRecorder(framesPerSecond: framesPerSecond, timeLimit: timeLimit)
    if let chosen, let index = scenario.operations.firstIndex(of: chosen) {
        for earlier in scenario.operations[..<index] {
            _ = try settle.record(scenario, operation: earlier)
        }
    }
    let recorder = FrameRecorder(framesPerSecond: framesPerSecond, timeLimit: timeLimit, drag: drag)
    let setUpCount = host.diagnostics.entries.count - firstEntry
    let recording = try recorder.record(scenario, operation: chosen)
    return TransitionRecording(
        recording: recording, diagnostics: Array(host.diagnostics.entries[firstEntry...]),
        setUpDiagnosticCount: setUpCount)
}
