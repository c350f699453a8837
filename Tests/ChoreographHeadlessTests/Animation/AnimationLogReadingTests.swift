import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the host's own readers ask of its animation log — how many records it holds, the timing of one, the records
/// from one on — is answered from the compact records without writing them out; and a block leaves no room reserved
/// that it did not use. Checked against records written out by hand and against the log as read whole.
@MainActor
@Suite("Animation log reading")
struct AnimationLogReadingTests {
    /// A record of an opacity change with the default curve (ease in and out), started at 0.
    private func fade(_ view: String, _ from: Double, _ to: Double, duration: TimeInterval) -> AnimationRecord {
        AnimationRecord(
            view: view, property: .opacity, from: .scalar(from), to: .scalar(to), timing: .curve(.easeInOut),
            startTime: 0, delay: 0, duration: duration)
    }

    @Test("The count, a record's timing and the records from an index on leave the compact records as they are")
    func readsWithoutWritingOut() {
        let (host, _) = freshHost()
        let (window, a, b, c) = threeViews()
        View.animate(withDuration: 0.5) {
            a.alpha = 0.25
            b.alpha = 0.5
        }
        // Read whole once: the first two records are written out.
        #expect(host.animationLog.count == 2)
        let animator = PropertyAnimator(duration: 1, timingParameters: .linear)
        animator.addAnimations { b.center = CGPoint(x: 150, y: 80) }
        animator.startAnimation()
        View.animate(withDuration: 2) {
            a.alpha = 1
            c.alpha = 0.5
        }
        View.animate(withDuration: 1) { b.alpha = 1 }
        let expected = [
            fade("a", 1, 0.25, duration: 0.5), fade("b", 1, 0.5, duration: 0.5),
            AnimationRecord(
                view: "b", property: .position, from: .point(CGPoint(x: 150, y: 50)),
                to: .point(CGPoint(x: 150, y: 80)), timing: .linear, startTime: 0, delay: 0, duration: 1),
            fade("a", 0.25, 1, duration: 2), fade("unnamed", 1, 0.5, duration: 2), fade("b", 0.5, 1, duration: 1),
        ]
        #expect(host.log.count == 6)
        #expect(host.animationLogCount == 6)
        #expect((0..<6).map { host.log.timing(at: $0) } == expected.map(\.timing))
        for index in 0...6 {
            #expect(host.animationRecords(from: index) == Array(expected[index...]))
        }
        // Nothing of the above wrote a record out: the animator's block, the next and the open one are still compact.
        #expect(host.log.writtenCount == 2)
        #expect(host.animationLog == expected)
        #expect(host.log.writtenCount == 6)
        #expect(host.animationRecords(from: 3) == Array(expected[3...]))
        animator.stopAnimation(true)
        _ = window
    }

    @Test("A block from the current state, whose records are kept as they are, leaves no room for the next block")
    func currentStateReservesNothing() {
        let (host, _) = freshHost()
        let (window, a, b, c) = threeViews()
        View.animate(withDuration: 0.5, delay: 0, options: .beginFromCurrentState) {
            a.alpha = 0.5
            b.alpha = 0.5
            c.alpha = 0.5
        }
        #expect(host.log.room == 0)
        var log = AnimationLog()
        log.reserve(3)
        log.append(fade("a", 1, 0, duration: 1))
        #expect(log.room == 0)
        View.animate(withDuration: 1) { a.alpha = 1 }
        #expect(host.animationLog.count == 4)
        _ = window
    }
}
