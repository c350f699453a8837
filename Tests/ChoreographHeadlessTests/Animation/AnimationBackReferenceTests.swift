import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A running animation refers to its view without a weak reference, and outlives its place on the view in the
/// clock's scheduled ends and an animator's blocks; these tests drop the view while it animates and run the clock or
/// the animator to the end, which then reads the animation's view: it must read `nil`. Right after a view goes, each
/// test makes one of the same class and size, which the allocator places in the block just freed: a reference left
/// behind would then point at the new view, so the tests check that every animation has let go of its view and that
/// the new view is left alone. The view's animations go with it: the clock skips their
/// scheduled ends, so a block whose view went away never completes, while the other views of the block finish.
@MainActor
@Suite("Animations of a view that goes away")
struct AnimationBackReferenceTests {
    /// A 100 × 100 view at the origin, in no window: nothing but the test keeps it alive.
    private func looseBox(_ identifier: String) -> View {
        View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), identifier: identifier)
    }

    /// A view made right after one was dropped, of the same class and size: the allocator hands back the block just
    /// freed, so an animation still referring to the dropped view would refer to this one.
    private func successor() -> View {
        looseBox("successor")
    }

    /// Whether `view` is as ``looseBox(_:)`` made it: centered at (50, 50), opaque, with no animation running.
    private func untouched(_ view: View) -> Bool {
        view.shownX == 50 && view.shownAlpha == 1 && !view.isAnimating && view.animations.isEmpty
    }

    /// Whether none of `animations` refers to a view.
    private func released(_ animations: [PropertyAnimation]) -> Bool {
        !animations.isEmpty && animations.allSatisfy { $0.view == nil }
    }

    @Test("A block's view dropped halfway: it goes, the other view of the block finishes, the block never completes")
    func blockViewGoesAway() {
        let (_, clock) = freshHost()
        let kept = looseBox("kept")
        var dropped: View? = looseBox("dropped")
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            kept.center.x = 150
            dropped?.center.x = 150
            dropped?.alpha = 0
        } completion: {
            completions.append($0)
        }
        clock.advance(by: 0.5)
        #expect(isClose(kept.shownX, 100, within: 1e-9))
        weak let gone = dropped
        let animations = dropped?.animations ?? []
        dropped = nil
        let next = successor()
        #expect(gone == nil)
        #expect(animations.count == 2)
        #expect(released(animations))
        clock.advance(by: 1)
        #expect(kept.shownX == 150)
        #expect(!kept.isAnimating)
        #expect(completions.isEmpty)
        #expect(untouched(next))
    }

    @Test("A spring's view dropped halfway goes; its completion never runs")
    func springViewGoesAway() throws {
        let (_, clock) = freshHost()
        let reference = try Spring(dampingRatio: 0.4, duration: 1)
        var dropped: View? = looseBox("dropped")
        var completions: [Bool] = []
        View.animate(withDuration: 1, usingSpringWithDamping: 0.4, initialSpringVelocity: 0) {
            dropped?.center.x = 150
        } completion: {
            completions.append($0)
        }
        clock.advance(frames: 30)
        #expect(isClose(dropped?.shownX ?? 0, 50 + 100 * reference.value(at: 0.5), within: 1e-9))
        weak let gone = dropped
        let animations = dropped?.animations ?? []
        dropped = nil
        let next = successor()
        #expect(gone == nil)
        #expect(animations.count == 1)
        #expect(released(animations))
        clock.advance(by: 2)
        #expect(completions.isEmpty)
        #expect(untouched(next))
    }

    @Test("A keyframe animation's view dropped halfway goes; the other view of the block finishes")
    func keyframesViewGoesAway() {
        let (_, clock) = freshHost()
        let kept = looseBox("kept")
        var dropped: View? = looseBox("dropped")
        var completions: [Bool] = []
        View.animateKeyframes(withDuration: 1) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                kept.alpha = 0.5
                dropped?.alpha = 0.5
            }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                kept.alpha = 0
                dropped?.alpha = 0
            }
        } completion: {
            completions.append($0)
        }
        clock.advance(by: 0.25)
        // A quarter of the way, halfway through the first keyframe (1 → 0.5), linear.
        #expect(isClose(kept.shownAlpha, 0.75, within: 1e-9))
        weak let gone = dropped
        let animations = dropped?.animations ?? []
        dropped = nil
        let next = successor()
        #expect(gone == nil)
        #expect(released(animations))
        clock.advance(by: 1)
        #expect(kept.shownAlpha == 0)
        #expect(!kept.isAnimating)
        #expect(completions.isEmpty)
        #expect(untouched(next))
    }

    @Test("An animation interrupted by one that begins from the current state, then its view dropped")
    func interruptedThenViewGoesAway() {
        let (_, clock) = freshHost()
        var dropped: View? = looseBox("dropped")
        var first: [Bool] = []
        var second: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            dropped?.center.x = 150
        } completion: {
            first.append($0)
        }
        clock.advance(by: 0.25)
        let interrupted = dropped?.animations ?? []
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) {
            dropped?.center.x = 250
        } completion: {
            second.append($0)
        }
        // The first animation was taken off and reported as interrupted, once; its scheduled end still holds it.
        #expect(first == [false])
        #expect(released(interrupted))
        // It starts where the first had got to: a quarter of 50 → 150.
        #expect(isClose(dropped?.shownX ?? 0, 75, within: 1e-9))
        clock.advance(by: 0.5)
        weak let gone = dropped
        let running = dropped?.animations ?? []
        dropped = nil
        let next = successor()
        #expect(gone == nil)
        #expect(released(interrupted))
        #expect(released(running))
        clock.advance(by: 1)
        #expect(first == [false])
        #expect(second.isEmpty)
        #expect(untouched(next))
    }

    @Test("Animations removed from a view, whose scheduled ends still hold them, then the view dropped")
    func removedThenViewGoesAway() {
        let (_, clock) = freshHost()
        var dropped: View? = looseBox("dropped")
        var block: [Bool] = []
        var keyframes: [Bool] = []
        View.animate(withDuration: 1) {
            dropped?.center.x = 150
            dropped?.alpha = 0
        } completion: {
            block.append($0)
        }
        View.animateKeyframes(withDuration: 1) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { dropped?.layer.cornerRadius = 8 }
        } completion: {
            keyframes.append($0)
        }
        clock.advance(by: 0.5)
        let animations = dropped?.animations ?? []
        #expect(animations.count == 3)
        dropped?.removeAllAnimations()
        #expect(released(animations))
        #expect(block == [false])
        #expect(keyframes == [false])
        #expect(dropped?.isAnimating == false)
        #expect(dropped?.shownX == 150)
        weak let gone = dropped
        dropped = nil
        let next = successor()
        #expect(gone == nil)
        #expect(released(animations))
        clock.advance(by: 1)
        #expect(block == [false])
        #expect(keyframes == [false])
        #expect(untouched(next))
    }

    @Test("A view removed from its window halfway and dropped goes; its animations end with nothing reported")
    func removedFromWindowThenGoesAway() {
        let (_, clock) = freshHost()
        let window = Window()
        var dropped: View? = looseBox("dropped")
        if let dropped { window.addSubview(dropped) }
        var completions: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            dropped?.center.x = 150
        } completion: {
            completions.append($0)
        }
        clock.advance(by: 0.5)
        dropped?.removeFromSuperview()
        #expect(window.subviews.isEmpty)
        weak let gone = dropped
        let animations = dropped?.animations ?? []
        dropped = nil
        let next = successor()
        #expect(gone == nil)
        #expect(released(animations))
        clock.advance(by: 1)
        #expect(completions.isEmpty)
        #expect(untouched(next))
    }

    @Test("A window and its animating subview dropped together go; the clock runs on")
    func windowAndViewGoAway() {
        let (_, clock) = freshHost()
        weak var goneWindow: Window?
        weak var goneBox: View?
        var completions: [Bool] = []
        var animations: [PropertyAnimation] = []
        do {
            let (window, box) = windowWithBox()
            goneWindow = window
            goneBox = box
            View.animate(withDuration: 1) {
                box.alpha = 0
                window.alpha = 0.5
            } completion: {
                completions.append($0)
            }
            clock.advance(by: 0.5)
            animations = box.animations + window.animations
        }
        let nextBox = successor()
        let nextWindow = Window()
        #expect(goneWindow == nil)
        #expect(goneBox == nil)
        #expect(animations.count == 2)
        #expect(released(animations))
        clock.advance(by: 1)
        #expect(completions.isEmpty)
        #expect(untouched(nextBox))
        #expect(nextWindow.shownAlpha == 1 && nextWindow.animations.isEmpty)
    }

    @Test("An animator's view dropped while it runs: the animator keeps it until it ends, then lets it go")
    func animatorViewDropped() {
        let (_, clock) = freshHost()
        let kept = looseBox("kept")
        weak var gone: View?
        var positions: [AnimatingPosition] = []
        var animations: [PropertyAnimation] = []
        let animator: PropertyAnimator
        do {
            let dropped = looseBox("dropped")
            gone = dropped
            animator = PropertyAnimator(duration: 1, curve: .linear) {
                kept.alpha = 0
                dropped.alpha = 0
            }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            animations = dropped.animations
        }
        clock.advance(by: 0.5)
        #expect(isClose(kept.shownAlpha, 0.5, within: 1e-9))
        // The animator's block holds the views it animates, as its closure does in UIKit.
        #expect(gone?.isAnimating == true)
        clock.advance(by: 1)
        let next = successor()
        #expect(positions == [.end])
        #expect(gone == nil)
        #expect(animations.count == 1)
        #expect(released(animations))
        #expect(kept.alpha == 0)
        #expect(!kept.isAnimating)
        #expect(untouched(next))
    }

    @Test("An animator's animation removed from its view, then the view dropped, then the animator finishing")
    func animatorAnimationRemovedThenViewGoesAway() {
        let (_, clock) = freshHost()
        let kept = looseBox("kept")
        weak var gone: View?
        var positions: [AnimatingPosition] = []
        var animations: [PropertyAnimation] = []
        let animator: PropertyAnimator
        do {
            let dropped = looseBox("dropped")
            gone = dropped
            animator = PropertyAnimator(duration: 1, dampingRatio: 0.5) {
                kept.center.x = 150
                dropped.center.x = 150
            }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            clock.advance(by: 0.5)
            // Taken off the view while the animator's block still holds it.
            animations = dropped.animations
            dropped.layer.removeAllAnimations()
            #expect(released(animations))
            #expect(!dropped.isAnimating)
            #expect(dropped.shownX == 150)
        }
        animator.pauseAnimation()
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        let next = successor()
        #expect(positions == [.current])
        #expect(gone == nil)
        #expect(animations.count == 1)
        #expect(released(animations))
        #expect(!kept.isAnimating)
        clock.advance(by: 1)
        #expect(positions == [.current])
        #expect(untouched(next))
    }
}
