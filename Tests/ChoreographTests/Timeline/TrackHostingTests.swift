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

    @Test("hosted: a snapshot's bounds as a scale, a transform corrected, anything else kept")
    func hosted() throws {
        let bounds = try Self.boundsTrack(to: CGSize(width: 300, height: 100))
        let size = CGSize(width: 100, height: 50)
        let scaled = bounds.hosted(snapshotSize: size, inPlaceCorrection: Transform3D(scaleX: 5, y: 5))
        #expect(scaled.property == .transform)
        #expect(scaled.keyframes[1].value == .transform(Transform3D(scaleX: 3, y: 2)))
        #expect(bounds.hosted(snapshotSize: nil, inPlaceCorrection: nil) == bounds)
        let transform = try Track(
            target: "cell", property: .transform,
            keyframes: [
                Keyframe(time: 0, value: .transform(.identity)),
                Keyframe(time: 1, value: .transform(Transform3D(scaleX: 2, y: 2))),
            ],
            duration: 0.5)
        let corrected = transform.hosted(snapshotSize: size, inPlaceCorrection: Transform3D(scaleX: 0.5, y: 0.5))
        // identity then × 0.5 is 0.5; 2 then × 0.5 is 1 — a snapshot size does not touch a transform track.
        #expect(
            corrected.keyframes.map(\.value) == [.transform(Transform3D(scaleX: 0.5, y: 0.5)), .transform(.identity)])
        #expect(transform.hosted(snapshotSize: nil, inPlaceCorrection: nil) == transform)
    }

    /// A snapshot's bounds track over 0.3 s from 100 × 50 to `size`.
    static func boundsTrack(to size: CGSize) throws -> Track {
        try Track(
            target: "snapshot:photo", property: .bounds,
            keyframes: [
                Keyframe(time: 0, value: .rect(CGRect(x: 0, y: 0, width: 100, height: 50))),
                Keyframe(time: 1, value: .rect(CGRect(origin: .zero, size: size))),
            ],
            duration: 0.3)
    }

    @Test("A size without area gives the identity rather than dividing by zero")
    func boundsWithoutArea() throws {
        let track = try Self.boundsTrack(to: CGSize(width: 10, height: 5))
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
