import Choreograph
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Track validation")
struct TrackValidationTests {
    /// One way to build a broken track, as data rather than a closure: a function type with typed throws needs the
    /// iOS 18 runtime when it is stored as a value.
    private struct Attempt {
        var keyframes: [Keyframe]
        var delay: Double = 0
        var duration: Double = 1
    }

    private func error(_ attempt: Attempt) -> TimelineError? {
        do {
            _ = try Track(
                target: "v", property: .opacity, keyframes: attempt.keyframes, delay: attempt.delay,
                duration: attempt.duration)
            return nil
        } catch {
            return error
        }
    }

    private func keys(_ times: [Double]) -> [Keyframe] {
        times.map { Keyframe(time: $0, value: .scalar(1)) }
    }

    @Test("Each broken rule is named with the track and the parameter")
    func rejections() {
        let cases: [(String, Attempt)] = [
            ("delay", Attempt(keyframes: keys([0, 1]), delay: -1)),
            ("delay", Attempt(keyframes: keys([0, 1]), delay: .nan)),
            ("duration", Attempt(keyframes: keys([0, 1]), duration: -0.1)),
            ("duration", Attempt(keyframes: keys([0, 1]), duration: .infinity)),
            ("keyframes", Attempt(keyframes: [])),
            ("keyframes[1].time", Attempt(keyframes: keys([0, 1.5]))),
            ("keyframes[2].time", Attempt(keyframes: keys([0, 0.6, 0.4, 1]))),
            ("keyframes[0].time", Attempt(keyframes: keys([0.2, 1]))),
            ("keyframes[1].time", Attempt(keyframes: keys([0, 0.8]))),
            (
                "keyframes[1].value",
                Attempt(keyframes: [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .point(.zero))])
            ),
            ("keyframes[0].value", Attempt(keyframes: [Keyframe(time: 0, value: .scalar(.nan))])),
        ]
        for (parameter, attempt) in cases {
            let thrown = error(attempt)
            #expect(thrown?.parameter == parameter)
            #expect(thrown?.track == "v.opacity")
            #expect(thrown?.description.hasPrefix("track v.opacity: \(parameter) ") == true)
        }
    }

    @Test("A kind mismatch says which kind was expected")
    func kindMismatchMessage() {
        var thrown: TimelineError?
        do {
            _ = try Track(target: "card", property: .position, from: .scalar(0), to: .scalar(1), duration: 1)
        } catch {
            thrown = error
        }
        #expect(thrown?.description == "track card.position: keyframes[0].value must be a point, got a scalar")
    }
}
