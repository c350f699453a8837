import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Keyframe animation descriptions")
struct KeyframeAnimationDescriptionTests {
    private static let overshoot = try! CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    private static let spring = try! Spring(dampingRatio: 0.5, duration: 0.8)

    /// Tracks of several kinds, timings, delays and key-time layouts, each with a Bézier form.
    private static func expressibleTracks() throws -> [Track] {
        [
            try Track(
                target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), timing: .linear, duration: 0.3),
            try Track(
                target: "card", property: .position,
                keyframes: [
                    Keyframe(time: 0, value: .point(CGPoint(x: 0, y: 0))),
                    Keyframe(time: 0.25, value: .point(CGPoint(x: 100, y: -40)), timing: .curve(.easeIn)),
                    Keyframe(time: 0.6, value: .point(CGPoint(x: 40, y: 300)), timing: .curve(overshoot)),
                    Keyframe(time: 1, value: .point(CGPoint(x: 200, y: 200)), timing: .curve(.easeInOut)),
                ],
                delay: 0.15, duration: 0.7),
            try Track(
                target: "photo", property: .bounds,
                keyframes: [
                    Keyframe(time: 0, value: .rect(CGRect(x: 0, y: 0, width: 10, height: 20))),
                    Keyframe(time: 0.5, value: .rect(CGRect(x: 0, y: 0, width: 50, height: 80)), timing: .linear),
                    Keyframe(time: 0.5, value: .rect(CGRect(x: 5, y: 5, width: 300, height: 10)), timing: .linear),
                    Keyframe(
                        time: 1, value: .rect(CGRect(x: 0, y: 0, width: 320, height: 480)),
                        timing: .curve(.coreAnimationDefault)),
                ],
                duration: 1.2),
            try Track(
                target: "photo", property: .transform,
                keyframes: [
                    Keyframe(time: 0, value: .transform(.identity), timing: .spring(spring)),
                    Keyframe(
                        time: 0.4, value: .transform(Transform3D(rotationAngle: .pi / 3)), timing: .curve(.easeOut)),
                    Keyframe(
                        time: 1, value: .transform(Transform3D(scaleX: 2, y: 0.5)), timing: .curve(overshoot)),
                ],
                delay: 0.05, duration: 0.5),
            try Track(
                target: "card", property: .backgroundColor,
                from: .color(Color(red: 1, green: 0, blue: 0, alpha: 0.2)),
                to: .color(Color(red: 0, green: 0.5, blue: 1, alpha: 1)),
                delay: 0.4, duration: 0.25),
        ]
    }

    @Test("Played like Core Animation plays it, a description gives the track's value at every time")
    func matchesTrack() throws {
        for track in try Self.expressibleTracks() {
            let animation = try #require(track.keyframeAnimation, "\(track.target).\(track.property.name)")
            #expect(animation.values.count == track.keyframes.count)
            #expect(animation.timingFunctions.count == track.keyframes.count - 1)
            #expect(animation.beginTime == track.delay)
            #expect(animation.duration == track.duration)
            for time in evenlySpaced(401, over: -0.2...(track.endTime + 0.2)) {
                let gap = largestComponentDifference(playedByCoreAnimation(animation, at: time), track.value(at: time))
                #expect(gap <= 1e-9, "\(track.target).\(track.property.name) at t = \(time): off by \(gap)")
            }
        }
    }

    @Test("Linear timing and curves map to their Bézier control points exactly")
    func timingsMapExactly() throws {
        let position = try Self.expressibleTracks()[1]
        let animation = try #require(position.keyframeAnimation)
        #expect(animation.keyTimes == [0, 0.25, 0.6, 1])
        #expect(animation.timingFunctions == [.easeIn, Self.overshoot, .easeInOut])
        let opacity = try #require(try Self.expressibleTracks()[0].keyframeAnimation)
        let linear = try #require(opacity.timingFunctions.first)
        #expect([linear.x1, linear.y1, linear.x2, linear.y2] == [0, 0, 1, 1])
        // Hand-computed: a linear fade from 0 to 1 over 0.3 s is at 0.25 after 0.075 s.
        #expect(largestComponentDifference(playedByCoreAnimation(opacity, at: 0.075), .scalar(0.25)) <= 1e-12)
    }

    @Test("A spring on any segment makes the track inexpressible; on the first keyframe it is ignored")
    func springsGiveNil() throws {
        let springy = try Track(
            target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), timing: .spring(Self.spring),
            duration: 0.8)
        #expect(springy.keyframeAnimation == nil)
        let lastSegment = try Track(
            target: "card", property: .zPosition,
            keyframes: [
                Keyframe(time: 0, value: .scalar(0)),
                Keyframe(time: 0.5, value: .scalar(4), timing: .curve(.easeIn)),
                Keyframe(time: 1, value: .scalar(2), timing: .spring(Self.spring)),
            ],
            duration: 1)
        #expect(KeyframeAnimationDescription(track: lastSegment) == nil)
        // The transform track's first keyframe carries a spring, which the track never uses.
        #expect(try Self.expressibleTracks()[3].keyframeAnimation != nil)
    }

    @Test("A single keyframe gives one value; several keyframes over no time give nil")
    func singleAndInstant() throws {
        let single = try Track(
            target: "card", property: .cornerRadii,
            keyframes: [
                Keyframe(
                    time: 0.3, value: .cornerRadii(CornerRadii(topLeft: 8, topRight: 8, bottomRight: 0, bottomLeft: 0)))
            ],
            delay: 0.1, duration: 0.5)
        let animation = try #require(single.keyframeAnimation)
        #expect(animation.values == [single.keyframes[0].value])
        #expect(animation.keyTimes == [0])
        #expect(animation.timingFunctions.isEmpty)
        for time in [-1, 0, 0.1, 0.35, 0.6, 2.0] {
            #expect(playedByCoreAnimation(animation, at: time) == single.keyframes[0].value)
        }
        let instant = try Track(
            target: "card", property: .opacity, from: .scalar(0), to: .scalar(1), timing: .linear, delay: 0.2,
            duration: 0)
        #expect(instant.keyframeAnimation == nil)
    }
}
