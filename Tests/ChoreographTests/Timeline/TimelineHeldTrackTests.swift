import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Timeline frames: held tracks")
struct TimelineHeldTrackTests {
    /// Tracks of one keyframe (held) of every kind, each between moving tracks of other kinds, so that sampling
    /// writes the held ones once and the moving ones grouped by kind.
    private func tracks() throws -> [Track] {
        let held: [(AnimatableProperty, AnimatableValue)] = [
            (.zPosition, .scalar(7)),
            (.shadowOffset, .size(CGSize(width: 2, height: -3))),
            (.borderColor, .color(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))),
            (.transform, .transform(Transform3D(scaleX: 2, y: 3))),
            (.position, .point(CGPoint(x: -5, y: 9))),
            (.cornerRadii, .cornerRadii(CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4))),
            (.bounds, .rect(CGRect(x: 1, y: 2, width: 30, height: 40))),
        ]
        let spring = TimingParameters.spring(try Spring(dampingRatio: 0.6, duration: 0.8))
        let moving = [
            try Track(target: "m", property: .opacity, from: .scalar(1), to: .scalar(0), timing: spring, duration: 1),
            try Track(
                target: "m", property: .position, from: .point(.zero), to: .point(CGPoint(x: 100, y: 40)),
                timing: .curve(.easeInOut), delay: 0.25, duration: 0.5),
            try Track(
                target: "m", property: .transform, from: .transform(.identity),
                to: .transform(Transform3D(rotationAngle: .pi / 3)), duration: 1),
            try Track(
                target: "m", property: .backgroundColor,
                keyframes: [
                    Keyframe(time: 0, value: .color(Color(red: 1, green: 0, blue: 0))),
                    Keyframe(time: 0.5, value: .color(Color(red: 0, green: 1, blue: 0)), timing: .curve(.easeIn)),
                    Keyframe(time: 1, value: .color(.clear)),
                ], duration: 1),
            try Track(
                target: "m", property: .cornerRadii, from: .cornerRadii(.zero), to: .cornerRadii(CornerRadii(all: 9)),
                duration: 0.75),
            try Track(
                target: "m", property: .bounds, from: .rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
                to: .rect(CGRect(x: 0, y: 0, width: 20, height: 30)), delay: 0.1, duration: 0.6),
            try Track(
                target: "m", property: .shadowOffset, from: .size(.zero), to: .size(CGSize(width: 4, height: 4)),
                duration: 1),
        ]
        var tracks: [Track] = []
        for (index, (property, value)) in held.enumerated() {
            tracks.append(
                try Track(
                    target: "held-\(index)", property: property, keyframes: [Keyframe(time: 0, value: value)],
                    delay: Double(index) / 10, duration: 1))
            tracks.append(moving[index])
        }
        return tracks
    }

    @Test("Held tracks keep their values in every sample, and every track reads as the track alone, either way")
    func heldAndMoving() throws {
        let tracks = try tracks()
        let forward = Timeline(tracks: tracks)
        // A frame of another timeline is remade by the first sample, which writes the held values.
        var frame = Timeline(tracks: [tracks[1]]).makeFrame()
        let times = evenlySpaced(23, over: 0...1) + [0.6, 0.2, 1, 0]
        for time in times {
            forward.sample(at: time, into: &frame)
            for index in tracks.indices {
                #expect(frame.value(ofTrack: index) == tracks[index].value(at: time), "track \(index) at \(time)")
            }
        }
        // Held values are their keyframes' exactly.
        #expect(frame.value(ofTrack: 0) == .scalar(7))
        #expect(frame.value(ofTrack: 12) == .rect(CGRect(x: 1, y: 2, width: 30, height: 40)))
        let reversed = forward.reversed()
        var reversedFrame = reversed.makeFrame()
        for time in times {
            reversed.sample(at: time, into: &reversedFrame)
            for index in tracks.indices {
                #expect(
                    reversedFrame.value(ofTrack: index) == tracks[index].value(at: forward.duration - time),
                    "reversed track \(index) at \(time)")
            }
        }
    }

    @Test("One frame sampled in turn from a timeline and its reverse reads as each track alone every time")
    func oneFrameBothWays() throws {
        let tracks = try tracks()
        let forward = Timeline(tracks: tracks)
        let reversed = forward.reversed()
        var frame = forward.makeFrame()
        for time in evenlySpaced(9, over: 0...1) {
            forward.sample(at: time, into: &frame)
            for index in tracks.indices {
                #expect(frame.value(ofTrack: index) == tracks[index].value(at: time), "track \(index) at \(time)")
            }
            reversed.sample(at: time, into: &frame)
            for index in tracks.indices {
                #expect(
                    frame.value(ofTrack: index) == tracks[index].value(at: forward.duration - time),
                    "reversed track \(index) at \(time)")
            }
        }
    }
}
