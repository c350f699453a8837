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
}
