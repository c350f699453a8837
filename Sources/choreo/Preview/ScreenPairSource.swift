import Choreograph
import ChoreographPreview

/// Two screens and a transition to run them through, read from the command line (`--from`, `--to`,
/// `--transition`) or given by the gallery: what ``DemoRun`` turns into a ``ScreenPairScenario``.
struct ScreenPairSource: Sendable {
    /// The screen shown first.
    var from: ScreenFile
    /// The screen the transition shows.
    var to: ScreenFile
    /// The transition.
    var spec: TransitionSpec
}
