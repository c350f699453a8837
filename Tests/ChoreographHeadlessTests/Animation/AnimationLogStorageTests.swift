import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The host keeps a block's records compactly and writes them out when the log is read: these tests read the log
/// before, between and after blocks, animators and keyframes and compare it with the records written out by hand.
@MainActor
@Suite("Animation log storage")
struct AnimationLogStorageTests {
    /// A record of a block of the default curve (ease in and out).
    private func eased(
        _ view: String, _ property: AnimatableProperty, _ from: AnimatableValue, _ to: AnimatableValue,
        start: TimeInterval, duration: TimeInterval
    ) -> AnimationRecord {
        AnimationRecord(
            view: view, property: property, from: from, to: to, timing: .curve(.easeInOut), startTime: start, delay: 0,
            duration: duration)
    }

    @Test("Blocks, an animator and keyframes read before, between and after each other give the records in order")
    func readsInOrder() {
        let (host, clock) = freshHost()
        let (window, a, b, c) = threeViews()
        #expect(host.animationLog.isEmpty)
        View.animate(withDuration: 0.5) {
            a.center = CGPoint(x: 60, y: 70)
            a.alpha = 0.25
            b.alpha = 0.5
            c.alpha = 0
        }
        // Renamed after its block started: the block's records keep the name the view had then.
        a.identifier = "renamed"
        let first = [
            eased(
                "a", .position, .point(CGPoint(x: 50, y: 50)), .point(CGPoint(x: 60, y: 70)), start: 0, duration: 0.5),
            eased("a", .opacity, .scalar(1), .scalar(0.25), start: 0, duration: 0.5),
            eased("b", .opacity, .scalar(1), .scalar(0.5), start: 0, duration: 0.5),
            eased("unnamed", .opacity, .scalar(1), .scalar(0), start: 0, duration: 0.5),
        ]
        #expect(host.animationLog == first)
        #expect(host.animationLog == first)
        clock.advance(to: 0.25)
        let animator = PropertyAnimator(duration: 1, timingParameters: .linear)
        animator.addAnimations { b.center = CGPoint(x: 150, y: 80) }
        animator.startAnimation()
        View.animate(withDuration: 2) { a.alpha = 1 }
        let second = [
            AnimationRecord(
                view: "b", property: .position, from: .point(CGPoint(x: 150, y: 50)),
                to: .point(CGPoint(x: 150, y: 80)), timing: .linear, startTime: 0.25, delay: 0, duration: 1),
            eased("renamed", .opacity, .scalar(0.25), .scalar(1), start: 0.25, duration: 2),
        ]
        #expect(host.animationLog == first + second)
        View.animateKeyframes(withDuration: 1) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { c.alpha = 0.75 }
        }
        // Under `.beginFromCurrentState` the record is kept as it is, after the compact ones: its values are its own.
        View.animate(withDuration: 0.5, delay: 0, options: .beginFromCurrentState) {
            c.center = CGPoint(x: 10, y: 20)
        }
        let third = [
            AnimationRecord(
                view: "unnamed", property: .opacity, from: .scalar(0), to: .scalar(0.75), timing: .linear,
                startTime: 0.25, delay: 0, duration: 1),
            eased(
                "unnamed", .position, .point(CGPoint(x: 50, y: 150)), .point(CGPoint(x: 10, y: 20)), start: 0.25,
                duration: 0.5),
        ]
        let all = first + second + third
        let read = host.animationLog
        #expect(read == all)
        #expect(host.animationLog == read)
        #expect(host.animationLog.count == 8)
        #expect(host.log.count == 8)
        withExtendedLifetime(window) {}
    }

    @Test("A record of a property outside the known ones keeps its place between a block's records")
    func customPropertyInOrder() {
        var log = AnimationLog()
        let custom = AnimatableProperty(name: "glow", kind: .scalar)
        let values = ValuePair.shared(count: 3) { (.scalar(Double($0)), .scalar(Double($0) + 10)) }
        let times = RecordTimes(timing: SharedTiming(.linear), startTime: 1, delay: 0.5, duration: 2)
        log.reserve(3)
        log.append(view: "x", property: .opacity, values: values[0], times: times)
        log.append(view: "x", property: custom, values: values[1], times: times)
        log.append(view: "y", property: .zPosition, values: values[2], times: times)
        let expected = [
            AnimationRecord(
                view: "x", property: .opacity, from: .scalar(0), to: .scalar(10), timing: .linear, startTime: 1,
                delay: 0.5, duration: 2),
            AnimationRecord(
                view: "x", property: custom, from: .scalar(1), to: .scalar(11), timing: .linear, startTime: 1,
                delay: 0.5, duration: 2),
            AnimationRecord(
                view: "y", property: .zPosition, from: .scalar(2), to: .scalar(12), timing: .linear, startTime: 1,
                delay: 0.5, duration: 2),
        ]
        #expect(log.count == 3)
        let records = log.allRecords()
        #expect(records == expected)
        #expect(records.map(\.property.name) == ["opacity", "glow", "zPosition"])
        #expect(log.allRecords() == expected)
    }

    @Test("Records of one block share their values and times as written out; a new block or new times start anew")
    func sharing() {
        var log = AnimationLog()
        let values = ValuePair.shared(count: 2) { (.scalar(Double($0)), .scalar(1)) }
        let times = RecordTimes(timing: SharedTiming(.linear), startTime: 0, delay: 0, duration: 1)
        let later = times.started(at: 3)
        log.append(view: "x", property: .opacity, values: values[0], times: times)
        log.append(view: "x", property: .opacity, values: values[1], times: later)
        let records = log.allRecords()
        #expect(records.count == 2)
        #expect(records[0].values.values === records[1].values.values)
        #expect(records[0].times === times && records[1].times === later)
        #expect(records.map(\.startTime) == [0, 3])
    }

    @Test("Setting the log replaces it; records logged after follow the new ones")
    func replacing() {
        let (host, _) = freshHost()
        let (window, a, _, _) = threeViews()
        View.animate(withDuration: 0.5) { a.alpha = 0.5 }
        let replacement = eased("z", .opacity, .scalar(0), .scalar(1), start: 9, duration: 9)
        host.animationLog = [replacement]
        View.animate(withDuration: 0.5) { a.alpha = 0 }
        #expect(
            host.animationLog == [replacement, eased("a", .opacity, .scalar(0.5), .scalar(0), start: 0, duration: 0.5)])
        withExtendedLifetime(window) {}
    }

    @Test("A logged record takes 20 bytes")
    func entrySize() {
        // The slots (12, aligned to 4) at 0, the name's index (4) at 12, the place (1) at 16.
        #expect(MemoryLayout<AnimationLog.Entry>.size == 17)
        #expect(MemoryLayout<AnimationLog.Entry>.stride == 20)
    }
}
