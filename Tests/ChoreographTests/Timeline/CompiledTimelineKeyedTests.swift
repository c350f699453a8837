import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Keyed tracks (several keyframes of any kind but a transform, kept as their keyframes' numbers) and the bisection that finds a long lane's
/// segment, against the general path: each track evaluated on its own from its keyframes (``Track/value(at:)``),
/// compared bit for bit, and a one-by-one walk of the keyframes written here.
@Suite("Compiled timeline keyed tracks")
struct CompiledTimelineKeyedTests {
    /// Samples `timeline` at each of `times` and expects every track's components in the frame to have the bits of
    /// the track's own value at that time.
    private func expectSameBits(_ timeline: Timeline, at times: [Double]) {
        var frame = timeline.makeFrame()
        for time in times {
            timeline.sample(at: time, into: &frame)
            for index in timeline.tracks.indices {
                let sampled = frame.value(ofTrack: index)?.components.map(\.bitPattern)
                let expected = timeline.value(ofTrack: index, at: time)?.components.map(\.bitPattern)
                #expect(sampled == expected, "track \(index) (\(timeline.tracks[index].property.name)) at \(time)")
            }
        }
    }

    /// `count` times from a little before `range` to a little after it, evenly spaced, with the ends of the range.
    private func times(_ count: Int, over range: ClosedRange<Double>) -> [Double] {
        let span: Double = range.upperBound - range.lowerBound
        let first: Double = range.lowerBound - 0.05 * span
        let step: Double = 1.1 * span / Double(count)
        let spread: [Double] = (0...count).map { first + step * Double($0) }
        return spread + [range.lowerBound, range.upperBound]
    }

    /// Two screens of `count` elements matched by identifier, each element at another place, size, colour, corner
    /// radius and turn on each screen, planned as a fade with matched geometry whose ghosts cascade on a critically
    /// damped spring: the snapshots' centres and bounds are lines under a spring, sampled into 25 to 27 keyframes.
    private func springCascade(_ count: Int) throws -> Timeline {
        let container = CGSize(width: 390, height: 844)
        func scene(_ side: Int) throws -> Scene {
            var list = [Scene.Element(frame: CGRect(origin: .zero, size: container))]
            for index in 0..<count {
                let size = side == 0 ? CGSize(width: 36, height: 36) : CGSize(width: 60, height: 44)
                let x: CGFloat = CGFloat(index % 10) * 39 + 20
                let y: CGFloat = CGFloat(index / 10) * 50 + 30 + 7 * CGFloat(side)
                list.append(
                    Scene.Element(
                        identifier: "element-\(index)",
                        center: CGPoint(x: x, y: y),
                        size: size,
                        transform: side == 0 ? .identity : Transform3D(rotationAngle: .pi / 8),
                        cornerRadii: CornerRadii(all: side == 0 ? 12 : 0),
                        backgroundColor: side == 0 ? Color(red: 0.9, green: 0.3, blue: 0.2) : Color(white: 0.2),
                        parent: 0))
            }
            return try Scene(size: container, elements: list)
        }
        let transition = Transition.fade.combined(with: .matchedGeometry()).modifying(
            elements: .prefix("element-"), .cascade(delta: 0.01), .spring(dampingRatio: 1))
        return try Planner().plan(
            transition, from: try scene(0), to: try scene(1), operation: .present, containerSize: container
        ).timeline
    }

    @Test("A planned spring cascade samples every track with the bits of the track's own value")
    func plannedSpringCascade() throws {
        let timeline = try springCascade(12)
        let keyframeCounts = timeline.tracks.map(\.keyframes.count)
        #expect(keyframeCounts.contains { $0 >= 25 }, "the snapshots' lines under the spring are sampled")
        #expect(keyframeCounts.contains(4), "a ghost's move held before its delay and after its end")
        expectSameBits(timeline, at: times(160, over: 0...timeline.duration))
        expectSameBits(timeline.reversed(), at: times(40, over: 0...timeline.duration))
    }

    @Test("A keyed track is one interpolant and its keyframes' components, once")
    func keyedLayout() throws {
        let keyframes = (0...26).map { index in
            Keyframe(time: Double(index) / 26, value: .point(CGPoint(x: index, y: 2 * index)))
        }
        let track = try Track(target: "a", property: .position, keyframes: keyframes, duration: 1)
        let compiled = CompiledTimeline(tracks: [track, track])
        #expect(compiled.interpolants.count == 1, "tracks of one keyframe array share the interpolant")
        #expect(compiled.keyedComponents.count == 27 * 2)
        #expect(compiled.keyedComponents[2 * 13 + 1] == 26)
        let turn = try Track(
            target: "a", property: .transform,
            keyframes: [
                Keyframe(time: 0, value: .transform(.identity)),
                Keyframe(time: 0.5, value: .transform(Transform3D(rotationAngle: 1))),
                Keyframe(time: 1, value: .transform(Transform3D(scaleX: 2, y: 2))),
            ], duration: 1)
        let turning = CompiledTimeline(tracks: [turn])
        #expect(turning.interpolants.count == 2, "a transform keeps an interpolant per segment")
        #expect(turning.keyedComponents.isEmpty)
        let fade = try Track(target: "a", property: .opacity, from: .scalar(1), to: .scalar(0.25), duration: 1)
        let fading = CompiledTimeline(tracks: [fade])
        #expect(fading.keyedComponents == [1, 0.25], "two keyframes are keyed too")
        #expect(fading.movingTracks.map(\.keyed) == [.scalar])
    }

    /// Keyframes of every kind but a transform, each track with a step (two keyframes at one time), a hold, a curve, a
    /// spring that overshoots and a colour through transparency, whose interpolation clamps and unpremultiplies.
    private func handMadeTracks() throws -> [Track] {
        let spring = try Spring(dampingRatio: 0.3, duration: 1)
        let times: [Double] = [0, 0.2, 0.2, 0.45, 0.7, 0.7, 1]
        let timings: [TimingParameters] = [
            .linear, .curve(.easeInOut), .linear, .spring(spring), .curve(.easeIn), .linear, .spring(spring),
        ]
        func track(_ property: AnimatableProperty, _ value: (Int) -> AnimatableValue) throws -> Track {
            try Track(
                target: "hand", property: property,
                keyframes: times.indices.map { Keyframe(time: times[$0], value: value($0), timing: timings[$0]) },
                delay: 0.1, duration: 0.8)
        }
        let values: [CGFloat] = [0, 10, -4, -4, 7.25, 1e-3, 3]
        return [
            try track(.opacity) { .scalar(values[$0]) },
            try track(.position) { .point(CGPoint(x: values[$0], y: -2 * values[$0] + 0.1)) },
            try track(.shadowOffset) { .size(CGSize(width: values[$0] / 3, height: values[$0])) },
            try track(.bounds) {
                .rect(CGRect(x: values[$0], y: 1, width: 30 + values[$0], height: 0.3 * CGFloat($0)))
            },
            try track(.backgroundColor) {
                .color(Color(red: 0.1 * CGFloat($0), green: 1, blue: 0.5, alpha: $0 == 3 ? 0 : 0.9 - 0.1 * CGFloat($0)))
            },
            try track(.cornerRadii) {
                .cornerRadii(CornerRadii(topLeft: values[$0], topRight: 2, bottomRight: 8 - values[$0], bottomLeft: 0))
            },
        ]
    }

    @Test("Hand-made keyed tracks of every kind sample with the bits of the tracks' own values")
    func handMade() throws {
        let timeline = Timeline(tracks: try handMadeTracks())
        // The keyframes' own times, where a segment starts and ends, and many between them.
        let keys = [0.2, 0.45, 0.7, 1].map { 0.1 + 0.8 * $0 }
        expectSameBits(timeline, at: times(400, over: 0...1) + keys + keys.map(\.nextUp) + keys.map(\.nextDown))
    }

    @Test("Bisection finds the segment and fraction the one-by-one walk finds", arguments: 0..<12)
    func bisection(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let count = Int.random(in: 9...40, using: &random)
        // Times from 0 to 1, never decreasing, with repeats (steps) and runs of equal times.
        var times = [0.0]
        for _ in 1..<(count - 1) {
            let last = times[times.count - 1]
            // Repeats in half the seeds, whatever their duration (chosen by `seed / 2`).
            let repeats = seed % 2 == 0 && Bool.random(using: &random)
            let step = Double.random(in: 0...0.1, using: &random)
            times.append(repeats ? last : min(last + step, 1))
        }
        times.append(1)
        let padding = [7.0, 7.0]
        let stored = padding + times
        let delay = [0, 0.25][Int(seed / 6 % 2)]
        let duration = [0, 0.5, 2][Int(seed / 2 % 3)]
        let lane = CompiledTimeline.Lane(delay: delay, duration: duration, firstKey: 2, keyCount: count, firstTiming: 0)
        #expect(count > TrackPosition.bisectionLimit)
        let atKeys: [Double] = times.flatMap { (key: Double) -> [Double] in
            [key, key.nextUp, key.nextDown].map { delay + duration * $0 }
        }
        let spread: [Double] = (0...200).map { -0.5 + 3.5 * Double($0) / 200 }
        let probes: [Double] = atKeys + spread + [.nan, .infinity, -.infinity]
        stored.withUnsafeBufferPointer { buffer in
            for time in probes {
                let bisected = CompiledTimeline.locate(time, on: lane, times: buffer)
                let walked = walk(time, delay: delay, duration: duration, times: times)
                #expect(bisected.segment == walked.segment, "t = \(time)")
                #expect(bisected.fraction.bitPattern == walked.fraction.bitPattern, "t = \(time)")
            }
        }
    }

    /// The segment `time` falls in on keyframes at `times` and the fraction through it, found by walking the
    /// keyframes one by one: the last segment whose start is at or before the local time, a step for two keyframes at
    /// one time, the local time clamped to 0…1 (0 for NaN) and reached at once when the duration is 0.
    private func walk(_ time: Double, delay: Double, duration: Double, times: [Double]) -> (
        segment: Int, fraction: Double
    ) {
        var local = duration > 0 ? (time - delay) / duration : (time >= delay ? 1 : 0)
        local = local.isNaN ? 0 : min(max(local, 0), 1)
        var segment = 1
        while segment < times.count - 1 && times[segment] <= local { segment += 1 }
        let start = times[segment - 1]
        let length = times[segment] - start
        return (segment, length > 0 ? (local - start) / length : 1)
    }
}
