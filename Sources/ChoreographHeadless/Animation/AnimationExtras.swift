import Choreograph
import Foundation

/// What a ``PropertyAnimation`` keeps apart because few animations have it: a fixed progress, a property outside the
/// known ones, or an animator of its own beside a clock that drives it.
///
/// A block's animation — on the clock or of an animator, tens of thousands of them in a large run — refers only to
/// its block's shared ``ClockDrive`` or ``AnimatorLink``; an animation with extras keeps what it was driven by in them.
@MainActor
final class AnimationExtras {
    /// The animator driving an `.animator` animation; held weakly, as UIKit's views do not keep animators alive.
    weak var animator: PropertyAnimator?
    /// For an animation the clock drives, its block's shared drive; `nil` for one an animator drives.
    let clockDrive: ClockDrive?
    /// For an animation an animator drives, the index of the block it follows; 0 otherwise.
    let animatorBlock: Int
    /// For an animation an animator drives through a re-timed link, that link's re-timing
    /// (``AnimatorLink/retiming``); `nil` otherwise.
    let retiming: ProgressRetiming?
    /// A progress that overrides the driver's (``PropertyAnimation/fixedProgress``).
    var fixedProgress: Double?
    /// The animated property when it is none of the known ones; `nil` for a known one, which the animation keeps as
    /// its place.
    let customProperty: AnimatableProperty?

    /// The extras of an animation that was driven through `link` (a ``PropertyAnimation/Link/clock(_:)`` or
    /// ``PropertyAnimation/Link/animator(_:)`` link, whose drive or animator and block they keep), with
    /// `customProperty` when it has one.
    init(driving link: PropertyAnimation.Link, customProperty: AnimatableProperty?) {
        switch link {
        case .clock(let drive):
            clockDrive = drive
            animatorBlock = 0
            retiming = nil
        case .animator(let animatorLink):
            clockDrive = nil
            animatorBlock = animatorLink.block
            retiming = animatorLink.retiming
            animator = animatorLink.animator
        case .extras:
            preconditionFailure("an animation makes its extras once")
        }
        self.customProperty = customProperty
    }
}
