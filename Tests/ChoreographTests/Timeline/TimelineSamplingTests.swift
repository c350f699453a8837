import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scalar inside a value, or NaN when it is not a scalar.
private func scalar(_ value: AnimatableValue?) -> Double {
    if case .scalar(let number) = value { return Double(number) }
    return .nan
}

@Suite("Timeline sampling")
struct TimelineSamplingTests {
    private func fade(delay: Double = 0, duration: Double = 1, timing: TimingParameters = .linear) throws -> Track {
        try Track(
            target: "card",
            property: .opacity,
            from: .scalar(0),
            to: .scalar(10),
            timing: timing,
            delay: delay,
            duration: duration
        )
    }

    @Test("Values at the boundaries: before the delay, at the start, at the end and after")
    func boundaries() throws {
        let timeline = Timeline(tracks: [try fade(delay: 0.2, duration: 1), try fade(delay: 0, duration: 2)])
        #expect(timeline.duration == 2)
        var frame = timeline.makeFrame()
        let expectations: [(time: Double, first: Double, second: Double)] = [
            (0, 0, 0), (0.1, 0, 0.5), (0.2, 0, 1), (0.7, 5, 3.5), (1.2, 10, 6), (2, 10, 10), (5, 10, 10), (-1, 0, 0),
        ]
        for expectation in expectations {
            timeline.sample(at: expectation.time, into: &frame)
            #expect(isClose(scalar(frame.values[0]), expectation.first, within: 1e-12), "t = \(expectation.time)")
            #expect(isClose(scalar(frame.values[1]), expectation.second, within: 1e-12), "t = \(expectation.time)")
        }
        timeline.sample(at: .nan, into: &frame)
        #expect(frame.time == 0)
    }

    @Test("Curves and springs shape the progress of a segment")
    func timingShapesProgress() throws {
        let spring = try Spring(dampingRatio: 0.4, duration: 1)
        let timeline = Timeline(tracks: [
            try fade(delay: 0.5, duration: 2, timing: .curve(.easeInOut)),
            try fade(delay: 0, duration: 1, timing: .spring(spring)),
        ])
        var frame = timeline.makeFrame()
        // easeInOut is symmetric, so halfway through the track the value is halfway: 5.
        timeline.sample(at: 1.5, into: &frame)
        #expect(isClose(scalar(frame.values[0]), 5, within: 1e-9))
        for time in evenlySpaced(40, over: 0...0.975) {
            timeline.sample(at: time, into: &frame)
            #expect(isClose(scalar(frame.values[1]), 10 * spring.value(at: time), within: 1e-9), "t = \(time)")
        }
        // At its end a track lands exactly on its last value, where the spring itself is only within 0.001.
        timeline.sample(at: 1, into: &frame)
        #expect(scalar(frame.values[1]) == 10)
        // The spring overshoots the end value on its way (about 25% at ζ = 0.4; TimingCurvesAndSprings#Fitting-a-spring-to-a-duration).
        timeline.sample(at: 0.23, into: &frame)
        #expect(scalar(frame.values[1]) > 12)
    }

    @Test("Keyframes split a track into segments, each with its own timing; equal times make a step")
    func keyframeSegments() throws {
        let track = try Track(
            target: "badge",
            property: .opacity,
            keyframes: [
                Keyframe(time: 0, value: .scalar(0)),
                Keyframe(time: 0.25, value: .scalar(10)),
                Keyframe(time: 0.5, value: .scalar(20), timing: .curve(.easeInOut)),
                Keyframe(time: 0.5, value: .scalar(100)),
                Keyframe(time: 1, value: .scalar(200)),
            ],
            duration: 4
        )
        let timeline = Timeline(tracks: [track])
        var frame = timeline.makeFrame()
        let expectations: [(Double, Double)] = [
            (0.5, 5), (1, 10), (1.5, 15), (1.999, 20), (2, 100), (3, 150), (4, 200),
        ]
        for (time, expected) in expectations {
            timeline.sample(at: time, into: &frame)
            #expect(isClose(scalar(frame.values[0]), expected, within: 0.01), "t = \(time)")
        }
    }

    @Test("Reversed, time t shows what the forward timeline shows at duration − t")
    func reversal() throws {
        let spring = try Spring(stiffness: 200, damping: 14)
        let forward = Timeline(tracks: [
            try fade(delay: 0.3, duration: 0.8, timing: .spring(spring)),
            try fade(delay: 0, duration: 1.5, timing: .curve(.easeIn)),
        ])
        let backward = forward.reversed()
        #expect(backward.isReversed)
        #expect(backward.duration == forward.duration)
        #expect(backward.reversed() == forward)
        var forwardFrame = forward.makeFrame()
        var backwardFrame = backward.makeFrame()
        for time in evenlySpaced(31, over: 0...1.5) {
            forward.sample(at: 1.5 - time, into: &forwardFrame)
            backward.sample(at: time, into: &backwardFrame)
            #expect(forwardFrame.values == backwardFrame.values, "t = \(time)")
        }
        backward.sample(at: 0, into: &backwardFrame)
        #expect(scalar(backwardFrame.values[1]) == 10)
        backward.sample(at: 1.5, into: &backwardFrame)
        #expect(scalar(backwardFrame.values[1]) == 0)
        #expect(isClose(backward.startTime, 0, within: 1e-12))
        #expect(forward.startTime == 0)
    }

    @Test("A rotation by π stays a rotation: halfway it is a rotation by π/2, not a squash through zero")
    func halfTurn() throws {
        let track = try Track(
            target: "image",
            property: .transform,
            from: .transform(.identity),
            to: .transform(Transform3D(rotationAngle: .pi)),
            timing: .linear,
            duration: 1
        )
        let timeline = Timeline(tracks: [track])
        var frame = timeline.makeFrame()
        for fraction in [0.25, 0.5, 0.75] {
            timeline.sample(at: fraction, into: &frame)
            guard case .transform(let t) = frame.values[0] else {
                Issue.record("not a transform")
                return
            }
            // A rotation by θ about z in the row-vector layout: [[cos, sin], [−sin, cos]].
            let angle = fraction * .pi
            #expect(isClose(Double(t.m11), cos(angle), within: 1e-9))
            #expect(isClose(Double(t.m12), sin(angle), within: 1e-9))
            #expect(isClose(Double(t.m21), -sin(angle), within: 1e-9))
            #expect(isClose(Double(t.m22), cos(angle), within: 1e-9))
            // Area is preserved throughout: no collapse through a scale of zero.
            #expect(isClose(Double(t.m11 * t.m22 - t.m12 * t.m21), 1, within: 1e-9))
        }
    }

    @Test("Tracks that share timing share a lane, and every kind of value is sampled like the track alone")
    func lanesAndKinds() throws {
        let timing = TimingParameters.curve(.coreAnimationDefault)
        let tracks = [
            try Track(
                target: "a", property: .position, from: .point(CGPoint(x: 0, y: 0)), to: .point(CGPoint(x: 100, y: 50)),
                timing: timing, duration: 1),
            try Track(
                target: "a", property: .bounds, from: .rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
                to: .rect(CGRect(x: 0, y: 0, width: 30, height: 50)), timing: timing, duration: 1),
            try Track(
                target: "a", property: .shadowOffset, from: .size(CGSize(width: 0, height: 2)),
                to: .size(CGSize(width: 4, height: 8)), timing: timing, duration: 1),
            try Track(
                target: "a", property: .backgroundColor, from: .color(Color(red: 1, green: 0, blue: 0)),
                to: .color(.clear), timing: timing, duration: 1),
            try Track(
                target: "a", property: .cornerRadii, from: .cornerRadii(.zero), to: .cornerRadii(CornerRadii(all: 16)),
                timing: timing, duration: 1),
            try Track(
                target: "a", property: .transform, from: .transform(.identity),
                to: .transform(Transform3D(scaleX: 2, y: 3)), timing: timing, duration: 1),
            try Track(target: "b", property: .opacity, from: .scalar(1), to: .scalar(0), timing: .linear, duration: 1),
            try Track(
                target: "c", property: .zPosition, keyframes: [Keyframe(time: 0, value: .scalar(7))], duration: 1),
        ]
        let timeline = Timeline(tracks: tracks)
        #expect(timeline.laneCount == 3)
        #expect(timeline.targets == ["a", "b", "c"])
        #expect(timeline.trackIndexes(for: "a") == [0, 1, 2, 3, 4, 5])
        var frame = timeline.makeFrame()
        for time in evenlySpaced(11, over: 0...1) {
            timeline.sample(at: time, into: &frame)
            for index in tracks.indices {
                #expect(frame.values[index] == tracks[index].value(at: time), "track \(index) at \(time)")
            }
        }
        // Independent spot checks at the middle of the default curve.
        let p = CubicBezier.coreAnimationDefault.value(at: 0.5)
        timeline.sample(at: 0.5, into: &frame)
        #expect(frame.values[0] == .point(CGPoint(x: 100 * p, y: 50 * p)))
        #expect(frame.values[7] == .scalar(7))
        #expect(timeline.value(of: "b", .opacity, at: 0.25) == .scalar(0.75))
        #expect(timeline.value(of: "b", .position, at: 0.25) == nil)
        #expect(timeline.value(ofTrack: 99, at: 0) == nil)
    }

    @Test("A zero-duration track jumps at its delay; an empty timeline samples to nothing")
    func degenerateTracks() throws {
        let timeline = Timeline(tracks: [try fade(delay: 0.5, duration: 0)])
        var frame = timeline.makeFrame()
        timeline.sample(at: 0.49, into: &frame)
        #expect(scalar(frame.values[0]) == 0)
        timeline.sample(at: 0.5, into: &frame)
        #expect(scalar(frame.values[0]) == 10)
        let empty = Timeline(tracks: [])
        var emptyFrame = empty.makeFrame()
        empty.sample(at: 3, into: &emptyFrame)
        #expect(emptyFrame.values.isEmpty)
        #expect(empty.duration == 0)
        #expect(empty.startTime == 0)
    }

    @Test("A frame made for another timeline is resized rather than misread")
    func foreignFrame() throws {
        let small = Timeline(tracks: [try fade()])
        let large = Timeline(tracks: [try fade(), try fade(delay: 1)])
        var frame = small.makeFrame()
        large.sample(at: 1.5, into: &frame)
        #expect(frame.values.count == 2)
        #expect(scalar(frame.values[1]) == 5)
    }
}

@Suite("Timeline frames")
struct TimelineFrameTests {
    @Test("Held values of every kind read back exactly from the flat components")
    func heldValuesRoundTrip() throws {
        let values: [(AnimatableProperty, AnimatableValue)] = [
            (.opacity, .scalar(0.25)),
            (.position, .point(CGPoint(x: 3, y: -4))),
            (.shadowOffset, .size(CGSize(width: 2, height: 6))),
            (.bounds, .rect(CGRect(x: 1, y: 2, width: 30, height: 40))),
            (
                .transform,
                .transform(Transform3D(translationX: 5, y: 6, z: 7).concatenating(.perspective(eyeDistance: 400)))
            ),
            (.borderColor, .color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))),
            (.cornerRadii, .cornerRadii(CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4))),
        ]
        let tracks = try values.map { property, value in
            try Track(target: "held", property: property, keyframes: [Keyframe(time: 0, value: value)], duration: 1)
        }
        let timeline = Timeline(tracks: tracks)
        var frame = timeline.makeFrame()
        timeline.sample(at: 0.5, into: &frame)
        #expect(frame.trackCount == values.count)
        #expect(frame.components.count == values.map(\.1.kind.componentCount).reduce(0, +))
        for (index, expected) in values.enumerated() {
            #expect(frame.value(ofTrack: index) == expected.1)
        }
        #expect(frame.value(ofTrack: values.count) == nil)
        #expect(frame.value(ofTrack: -1) == nil)
    }

    @Test("The same timeline sampled twice gives identical components")
    func deterministic() throws {
        let spring = try Spring(dampingRatio: 0.5, duration: 0.7)
        let track = try Track(
            target: "card",
            property: .transform,
            from: .transform(.identity),
            to: .transform(Transform3D(rotationAngle: 1, x: 1, y: 1, z: 0)),
            timing: .spring(spring),
            duration: 0.7
        )
        let first = Timeline(tracks: [track])
        let second = Timeline(tracks: [track])
        var a = first.makeFrame()
        var b = second.makeFrame()
        for time in evenlySpaced(29, over: 0...0.7) {
            first.sample(at: time, into: &a)
            second.sample(at: time, into: &b)
            #expect(a.components == b.components)
        }
    }
}
