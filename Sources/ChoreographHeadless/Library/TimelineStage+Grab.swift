import Choreograph
import Foundation

/// Taking hold of a running stage where it is on screen (<doc:RunningTransitions#Interactive-transitions>).
extension TimelineStage {
    /// How fast the progress on screen moves now, in progress per second (0 while paused): the animator's, or — for a
    /// stage that plays its plan by itself and has not been re-timed — the plan's timing's rate at the fraction
    /// elapsed times the animator's.
    var shownVelocity: Double {
        let velocity = animator.drivenVelocity
        guard let timing = unretimedTiming else { return velocity }
        return timing.rate(at: animator.drivenProgress) * velocity
    }

    /// Takes hold of the paused stage where it is on screen and returns that progress: a stage that plays its plan by
    /// itself is re-timed first (``/Choreograph/GrabRetiming``), so that from then on the animator's progress is the
    /// progress on screen and nothing moves. A stage re-timed before, or one whose plan is linear, keeps its timing.
    func takeHold() -> Double {
        guard let timing = unretimedTiming else { return animator.drivenProgress }
        let grab = GrabRetiming(timing: timing, elapsed: animator.drivenProgress)
        retiming = grab
        animator.retimeDriven(by: grab)
        return grab.progress
    }

    /// The plan's timing while the animator's progress is the fraction elapsed rather than the progress on screen: for
    /// a stage that plays its plan by itself, not re-timed yet, whose plan is not linear; `nil` otherwise.
    private var unretimedTiming: TimingParameters? {
        guard playsPlanByItself, retiming == nil, plan.timing != .linear, plan.timing != .curve(.linear) else {
            return nil
        }
        return plan.timing
    }
}
