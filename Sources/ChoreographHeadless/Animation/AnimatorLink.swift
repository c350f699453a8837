import Foundation

/// What links the animations of one block of a property animator to it — the animator and which of its blocks they
/// follow — kept once for the block and shared by its animations, as a block on the clock shares its ``ClockDrive``.
@MainActor
final class AnimatorLink {
    /// The animator; held weakly, as UIKit's views do not keep animators alive.
    weak var animator: PropertyAnimator?
    /// The index of the block in the animator's blocks.
    let block: Int

    /// The link to block `block` of `animator`.
    init(animator: PropertyAnimator?, block: Int) {
        self.animator = animator
        self.block = block
    }

    /// The progress of the block now; 1 once the animator has gone.
    var progress: Double {
        animator?.progress(ofBlock: block) ?? 1
    }

    /// Whether the block's animations keep touches from their views now: when the animator does not let them through
    /// (``PropertyAnimator/isUserInteractionEnabled``); never once it has gone.
    var blocksTouches: Bool {
        guard let animator else { return false }
        return !animator.isUserInteractionEnabled
    }
}
