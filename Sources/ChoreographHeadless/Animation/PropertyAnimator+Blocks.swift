import Choreograph
import Foundation

/// The animation blocks of a property animator and how each turns the animator's fraction into progress.
extension PropertyAnimator {
    /// How a block's progress follows its local fraction from one point to a target.
    struct Segment {
        var startFraction: Double
        var startProgress: Double
        var endFraction: Double
        var endProgress: Double
        var timing: TimingParameters
        /// Paused and scrubbed with ``PropertyAnimator/scrubsLinearly``: progress equals the local fraction.
        var isLinear = false
        /// Paused and held at a progress outside `0...1`, which a fraction cannot give (the timeline driver's
        /// ``PropertyAnimator/scrubDriven(to:)``): the progress whatever the fraction. Default `nil`.
        var held: Double?

        /// From the start to the end with `timing`.
        static func full(_ timing: TimingParameters) -> Segment {
            Segment(startFraction: 0, startProgress: 0, endFraction: 1, endProgress: 1, timing: timing)
        }

        func progress(at fraction: Double) -> Double {
            if let held { return held }
            if isLinear { return fraction }
            let span = endFraction - startFraction
            guard span != 0 else { return endProgress }
            let elapsed = min(max((fraction - startFraction) / span, 0), 1)
            return startProgress + (endProgress - startProgress) * timing.progress(at: elapsed)
        }
    }

    /// One block of animations: the closure, the fraction at which it starts, and what it animates once run.
    final class Block {
        let animations: () -> Void
        /// The animator fraction at which the block starts; it runs from there to 1.
        var start: Double
        var segment: Segment
        var running: [PropertyAnimation] = []
        var changes = AnimationRecorder.Changes()
        /// The link its animations share to the animator (``PropertyAnimator/link(ofBlock:)``), once one is made.
        var link: AnimatorLink?

        init(animations: @escaping () -> Void, start: Double, timing: TimingParameters) {
            self.animations = animations
            self.start = start
            segment = .full(timing)
        }

        /// The block's own fraction, 0…1, at the animator's `fraction`.
        func localFraction(_ fraction: Double) -> Double {
            guard start < 1 else { return fraction >= 1 ? 1 : 0 }
            return min(max((fraction - start) / (1 - start), 0), 1)
        }
    }

    /// The link the animations of block `index` share to this animator, made at the first request: one object for the
    /// block, however many animations follow it.
    func link(ofBlock index: Int) -> AnimatorLink {
        let block = blocks[index]
        if let link = block.link { return link }
        let link = AnimatorLink(animator: self, block: index)
        block.link = link
        return link
    }
}
