import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Track rewrites for hosts")
struct TrackHostingTests {
    @Test("A snapshot's bounds from 100 × 50 to 200 × 25 becomes a scale from 1 × 1 to 2 × 0.5, times and timing kept")
    func boundsAsScale() throws {
        let track = try Track(
            target: "snapshot:photo", property: .bounds,
            keyframes: [
                Keyframe(time: 0, value: .rect(CGRect(x: 0, y: 0, width: 100, height: 50))),
                Keyframe(
                    time: 1, value: .rect(CGRect(x: 0, y: 0, width: 200, height: 25)), timing: .curve(.easeOut)),
            ],
            delay: 0.1, duration: 0.4)
        let scaled = try #require(track.boundsAsScale(from: CGSize(width: 100, height: 50)))
        #expect(scaled.property == .transform)
        #expect(scaled.target == "snapshot:photo")
        #expect(scaled.delay == 0.1)
        #expect(scaled.duration == 0.4)
        #expect(scaled.keyframes.map(\.time) == [0, 1])
        #expect(scaled.keyframes[1].timing == .curve(.easeOut))
        #expect(scaled.keyframes[0].value == .transform(Transform3D(scaleX: 1, y: 1)))
        #expect(scaled.keyframes[1].value == .transform(Transform3D(scaleX: 2, y: 0.5)))
    }

    @Test("A size without area gives the identity rather than dividing by zero")
    func boundsWithoutArea() throws {
        let track = try Track(
            target: "snapshot:photo", property: .bounds,
            keyframes: [
                Keyframe(time: 0, value: .rect(CGRect(x: 0, y: 0, width: 100, height: 50))),
                Keyframe(time: 1, value: .rect(CGRect(x: 0, y: 0, width: 10, height: 5))),
            ],
            duration: 0.3)
        let scaled = try #require(track.boundsAsScale(from: CGSize(width: 0, height: 50)))
        #expect(scaled.keyframes.map(\.value) == [.transform(.identity), .transform(.identity)])
    }

    @Test("A correction is applied after each keyframe's transform: translate 10 then scale 2 moves 20")
    func appendingTransform() throws {
        let track = try Track(
            target: "cell", property: .transform,
            keyframes: [
                Keyframe(time: 0, value: .transform(.identity)),
                Keyframe(time: 1, value: .transform(Transform3D(translationX: 10, y: 0, z: 0))),
            ],
            duration: 0.5)
        let corrected = try #require(track.appendingTransform(Transform3D(scaleX: 2, y: 2)))
        #expect(corrected.property == .transform)
        #expect(corrected.keyframes[0].value == .transform(Transform3D(scaleX: 2, y: 2)))
        // Row vectors: the point (0, 0) goes to (10, 0), then is scaled to (20, 0).
        guard case .transform(let end) = corrected.keyframes[1].value else {
            Issue.record("the last keyframe is not a transform")
            return
        }
        #expect(end.m41 == 20)
        #expect(end.m11 == 2)
        #expect(end.m22 == 2)
    }
}
