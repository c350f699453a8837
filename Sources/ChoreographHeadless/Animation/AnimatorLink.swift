import Foundation

/// What links the animations of one block of a property animator to it — the animator and which of its blocks they
/// follow — kept once for the block and shared by its animations, as a block on the clock shares its ``ClockDrive``.
@MainActor
final class AnimatorLink {
    /// The animator; held weakly, as UIKit's views do not keep animators alive.
    weak var animator: PropertyAnimator?
    /// The index of the block in the animator's blocks.
    let block: Int
    /// For the tracks of a grabbed timeline that do not follow a line, the fraction of the plan they show at the
    /// block's progress (``PropertyAnimator/retimeDriven(by:)``); `nil` for every other link.
    let retiming: ProgressRetiming?

    /// The link to block `block` of `animator`, whose animations follow the block's progress, or the fraction
    /// `retiming` gives for it.
    init(animator: PropertyAnimator?, block: Int, retiming: ProgressRetiming? = nil) {
        self.animator = animator
        self.block = block
        self.retiming = retiming
    }

    /// The progress of the block now, through ``retiming`` when there is one; 1 once the animator has gone.
    var progress: Double {
        let progress = animator?.progress(ofBlock: block) ?? 1
        return retiming?.elapsed(atProgress: progress) ?? progress
    }

    /// Whether the block's animations keep touches from their views now: when the animator does not let them through
    /// (``PropertyAnimator/isUserInteractionEnabled``); never once it has gone.
    var blocksTouches: Bool {
        guard let animator else { return false }
        return !animator.isUserInteractionEnabled
    }
}
