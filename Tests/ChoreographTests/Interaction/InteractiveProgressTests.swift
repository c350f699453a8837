import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `InteractiveProgress` against numbers worked by hand: the progress is `start + contribution` in `0...1`, and a
/// grab at `p` with a contribution of `c` starts at `p − c`.
@Suite("Interactive progress")
struct InteractiveProgressTests {
    @Test("Taking hold at 0, the progress is the contribution, kept in 0...1")
    func fromZero() {
        let progress = InteractiveProgress()
        #expect(progress.start == 0)
        #expect(progress.progress(contribution: 0.25) == 0.25)
        #expect(progress.progress(contribution: 1.5) == 1)
        #expect(progress.progress(contribution: -0.2) == 0)
    }

    @Test("Grabbed at 0.6 with 0.1 already added, it starts at 0.5: 0.6 still, then on with the finger")
    func grab() {
        let progress = InteractiveProgress.grabbing(at: 0.6, contribution: 0.1)
        #expect(isClose(progress.start, 0.5, within: 1e-15))
        #expect(isClose(progress.progress(contribution: 0.1), 0.6, within: 1e-15))
        #expect(isClose(progress.progress(contribution: 0.3), 0.8, within: 1e-15))
        #expect(isClose(progress.progress(contribution: -0.2), 0.3, within: 1e-15))
        #expect(progress.progress(contribution: 0.7) == 1)
    }

    @Test("A card 320 points tall released at 0.4 and grabbed at 0.7 with the finger 16 points down follows it on")
    func grabbedCard() {
        let drag = DragProgress(towards: .bottom, travel: 320)
        // 16 points are 0.05 of the travel, so the grab starts at 0.65; 96 points down are 0.3 more: 0.95.
        let progress = InteractiveProgress.grabbing(
            at: 0.7, contribution: drag.contribution(translation: CGPoint(x: 0, y: 16)))
        #expect(isClose(progress.start, 0.65, within: 1e-15))
        #expect(
            isClose(
                progress.progress(contribution: drag.contribution(translation: CGPoint(x: 0, y: 96))), 0.95,
                within: 1e-15))
        // 64 points back up from the grab: 0.65 − 0.2 = 0.45.
        #expect(
            isClose(
                progress.progress(contribution: drag.contribution(translation: CGPoint(x: 0, y: -64))), 0.45,
                within: 1e-15))
    }

    @Test("Bad input: a NaN contribution is no progress, infinities clamp, a bad start or grab counts as 0")
    func badInput() {
        let progress = InteractiveProgress(start: 0.2)
        #expect(progress.progress(contribution: .nan).isNaN)
        #expect(progress.progress(contribution: .infinity) == 1)
        #expect(progress.progress(contribution: -.infinity) == 0)
        #expect(progress.progress(contribution: 1e308) == 1)
        #expect(InteractiveProgress(start: .nan).start == 0)
        #expect(InteractiveProgress(start: -.infinity).start == 0)
        #expect(InteractiveProgress(start: 1e308).progress(contribution: -1e308) == 0)
        // A grab at a progress that is not finite takes hold at 0, one past 1 at 1; a contribution that is not
        // finite counts as 0.
        #expect(isClose(InteractiveProgress.grabbing(at: .nan, contribution: 0.1).start, -0.1, within: 1e-15))
        #expect(InteractiveProgress.grabbing(at: 1.4, contribution: 0).start == 1)
        #expect(InteractiveProgress.grabbing(at: -3, contribution: 0).start == 0)
        #expect(InteractiveProgress.grabbing(at: 0.6, contribution: .nan).start == 0.6)
        #expect(InteractiveProgress.grabbing(at: 0.6, contribution: -.infinity).start == 0.6)
    }

    @Test(
        "Held past the end at 1.02, the finger moves it back from there and never further out; the range widens to it")
    func holdingPastTheEnd() {
        let progress = InteractiveProgress.holding(at: 1.02, contribution: 0.1)
        #expect(progress.range == 0...1.02)
        #expect(isClose(progress.progress(contribution: 0.1), 1.02, within: 1e-15))
        #expect(isClose(progress.progress(contribution: 0.05), 0.97, within: 1e-15))
        #expect(progress.progress(contribution: 0.3) == 1.02)
        #expect(progress.progress(contribution: -2) == 0)
        // Past the start, the same below 0; within 0...1 it is a grab.
        let below = InteractiveProgress.holding(at: -0.03, contribution: 0)
        #expect(below.range == -0.03...1)
        #expect(below.progress(contribution: -1) == -0.03)
        #expect(InteractiveProgress.holding(at: 0.6, contribution: 0.1) == .grabbing(at: 0.6, contribution: 0.1))
        #expect(
            InteractiveProgress().range == 0...1
                && InteractiveProgress.grabbing(at: 1.4, contribution: 0).range == 0...1)
        // Bad input counts as 0.
        #expect(InteractiveProgress.holding(at: .nan, contribution: .infinity) == InteractiveProgress())
    }
}
