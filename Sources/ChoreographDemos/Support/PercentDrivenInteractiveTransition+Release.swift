import Choreograph
import ChoreographHeadless

extension PercentDrivenInteractiveTransition {
    /// Ends the interaction when the finger lifts at `progress` moving at `velocity` (both in fractions of the
    /// distance, the velocity per second): finishes when the progress carried on by the velocity passes half way
    /// (``/Choreograph/InteractiveCompletion/finishes(progress:velocity:)``), cancels otherwise.
    func release(progress: Double, velocity: Double) {
        if InteractiveCompletion.finishes(progress: progress, velocity: velocity) {
            finish()
        } else {
            cancel()
        }
    }
}
