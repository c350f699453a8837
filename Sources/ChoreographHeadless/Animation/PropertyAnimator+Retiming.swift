import Choreograph
import Foundation

/// The fraction of a grabbed plan that its tracks without a line show at the progress the gesture sets — a
/// ``/Choreograph/GrabRetiming`` shared by their link, remembering its last answer: every such track reads the same
/// progress in a frame.
@MainActor
final class ProgressRetiming {
    /// The re-timing.
    let retiming: GrabRetiming
    private var last: (progress: Double, elapsed: Double)?

    /// A shared re-timing of `retiming`.
    init(_ retiming: GrabRetiming) {
        self.retiming = retiming
    }

    /// ``/Choreograph/GrabRetiming/elapsed(atProgress:)``, computed once per progress.
    func elapsed(atProgress progress: Double) -> Double {
        if let last, last.progress == progress { return last.elapsed }
        let elapsed = retiming.elapsed(atProgress: progress)
        last = (progress, elapsed)
        return elapsed
    }
}

/// Re-timing the timeline a driver plays when a gesture takes hold of it (<doc:RunningTransitions#Interactive-transitions>).
extension PropertyAnimator {
    /// Makes block 0's progress the progress on screen of a plan that played by itself, as `retiming` says: each track
    /// animation of the block that follows a line (``/Choreograph/GrabRetiming/followsLine(_:)``) becomes a straight
    /// move followed at the block's progress, and every other one follows the fraction
    /// ``/Choreograph/GrabRetiming/elapsed(atProgress:)`` gives for it. Call it on a paused animator, then set the
    /// progress to ``/Choreograph/GrabRetiming/progress``: nothing moves.
    ///
    /// - Parameter retiming: The re-timing of the plan, made at the fraction the block has reached.
    func retimeDriven(by retiming: GrabRetiming) {
        guard let block = blocks.first else { return }
        let plain = link(ofBlock: 0)
        let retimed = AnimatorLink(animator: self, block: 0, retiming: ProgressRetiming(retiming))
        block.running = block.running.map { animation in
            guard let tracked = animation as? TrackAnimation, let view = tracked.view else { return animation }
            let replacement: PropertyAnimation
            if let line = retiming.line(of: tracked.track) {
                replacement = .make(property: tracked.property, shape: .straight(line), link: plain)
            } else {
                replacement = .make(property: tracked.property, shape: tracked.shape, link: retimed)
            }
            // An animator's animation reports nothing when it ends: the replacement takes its place on the view.
            tracked.end(finished: false)
            view.addAnimation(replacement)
            return replacement
        }
    }
}
