import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `GrabRetiming` against its rules: the progress on screen at the grab is the timing at the fraction elapsed, the
/// grab maps back to that fraction exactly, the ends to the ends, and in between the timing's inverse or, for a timing
/// that goes back, the straight lines through the grab.
@Suite("Grab re-timing")
struct GrabRetimingTests {
    /// A 0.8 s critically damped spring, as `.spring(duration: 0.5, bounce: 0)` settles.
    private let critical = TimingParameters.spring(try! Spring(duration: 0.5, bounce: 0))
    /// A bouncy spring: SwiftUI's response 0.8, damping fraction 0.4.
    private let bouncy = TimingParameters.spring(try! Spring(response: 0.8, dampingFraction: 0.4))

    @Test("An ease-in-out grabbed half way shows 0.5; its inverse brings back each progress to the curve's fraction")
    func easeInOutInverse() {
        let grab = GrabRetiming(timing: .default, elapsed: 0.5)
        #expect(grab.isMonotonic)
        #expect(isClose(grab.progress, 0.5, within: 1e-9))
        #expect(grab.elapsed(atProgress: grab.progress) == 0.5)
        for progress in stride(from: 0.0, through: 1, by: 0.05) {
            let elapsed = grab.elapsed(atProgress: progress)
            // The independent Bézier solver gives the progress back at that fraction.
            #expect(isClose(bezierProgress(elapsed), progress, within: 1e-9))
        }
        #expect(grab.elapsed(atProgress: -0.5) == 0 && grab.elapsed(atProgress: 1.5) == 1)
        #expect(grab.elapsed(atProgress: .nan) == 0.5)
    }

    @Test("A critically damped spring grabbed at half its time shows what the spring does then, 96%")
    func criticalSpring() throws {
        guard case .spring(let spring) = critical else { return }
        let grab = GrabRetiming(timing: critical, elapsed: 0.5)
        #expect(grab.isMonotonic)
        #expect(isClose(grab.progress, spring.value(at: 0.4), within: 1e-12))
        #expect(grab.progress > 0.95 && grab.progress < 0.97)
        #expect(grab.elapsed(atProgress: grab.progress) == 0.5)
        #expect(grab.elapsed(atProgress: 0) == 0 && grab.elapsed(atProgress: 1) == 1)
        for progress in [0.1, 0.5, 0.9, 0.97, 0.99] {
            let elapsed = grab.elapsed(atProgress: progress)
            #expect(isClose(spring.value(at: elapsed * spring.duration), progress, within: 1e-9))
        }
        // Velocity: the spring's, per second of its time, times how fast the fraction moves.
        #expect(
            isClose(
                grab.progressVelocity(elapsedVelocity: 1 / spring.duration), spring.velocity(at: 0.4), relative: 1e-9))
    }

    @Test(
        "A bouncy spring goes back: grabbed past its end, the fraction runs straight through (0, 0), (1, 1) and the grab"
    )
    func bouncySpring() throws {
        guard case .spring(let spring) = bouncy else { return }
        let elapsed = 0.5 / spring.duration
        let grab = GrabRetiming(timing: bouncy, elapsed: elapsed)
        #expect(!grab.isMonotonic)
        #expect(grab.progress > 1.2)
        #expect(isClose(grab.elapsed(atProgress: grab.progress), elapsed, within: 1e-15))
        #expect(grab.elapsed(atProgress: 0) == 0 && grab.elapsed(atProgress: 1) == 1)
        #expect(isClose(grab.elapsed(atProgress: 0.4), 0.4, within: 1e-15))
        let middle = (1 + grab.progress) / 2
        #expect(isClose(grab.elapsed(atProgress: middle), (1 + elapsed) / 2, within: 1e-12))
        #expect(grab.elapsed(atProgress: 3) == elapsed && grab.elapsed(atProgress: -1) == 0)
        // Grabbed inside 0...1, the lines go through the grab.
        let early = GrabRetiming(timing: bouncy, elapsed: 0.05)
        let shown = early.progress
        #expect(shown > 0 && shown < 1)
        #expect(isClose(early.elapsed(atProgress: shown / 2), 0.025, within: 1e-12))
        #expect(isClose(early.elapsed(atProgress: (shown + 1) / 2), 0.525, within: 1e-12))
    }

    @Test("A motion of the transition's own follows its line: two keyframes, no delay, its last timed by the timing")
    func lines() throws {
        let target = "transition.to"
        let own = try Track(
            target: target, property: .opacity,
            keyframes: [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1), timing: bouncy)],
            duration: 2)
        let grab = GrabRetiming(timing: bouncy, elapsed: 0.2)
        #expect(grab.followsLine(own))
        let line = try #require(grab.line(of: own))
        #expect(line.isStraightMove && line.duration == 2 && line.target == target && line.property == .opacity)
        #expect(line.keyframes.map(\.value) == [.scalar(0), .scalar(1)])
        // Its line at the progress on screen is what the track shows at the fraction elapsed.
        guard case .scalar(let shown)? = line.followed(at: grab.progress), case .scalar(let played) = own.value(at: 0.4)
        else {
            Issue.record("a scalar track gives scalars")
            return
        }
        #expect(isClose(shown, played, within: 1e-12))
        let other = try Track(
            target: target, property: .opacity,
            keyframes: [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1), timing: .default)],
            duration: 2)
        let delayed = try Track(
            target: target, property: .opacity,
            keyframes: [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1), timing: bouncy)],
            delay: 0.1, duration: 2)
        let path = try Track(
            target: target, property: .opacity,
            keyframes: [
                Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 0.5, value: .scalar(1), timing: bouncy),
                Keyframe(time: 1, value: .scalar(0), timing: bouncy),
            ],
            duration: 2)
        for track in [other, delayed, path] {
            #expect(!grab.followsLine(track) && grab.line(of: track) == nil)
        }
    }

    /// Ease in, ease out at `x`, solved by bisection independently of the package's curve code.
    private func bezierProgress(_ x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if coordinate(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, 0, 1)
    }
}
