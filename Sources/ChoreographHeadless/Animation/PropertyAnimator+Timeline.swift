import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

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

    /// Sets a paused animator's block 0 to `progress`, as setting ``fractionComplete`` does within `0...1`; a progress
    /// past either end — where a grab took hold of a spring overshooting — is held as it is, the fraction at the
    /// nearest end, until the animator moves again or its fraction is set (<doc:RunningTransitions#Interactive-transitions>).
    /// A progress that is not finite changes nothing.
    func scrubDriven(to progress: Double) {
        guard progress.isFinite else { return }
        fractionComplete = CGFloat(min(max(progress, 0), 1))
        guard state == .active, !isRunning, progress < 0 || progress > 1, let block = blocks.first else { return }
        block.segment.held = progress
    }

    /// Whether block 0 is held at a progress past either end (``scrubDriven(to:)``).
    var isHeld: Bool {
        blocks.first?.segment.held != nil
    }

    /// Before a paused animator held past an end moves again: when its fraction has no room left in the direction it
    /// will move — held past the end at fraction 1 and moving forwards, past the start at 0 and moving back — the
    /// fraction starts from the other end, so the held progress goes to its target over the whole time the animator is
    /// given rather than at once.
    func leaveRoomToMove() {
        guard !isRunning, isHeld else { return }
        let remaining = reversed ? anchorFraction : 1 - anchorFraction
        if remaining <= 0 { anchorFraction = reversed ? 1 : 0 }
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
