import Choreograph
import Foundation

/// What a ``PropertyAnimation`` keeps apart because most animations lack it: the animator that drives it and which of
/// its blocks it follows, a fixed progress, a shape along a track, a property outside the known ones.
///
/// A block's animation of a known property on the clock — tens of thousands of them in a large run — refers only to
/// its block's shared ``ClockDrive``; any other animation has extras of its own, which keep that drive too.
@MainActor
final class AnimationExtras {
    /// The animator driving an `.animator` animation; held weakly, as UIKit's views do not keep animators alive.
    weak var animator: PropertyAnimator?
    /// For an animation the clock drives, its block's shared drive; `nil` for one an animator drives.
    let clockDrive: ClockDrive?
    /// For an animation an animator drives, the index of the block it follows; 0 otherwise.
    let animatorBlock: Int
    /// A progress that overrides the driver's (``PropertyAnimation/fixedProgress``).
    var fixedProgress: Double?
    /// The shape of an animation along a track; `nil` for one from one value to another, which the animation keeps.
    let shape: PropertyAnimation.Shape?
    /// The animated property when it is none of the known ones; `nil` for a known one, which the animation keeps as
    /// its place.
    let customProperty: AnimatableProperty?

    /// The extras of an animation driven by `clockDrive`, or by block `animatorBlock` of its animator when that is
    /// `nil`, with `shape` and `customProperty` when it has them.
    init(
        clockDrive: ClockDrive?, animatorBlock: Int, shape: PropertyAnimation.Shape?,
        customProperty: AnimatableProperty?
    ) {
        self.clockDrive = clockDrive
        self.animatorBlock = animatorBlock
        self.shape = shape
        self.customProperty = customProperty
    }
}

extension AnimatableProperty {
    /// The known property at `place`: one of the static members, whose ``place`` it is.
    ///
    /// An animation keeps its property as this one byte when it is known; the core makes no other place than the
    /// members' and ``customPlace``.
    static func known(place: UInt8) -> AnimatableProperty {
        switch place {
        case 0: .position
        case 1: .bounds
        case 2: .opacity
        case 3: .transform
        case 4: .cornerRadii
        case 5: .backgroundColor
        case 6: .borderWidth
        case 7: .borderColor
        case 8: .shadowOpacity
        case 9: .shadowRadius
        case 10: .shadowOffset
        case 11: .shadowColor
        case 12: .zPosition
        case 13: .circularMask
        default: preconditionFailure("no known property has place \(place)")
        }
    }
}
