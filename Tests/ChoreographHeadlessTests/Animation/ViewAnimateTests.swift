import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("View.animate")
struct ViewAnimateTests {
    @Test("The model changes at once; the screen follows the curve; the completion runs at the end")
    func basicCurve() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center = CGPoint(x: 150, y: 50)
        } completion: {
            finished.append($0)
        }
        #expect(box.center.x == 150)
        #expect(box.shownX == 50)
        #expect(box.isAnimating)
        clock.advance(by: 0.25)
        #expect(isClose(box.shownX, 75, within: 1e-9))
        clock.advance(by: 0.7)
        #expect(finished.isEmpty)
        clock.advance(by: 0.05)
        #expect(finished == [true])
        #expect(box.shownX == 150)
        #expect(!box.isAnimating)
    }

    @Test("Ease in and out is the default curve")
    func defaultCurve() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        View.animate(withDuration: 2) { box.alpha = 0 }
        clock.advance(by: 0.5)
        #expect(isClose(box.shownAlpha, 1 - CubicBezier.easeInOut.value(at: 0.25), within: 1e-9))
        clock.advance(by: 0.5)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
    }

    @Test("During the delay the old value stays on screen")
    func delay() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { box.alpha = 0 }
        clock.advance(by: 0.4)
        #expect(box.shownAlpha == 1)
        clock.advance(by: 0.6)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
    }

    @Test("A spring animation follows the fitted spring and overshoots")
    func spring() throws {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        let reference = try Spring(dampingRatio: 0.4, duration: 1)
        View.animate(withDuration: 1, usingSpringWithDamping: 0.4, initialSpringVelocity: 0) {
            box.center.x = 150
        }
        var peak = 0.0
        for _ in 0..<59 {
            clock.advance(frames: 1)
            #expect(isClose(box.shownX, 50 + 100 * reference.value(at: clock.now), within: 1e-9))
            peak = max(peak, box.shownX)
        }
        #expect(peak > 170)
        clock.advance(frames: 1)
        #expect(box.shownX == 150)
    }

    @Test("A second animation of the same property adds to the first: no jump, both finish")
    func additive() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var results: [String] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center.x = 150
        } completion: {
            results.append("first \($0)")
        }
        clock.advance(by: 0.5)
        let before = box.shownX
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center.x = 250
        } completion: {
            results.append("second \($0)")
        }
        #expect(isClose(box.shownX, before, within: 1e-9))
        clock.advance(by: 0.5)
        #expect(results == ["first true"])
        // The first has ended; the second is halfway from 150 to 250.
        #expect(isClose(box.shownX, 200, within: 1e-9))
        clock.advance(by: 0.5)
        #expect(results == ["first true", "second true"])
        #expect(box.shownX == 250)
    }

    @Test("Beginning from the current state removes the running animation, which finishes false")
    func beginFromCurrentState() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var results: [String] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            box.center.x = 150
        } completion: {
            results.append("first \($0)")
        }
        clock.advance(by: 0.5)
        View.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) {
            box.center.x = 0
        } completion: {
            results.append("second \($0)")
        }
        #expect(results == ["first false"])
        #expect(isClose(box.shownX, 100, within: 1e-9))
        clock.advance(by: 0.5)
        #expect(isClose(box.shownX, 50, within: 1e-9))
        clock.advance(by: 0.5)
        #expect(results == ["first false", "second true"])
    }

    @Test("Nothing to animate, or a zero duration: changes at once, completion true at the next due actions")
    func immediate() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var results: [Bool] = []
        View.animate(withDuration: 0) {
            box.alpha = 0.3
        } completion: {
            results.append($0)
        }
        View.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
        #expect(box.shownAlpha == 0.3)
        #expect(results.isEmpty)
        clock.runDueActions()
        #expect(results == [true, true])
    }

    @Test("Bad durations and springs are reported and the changes made at once")
    func badInput() {
        let (host, clock) = freshHost()
        let (_, box) = windowWithBox()
        View.animate(withDuration: -1) { box.alpha = 0.5 }
        View.animate(withDuration: .nan) { box.center.x = 10 }
        View.animate(withDuration: 1, usingSpringWithDamping: 0, initialSpringVelocity: 0) { box.center.y = 10 }
        View.animate(withDuration: 1, delay: -2) { box.layer.cornerRadius = 4 }
        #expect(
            host.diagnostics.codes == [
                .animateInvalidDuration, .animateInvalidDuration, .animateInvalidSpring, .animateInvalidDelay,
            ])
        #expect(!box.isAnimating || box.presentation.cornerRadii.topLeft < 4)
        #expect(box.shownAlpha == 0.5)
        #expect(box.presentation.center == CGPoint(x: 10, y: 10))
        clock.advance(by: 1)
        #expect(box.presentation.cornerRadii.topLeft == 4)
    }

    @Test("Changes made without animation inside a block are not animated")
    func withoutAnimation() {
        let (_, _) = freshHost()
        let (_, box) = windowWithBox()
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { box.alpha = 0.2 }
            box.center.x = 80
        }
        #expect(box.shownAlpha == 0.2)
        #expect(box.shownX == 50)
    }

    @Test("Keyframes animate their own windows of the duration; earlier values hold before a window opens")
    func keyframes() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var done: [Bool] = []
        View.animateKeyframes(withDuration: 2) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 150 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { box.alpha = 1 }
        } completion: {
            done.append($0)
        }
        clock.advance(by: 0.5)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
        #expect(box.shownX == 50)
        clock.advance(by: 0.75)
        #expect(isClose(box.shownAlpha, 0.5, within: 1e-9))
        // At 0.625 of the duration the move is (0.625 − 0.5)/0.5 = 1/4 through its window; alpha is halfway through its.
        #expect(isClose(box.shownX, 75, within: 1e-9))
        clock.advance(by: 0.75)
        #expect(done == [true])
        #expect(box.shownAlpha == 1)
        #expect(box.shownX == 150)
    }

    @Test("A keyframe outside a keyframe animation, or with a bad window, is reported")
    func keyframeMisuse() {
        let (host, _) = freshHost()
        let (_, box) = windowWithBox()
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0 }
        View.animateKeyframes(withDuration: 1) {
            View.addKeyframe(withRelativeStartTime: 1.5, relativeDuration: 1) { box.center.x = 0 }
        }
        #expect(
            host.diagnostics.codes == [.keyframeOutsideKeyframeAnimation, .animateInvalidKeyframeWindow])
        #expect(box.shownAlpha == 0)
        #expect(box.isAnimating)
    }

    @Test("Removing a view's animations finishes them false and shows the model")
    func removal() {
        let (_, clock) = freshHost()
        let (_, box) = windowWithBox()
        var results: [Bool] = []
        View.animate(withDuration: 1) {
            box.alpha = 0
        } completion: {
            results.append($0)
        }
        clock.advance(by: 0.3)
        box.removeAllAnimations()
        #expect(results == [false])
        #expect(box.shownAlpha == 0)
    }

    @Test("A block's animations all end at its end time, in one step; one removed before is not ended again")
    func blockEnds() {
        let (_, clock) = freshHost()
        let window = Window()
        let kept = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "kept")
        let removed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), identifier: "removed")
        for view in [kept, removed] { window.addSubview(view) }
        var results: [Bool] = []
        View.animate(withDuration: 1) {
            kept.alpha = 0.5
            kept.center = CGPoint(x: 30, y: 30)
            removed.alpha = 0.5
        } completion: {
            results.append($0)
        }
        clock.advance(by: 0.5)
        removed.removeAllAnimations()
        #expect(results.isEmpty)
        #expect(kept.isAnimating && !removed.isAnimating)
        // Just before the end the block still runs; at the end both of `kept`'s animations end and the completion
        // runs once, with `false` for the removed one.
        clock.advance(to: 1 - 1e-6)
        #expect(kept.isAnimating && results.isEmpty)
        clock.advance(to: 1)
        #expect(!kept.isAnimating)
        #expect(kept.presentation.alpha == 0.5 && kept.presentation.center == CGPoint(x: 30, y: 30))
        #expect(results == [false])
        clock.advance(by: 1)
        #expect(results == [false])
    }

    @Test(
        "Under beginFromCurrentState, a block chained by a completion that ran while the block was set up ends after the ends scheduled before it"
    )
    func chainedBlockKeepsItsPlace() {
        let (_, clock) = freshHost()
        let window = Window()
        let (a, b, c) = (View(frame: .zero), View(frame: .zero), View(frame: .zero))
        for view in [a, b, c] { window.addSubview(view) }
        var log: [String] = []
        View.animate(withDuration: 1) {
            b.alpha = 0.5
        } completion: { _ in
            // Runs while the block below is being set up, when it takes `b` over: the chained block is scheduled
            // after the end of `a`'s animation and before the end of `b`'s, all at time 1.
            View.animate(withDuration: 1) {
                c.alpha = 0
            } completion: { _ in
                log.append("chained: a animating \(a.isAnimating), b animating \(b.isAnimating)")
            }
        }
        View.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState) {
            a.alpha = 0.5
            b.alpha = 1
        } completion: { finished in
            log.append("block: \(finished)")
        }
        clock.advance(to: 1)
        // Actions due at one time run in the order they were scheduled: `a`'s end, the chained block's, `b`'s.
        #expect(log == ["chained: a animating false, b animating true", "block: true"])
    }
}

@MainActor
@Suite("Animation log")
struct AnimationLogTests {
    @Test("Every animation started is recorded with its view, values, timing, delay and duration")
    func records() {
        let (host, clock) = freshHost()
        let (_, box) = windowWithBox()
        clock.advance(by: 1)
        View.animate(withDuration: 0.5, delay: 0.2, options: .curveEaseIn) { box.alpha = 0.5 }
        let animator = PropertyAnimator(duration: 2, curve: .linear)
        animator.addAnimations({ box.center.x = 10 }, delayFactor: 0.25)
        animator.startAnimation()
        #expect(
            host.animationLog == [
                AnimationRecord(
                    view: "box", property: .opacity, from: .scalar(1), to: .scalar(0.5), timing: .curve(.easeIn),
                    startTime: 1, delay: 0.2, duration: 0.5),
                AnimationRecord(
                    view: "box", property: .position, from: .point(CGPoint(x: 50, y: 50)),
                    to: .point(CGPoint(x: 10, y: 50)), timing: .curve(.linear), startTime: 1, delay: 0.5,
                    duration: 1.5),
            ])
        animator.stopAnimation(true)
    }
}
