import Choreograph
import Testing

@Suite("Track validation")
struct TrackValidationTests {
    private func error(_ build: () throws(TimelineError) -> Track) -> TimelineError? {
        do {
            _ = try build()
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
        let cases: [(String, () throws(TimelineError) -> Track)] = [
            (
                "delay",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0, 1]), delay: -1, duration: 1)
                }
            ),
            (
                "delay",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0, 1]), delay: .nan, duration: 1)
                }
            ),
            (
                "duration",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0, 1]), duration: -0.1)
                }
            ),
            (
                "duration",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0, 1]), duration: .infinity)
                }
            ),
            (
                "keyframes",
                { () throws(TimelineError) in try Track(target: "v", property: .opacity, keyframes: [], duration: 1) }
            ),
            (
                "keyframes[1].time",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0, 1.5]), duration: 1)
                }
            ),
            (
                "keyframes[2].time",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0, 0.6, 0.4, 1]), duration: 1)
                }
            ),
            (
                "keyframes[0].time",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0.2, 1]), duration: 1)
                }
            ),
            (
                "keyframes[1].time",
                { () throws(TimelineError) in
                    try Track(target: "v", property: .opacity, keyframes: self.keys([0, 0.8]), duration: 1)
                }
            ),
            (
                "keyframes[1].value",
                { () throws(TimelineError) in
                    try Track(
                        target: "v", property: .opacity,
                        keyframes: [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .point(.zero))],
                        duration: 1)
                }
            ),
            (
                "keyframes[0].value",
                { () throws(TimelineError) in
                    try Track(
                        target: "v", property: .opacity, keyframes: [Keyframe(time: 0, value: .scalar(.nan))],
                        duration: 1)
                }
            ),
        ]
        for (parameter, build) in cases {
            let thrown = error(build)
            #expect(thrown?.parameter == parameter)
            #expect(thrown?.track == "v.opacity")
            #expect(thrown?.description.hasPrefix("track v.opacity: \(parameter) ") == true)
        }
    }

    @Test("A kind mismatch says which kind was expected")
    func kindMismatchMessage() {
        let thrown = error { () throws(TimelineError) in
            try Track(target: "card", property: .position, from: .scalar(0), to: .scalar(1), duration: 1)
        }
        #expect(thrown?.description == "track card.position: keyframes[0].value must be a point, got a scalar")
    }
}
