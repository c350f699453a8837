import Choreograph
import ChoreographHeadless
import Foundation
import Testing

@MainActor
@Suite("Property animators started after a delay")
struct PropertyAnimatorDelayTests {
    @Test("A 0-second animator started after a delay shows the start values until the delay has passed")
    func zeroDurationWaitsForDelay() {
        let (host, clock) = freshHost()
        let (window, box) = windowWithBox()
        defer { withExtendedLifetime(window) {} }
        var ended: AnimatingPosition?
        let animator = PropertyAnimator(duration: 0, curve: .linear) { box.alpha = 0 }
        animator.addCompletion { ended = $0 }
        animator.startAnimation(afterDelay: 1)
        clock.advance(by: 0.5)
        #expect(box.shownAlpha == 1)
        #expect(animator.fractionComplete == 0)
        #expect(ended == nil)
        clock.advance(by: 0.5)
        #expect(box.shownAlpha == 0)
        #expect(ended == .end)
        #expect(animator.state == .inactive)
        #expect(host.diagnostics.entries.isEmpty)
    }
}
