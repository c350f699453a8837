import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension FrameRecorder {
    /// A scripted drag played one frame at a time through a ``/ChoreographHeadless/TouchSimulator``.
    @MainActor
    struct Finger {
        let script: DragScript
        let simulator: TouchSimulator
        let clock: ManualClock
        /// The clock time of the run's frame 0.
        let start: TimeInterval
        /// Whether the finger has lifted.
        private(set) var isDone = false

        /// Presses at the script's start point at `start`.
        init(
            script: DragScript, window: Window, clock: ManualClock, framesPerSecond: Int, start: TimeInterval
        ) throws(PreviewError) {
            self.script = script
            self.clock = clock
            self.start = start
            simulator = TouchSimulator(window: window, clock: clock, samplesPerSecond: Double(framesPerSecond))
            do {
                try simulator.press(at: script.start)
            } catch {
                throw .dragFailed(script: script.description, reason: error.description)
            }
        }

        /// Moves the finger to where the script puts it at `time` seconds into the run; at or after the script's
        /// end, moves to the end point at exactly its duration and lifts. The caller advances the clock to `time`.
        mutating func step(to time: TimeInterval) throws(PreviewError) {
            guard !isDone else { return }
            do {
                if time >= script.duration - ManualClock.tolerance {
                    clock.advance(to: start + script.duration)
                    try simulator.move(to: script.end)
                    try simulator.release()
                    isDone = true
                } else {
                    clock.advance(to: start + time)
                    let fraction = time / script.duration
                    let point = CGPoint(
                        x: script.start.x + (script.end.x - script.start.x) * fraction,
                        y: script.start.y + (script.end.y - script.start.y) * fraction)
                    try simulator.move(to: point)
                }
            } catch {
                throw .dragFailed(script: script.description, reason: error.description)
            }
        }
    }
}
