import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Sampling by progress (`Timeline.sample(atProgress:into:)`): straight moves followed past 0…1, every other track
/// held at its ends, checked against values worked out by hand from the tracks' numbers.
@Suite("Timeline sampling by progress")
struct TimelineProgressTests {
    private func move(
        _ target: String,
        delay: Double = 0,
        duration: Double = 2,
        timing: TimingParameters = .linear
    ) throws -> Track {
        try Track(
            target: target, property: .opacity, from: .scalar(0), to: .scalar(10), timing: timing, delay: delay,
            duration: duration)
    }

    /// A timeline of two seconds: `whole` moves 0 → 10 linearly over the 2 s; `half` over the first second;
    /// `eased` over the 2 s on ease in, ease out; `late` linearly over the second second; `slide` translates x
    /// 0 → 100 linearly over the 2 s.
    private func timeline() throws -> Timeline {
        let slide = try Track(
            target: "slide", property: .transform, from: .transform(.identity),
            to: .transform(Transform3D(translationX: 100, y: 0)), timing: .linear, duration: 2)
        return Timeline(tracks: [
            try move("whole"), try move("half", duration: 1), try move("eased", timing: .curve(.easeInOut)),
            try move("late", delay: 1, duration: 1), slide,
        ])
    }

    /// A track's value as a number: an opacity, or a transform's x translation.
    private func number(_ value: AnimatableValue?) -> Double {
        switch value {
        case .scalar(let number)?: Double(number)
        case .transform(let transform)?: Double(transform.m41)
        default: .nan
        }
    }

    /// Expects `timeline` sampled at `progress`, into a frame and track by track, to show `expected` (the four
    /// opacities, then the slide's x translation; `nil` for a value not worked out) within 1e-9.
    private func expect(_ timeline: Timeline, at progress: Double, _ expected: [Double?]) {
        var frame = timeline.makeFrame()
        timeline.sample(atProgress: progress, into: &frame)
        let sampled = frame.values.map(number)
        let single = timeline.tracks.indices.map { number(timeline.value(ofTrack: $0, atProgress: progress)) }
        #expect(sampled.count == expected.count && single.count == expected.count, "\(progress): \(sampled)")
        for (index, value) in expected.enumerated() {
            guard let value else { continue }
            #expect(isClose(sampled[index], value, within: 1e-9), "\(progress) track \(index): \(sampled[index])")
            #expect(isClose(single[index], value, within: 1e-9), "\(progress) track \(index) alone: \(single[index])")
        }
    }

    @Test("A straight move is two keyframes, no delay, some duration and linear timing into the last")
    func straightMoves() throws {
        #expect(try move("a").isStraightMove)
        #expect(try move("a", timing: .curve(.linear)).isStraightMove)
        #expect(try !move("a", timing: .curve(.easeInOut)).isStraightMove)
        #expect(try !move("a", timing: .spring(Spring(dampingRatio: 0.5, duration: 1))).isStraightMove)
        #expect(try !move("a", delay: 0.1).isStraightMove)
        #expect(try !move("a", duration: 0).isStraightMove)
        let three = try Track(
            target: "a", property: .opacity,
            keyframes: [
                Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 0.5, value: .scalar(5)),
                Keyframe(time: 1, value: .scalar(10)),
            ],
            duration: 1)
        #expect(!three.isStraightMove)
        let still = try Track(
            target: "a", property: .opacity, keyframes: [Keyframe(time: 0, value: .scalar(1))], duration: 1)
        #expect(!still.isStraightMove)
    }

    @Test("Inside 0…1 the progress is the time progress × duration")
    func inside() throws {
        let timeline = try timeline()
        // At 1 s: whole half way, half at its end, eased half way (the curve is symmetric), late not started.
        expect(timeline, at: 0.5, [5, 10, 5, 0, 50])
        // At 1.5 s (eased not worked out by hand): late half way.
        expect(timeline, at: 0.75, [7.5, 10, nil, 5, 75])
        expect(timeline, at: 1, [10, 10, 10, 10, 100])
        var frame = timeline.makeFrame()
        timeline.sample(atProgress: 0.75, into: &frame)
        #expect(frame.time == 1.5)
    }

    @Test("Past the end straight moves carry on at their own speed and every other track holds its end")
    func pastTheEnd() throws {
        let timeline = try timeline()
        // 0.25 past the end is 0.5 s: whole (10 per 2 s) gains 2.5, half (10 per 1 s) gains 5, slide gains 25.
        expect(timeline, at: 1.25, [12.5, 15, 10, 10, 125])
        // 0.25 before the start: the same distances the other way; the others hold their first values.
        expect(timeline, at: -0.25, [-2.5, -5, 0, 0, -25])
        #expect(timeline.value(ofTrack: 5, atProgress: 0.5) == nil)
        #expect(timeline.value(ofTrack: -1, atProgress: 2) == nil)
    }

    @Test("A reversed timeline reads the forward one at 1 − progress, past the ends too")
    func reversed() throws {
        let timeline = try timeline().reversed()
        expect(timeline, at: 1.25, [-2.5, -5, 0, 0, -25])
        expect(timeline, at: -0.25, [12.5, 15, 10, 10, 125])
    }

    @Test("A progress that is not finite reads as the nearest end; a value past the end that is not finite holds")
    func notFinite() throws {
        let timeline = try timeline()
        expect(timeline, at: .nan, [0, 0, 0, 0, 0])
        expect(timeline, at: -.infinity, [0, 0, 0, 0, 0])
        expect(timeline, at: .infinity, [10, 10, 10, 10, 100])
        // 10 × 1e308 overflows: every straight move holds its end.
        expect(timeline, at: 1e308, [10, 10, 10, 10, 100])
        expect(timeline, at: -1e308, [0, 0, 0, 0, 0])
    }

    @Test("A timeline without tracks or without duration samples by progress as by time")
    func degenerate() throws {
        let empty = Timeline(tracks: [])
        var frame = empty.makeFrame()
        empty.sample(atProgress: 3, into: &frame)
        #expect(frame.values.isEmpty)
        let jump = Timeline(tracks: [try move("jump", duration: 0)])
        var jumpFrame = jump.makeFrame()
        jump.sample(atProgress: 2, into: &jumpFrame)
        // A track of no duration jumps to its last value at its delay and is no straight move to follow.
        #expect(jumpFrame.values == [.scalar(10)])
    }

    /// Two screens of `count` matched elements with random frames, colours and corner radii (some of them huge, so
    /// that a line followed far past an end overflows).
    private func screens(_ count: Int, _ random: inout SeededRandom) throws -> (Scene, Scene) {
        func scene() throws -> Scene {
            let elements = (0..<count).map { index in
                let scale: CGFloat = index % 5 == 4 ? 1e6 : 1
                var element = Scene.Element(
                    identifier: "e\(index)",
                    frame: CGRect(
                        x: CGFloat.random(in: 0...300, using: &random) * scale,
                        y: CGFloat.random(in: 0...700, using: &random),
                        width: CGFloat.random(in: 1...90, using: &random),
                        height: CGFloat.random(in: 1...90, using: &random) * scale))
                element.backgroundColor = Color(
                    red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                    blue: .random(in: 0...1, using: &random), alpha: .random(in: 0...1, using: &random))
                element.cornerRadii = .uniform(.random(in: 0...20, using: &random))
                return element
            }
            return try Scene(size: CGSize(width: 390, height: 844), elements: elements)
        }
        return (try scene(), try scene())
    }

    @Test("Planned keyed tracks followed past the ends match each track's own line, bit for bit", arguments: 0..<6)
    func plannedMatchTracks(seed: UInt64) throws {
        var random = SeededRandom(seed: seed &* 2_654_435_761 &+ 5)
        let (from, to) = try screens(12, &random)
        let transitions: [Transition] = [
            .slide(from: .right).combined(with: .matchedGeometry()).curve(.linear),
            .fade.combined(with: .matchedGeometry(fade: .through)).curve(.linear),
            .cube(from: .left).curve(.linear),
        ]
        for transition in transitions {
            let forward = try Planner().plan(
                transition, from: from, to: to, operation: .push, containerSize: CGSize(width: 390, height: 844)
            ).timeline
            for timeline in [forward, forward.reversed()] {
                let tracks = timeline.tracks
                #expect(!timeline.straightMoves.isEmpty)
                var frame = timeline.makeFrame()
                for progress in [-1e305, -3, -0.25, -1e-9, 1 + 1e-9, 1.3, 7, 1e305] {
                    timeline.sample(atProgress: progress, into: &frame)
                    for index in tracks.indices {
                        let track = tracks[index]
                        // The forward track's fraction; a reversed timeline reads the forward one at 1 − progress.
                        let forwardProgress = timeline.isReversed ? 1 - progress : progress
                        let scale = timeline.duration / track.duration
                        let fraction =
                            scale == 1
                            ? forwardProgress
                            : forwardProgress < 0 ? forwardProgress * scale : 1 + (forwardProgress - 1) * scale
                        let end = forwardProgress < 0 ? 0.0 : timeline.duration
                        let expected =
                            (track.isStraightMove ? track.followed(at: fraction) : nil) ?? track.value(at: end)
                        #expect(frame.value(ofTrack: index) == expected, "\(transition) \(progress) track \(index)")
                    }
                }
            }
        }
    }
}
