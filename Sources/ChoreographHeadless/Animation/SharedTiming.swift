import Choreograph
import Foundation

/// A timing that every animation of one block, and each of their records, refers to instead of keeping a copy.
///
/// A ``/Choreograph/TimingParameters`` takes over a hundred bytes (a spring keeps its solved motion); a block of a
/// thousand animations used to copy it into each animation and each record.
final class SharedTiming: Sendable {
    /// The timing.
    let timing: TimingParameters

    /// A timing to share.
    init(_ timing: TimingParameters) {
        self.timing = timing
    }
}
