import Foundation
import Testing

@testable import Choreograph

/// A timeline's duration and straight moves, found while its tracks are compiled, checked against the rules read off
/// the tracks one by one: the duration is the latest end, the straight moves the tracks of two keyframes, no delay,
/// some duration and linear timing.
@Suite("Timeline measures")
struct TimelineMeasuresTests {
    /// A track of `target`'s opacity from 0 to 1 (or held at 0.5 with one keyframe), with its delay, duration and
    /// timing.
    private func track(
        _ target: String, delay: Double, duration: Double, timing: TimingParameters, held: Bool = false
    ) throws -> Track {
        if held {
            return try Track(
                target: target, property: .opacity, keyframes: [Keyframe(time: 0, value: .scalar(0.5))],
                delay: delay, duration: duration)
        }
        return try Track(
            target: target, property: .opacity, from: .scalar(0), to: .scalar(1), timing: timing, delay: delay,
            duration: duration)
    }

    @Test("The duration is the latest end and the straight moves are found by the rule, forwards and reversed")
    func measuresFollowTheRules() throws {
        let tracks = [
            try track("a", delay: 0, duration: 0.5, timing: .linear),  // straight: ends at 0.5
            try track("b", delay: 0.25, duration: 0.5, timing: .linear),  // delayed: ends at 0.75
            try track("c", delay: 0, duration: 0.6, timing: .curve(.easeInOut)),  // eased: ends at 0.6
            try track("d", delay: 0, duration: 0, timing: .linear),  // no duration: ends at 0
            try track("e", delay: 0, duration: 0.7, timing: .linear, held: true),  // one keyframe: ends at 0.7
            try track("f", delay: 0, duration: 0.4, timing: .curve(.linear)),  // a linear curve: straight
        ]
        let timeline = Timeline(tracks: tracks)
        // Worked out by hand from the comments above.
        #expect(timeline.duration == 0.75)
        #expect(timeline.straightMoves == [0, 5])
        let reversed = timeline.reversed()
        #expect(reversed.duration == 0.75)
        #expect(reversed.straightMoves == [0, 5])
        #expect(Timeline(tracks: []).duration == 0)
        #expect(Timeline(tracks: []).straightMoves.isEmpty)
        // The first track's end counts even when no later one ends after it.
        #expect(Timeline(tracks: [tracks[1], tracks[0]]).duration == 0.75)
    }

    @Test("Tracks sharing one keyframe array are straight moves by their own delay and duration")
    func sharedArraysMeasuredPerTrack() throws {
        // One array of a linear move and one of an eased move, each shared by tracks of different delays and
        // durations, the same delay and duration coming back after others: what compiling finds for a shared array
        // is reused only by a track of the same delay and duration.
        let straight = [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1))]
        let eased = [Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1), timing: .default)]
        let cases: [(keyframes: [Keyframe], delay: Double, duration: Double)] = [
            (straight, 0, 0.5), (straight, 0.1, 0.5), (straight, 0, 0), (straight, 0, 0.5), (eased, 0, 0.5),
            (straight, 0.1, 0.5), (eased, 0, 0.5), (straight, 0, 0), (straight, 0, 0.9), (straight, -0.0, 0.5),
        ]
        let tracks = try cases.enumerated().map { index, item in
            try Track(
                target: "t\(index)", property: .opacity, keyframes: item.keyframes, delay: item.delay,
                duration: item.duration)
        }
        let timeline = Timeline(tracks: tracks)
        // By the rule: two keyframes, no delay, some duration, linear timing; the latest end is 0.1 + 0.5 or 0.9.
        #expect(timeline.straightMoves == [0, 3, 8, 9])
        #expect(timeline.duration == 0.9)
        // The tracks did share their arrays.
        let storages = Set(tracks.map { $0.keyframes.withUnsafeBufferPointer { $0.baseAddress } })
        #expect(storages.count == 2)
    }
}
