import Choreograph
import Foundation

/// A property animator that drives a planned timeline: its first block animates nothing itself, and the timeline's
/// animations follow that block's progress (<doc:RunningTransitions#Running-a-plan>).
extension PropertyAnimator {
    /// Makes an animator of `duration` seconds with `timing` whose block 0 carries no changes, active and paused at
    /// 0, ready for ``attach(_:shape:to:)``.
    static func timelineDriver(duration: TimeInterval, timing: TimingParameters) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        animator.addAnimations {}
        animator.pauseAnimation()
        return animator
    }

    /// Adds an animation of `property` with `shape` to `view`, driven by block 0: it follows the block's progress and
    /// ends with it. Returns the animation; `nil` when the animator has no block.
    @discardableResult
    func attach(_ property: AnimatableProperty, shape: PropertyAnimation.Shape, to view: View) -> PropertyAnimation? {
        guard let block = blocks.first else { return nil }
        let animation = PropertyAnimation.make(property: property, shape: shape, link: link(ofBlock: 0))
        view.addAnimation(animation)
        block.running.append(animation)
        return animation
    }

    /// Block 0's progress now: where the timeline is, 0 at the start and 1 at the end, beyond either while a spring
    /// overshoots.
    var drivenProgress: Double {
        progress(ofBlock: 0)
    }

    /// How fast block 0's progress moves now, in progress per second; 0 while paused, before a start delay has
    /// passed, or outside the segment it runs.
    var drivenVelocity: Double {
        guard isRunning, let block = blocks.first, effectiveDuration > 0, clock.now >= anchorTime else { return 0 }
        let direction: Double = reversed ? -1 : 1
        let segment = block.segment
        let perSecond = direction / effectiveDuration / max(1 - block.start, .leastNormalMagnitude)
        if segment.isLinear { return perSecond }
        let span = segment.endFraction - segment.startFraction
        guard span != 0 else { return 0 }
        let elapsed = (block.localFraction(currentFraction) - segment.startFraction) / span
        guard elapsed >= 0, elapsed < 1 else { return 0 }
        return (segment.endProgress - segment.startProgress) * segment.timing.rate(at: elapsed) * perSecond / span
    }
}
