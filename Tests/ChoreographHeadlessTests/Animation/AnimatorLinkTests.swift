import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The animations of one block of a property animator share one link to it, as a block on the clock shares its drive,
/// and an animation along a track is one object: these tests check what each animation refers to and that it still
/// follows its block, against progress and values worked out by hand.
@MainActor
@Suite("Animator link")
struct AnimatorLinkTests {
    /// The shared link `animation` refers to; `nil` when it refers to something else.
    private func animatorLink(of animation: PropertyAnimation) -> AnimatorLink? {
        guard case .animator(let link) = animation.link else { return nil }
        return link
    }

    @Test("A block's animations share one link to their animator and block; another block has its own")
    func blocksShareLinks() throws {
        let (_, clock) = freshHost()
        let (window, box, other, _) = threeViews()
        let animator = PropertyAnimator(duration: 1, timingParameters: .linear)
        animator.addAnimations {
            box.alpha = 0.5
            box.center = CGPoint(x: 150, y: 50)
            other.alpha = 0
        }
        animator.startAnimation()
        let first = box.animations + other.animations
        #expect(first.count == 3)
        let link = try #require(animatorLink(of: first[0]))
        #expect(link.animator === animator && link.block == 0)
        for animation in first {
            #expect(animatorLink(of: animation) === link)
            #expect(!(animation is TrackAnimation))
            #expect(animation.animator === animator)
        }
        // Half of a linear second: halfway from 1 to 0.5, from (50, 50) to (150, 50), from 1 to 0.
        clock.advance(to: 0.5)
        #expect(box.presentation.alpha == 0.75)
        #expect(box.presentation.center == CGPoint(x: 100, y: 50))
        #expect(other.presentation.alpha == 0.5)
        // A block added while running starts at the fraction reached (0.5) and follows its own link.
        animator.addAnimations({ other.center = CGPoint(x: 50, y: 250) }, delayFactor: 0)
        let added = try #require(other.animations.last)
        let second = try #require(animatorLink(of: added))
        #expect(second !== link && second.block == 1 && second.animator === animator)
        guard case .animator(let block) = added.driver else {
            Issue.record("an animator drives it")
            return
        }
        #expect(block == 1)
        animator.stopAnimation(true)
        _ = window
    }

    @Test("A fixed progress keeps the animator and block apart with it; the other animations keep the shared link")
    func fixedProgressKeepsTheAnimator() throws {
        let (_, clock) = freshHost()
        let (window, box, other, _) = threeViews()
        let animator = PropertyAnimator(duration: 1, timingParameters: .linear)
        animator.addAnimations {
            box.alpha = 0
            other.alpha = 0
        }
        animator.startAnimation()
        let fixed = try #require(box.animations.first)
        let shared = try #require(other.animations.first)
        let link = try #require(animatorLink(of: shared))
        fixed.fixedProgress = 0.25
        #expect(animatorLink(of: fixed) == nil)
        #expect(animatorLink(of: shared) === link)
        #expect(fixed.animator === animator)
        guard case .animator(let block) = fixed.driver else {
            Issue.record("an animator still drives it")
            return
        }
        #expect(block == 0)
        clock.advance(to: 0.5)
        #expect(fixed.progress == 0.25 && shared.progress == 0.5)
        // From 1 to 0: a quarter of the way, and half of it.
        #expect(box.presentation.alpha == 0.75)
        #expect(other.presentation.alpha == 0.5)
        animator.stopAnimation(true)
        _ = window
    }

    @Test("A timeline's animations along tracks are one object each and share block 0's link")
    func timelineTracks() throws {
        _ = freshHost()
        let (window, box, other, _) = threeViews()
        let animator = PropertyAnimator.timelineDriver(duration: 1, timing: .linear)
        let fade = try Track(
            target: "box", property: .opacity,
            keyframes: [Keyframe(time: 0, value: .scalar(1)), Keyframe(time: 1, value: .scalar(0))], duration: 1)
        let rise = try Track(
            target: "other", property: .opacity,
            keyframes: [
                Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 0.5, value: .scalar(1)),
                Keyframe(time: 1, value: .scalar(0.5)),
            ], duration: 1)
        let straight = try #require(animator.attach(.opacity, shape: .straight(fade), to: box))
        let keyframes = try #require(animator.attach(.opacity, shape: .keyframes(rise), to: other))
        #expect(straight is TrackAnimation && keyframes is TrackAnimation)
        let link = try #require(animatorLink(of: straight))
        #expect(animatorLink(of: keyframes) === link)
        #expect(link.block == 0 && link.animator === animator)
        animator.fractionComplete = 0.25
        // A quarter of the way from 1 to 0; halfway from the first keyframe (0) to the second (1).
        #expect(straight.value == .scalar(0.75))
        #expect(keyframes.value == .scalar(0.5))
        animator.stopAnimation(true)
        _ = window
    }
}
