import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Timing lanes against a plain reference: tracks share a lane exactly when they have the same delay, duration,
/// keyframe times and keyframe timings (the first keyframe's included), and lanes are numbered in order of first
/// appearance.
@Suite("Compiled timeline lanes")
struct CompiledTimelineLaneTests {
    /// What decides a track's lane, compared field by field.
    private struct Signature: Equatable {
        var delay: Double
        var duration: Double
        var times: [Double]
        var timings: [TimingParameters]

        init(_ track: Track) {
            delay = track.delay
            duration = track.duration
            times = track.keyframes.map(\.time)
            timings = track.keyframes.map(\.timing)
        }
    }

    /// Each track's lane by the reference rule: a scan of the signatures seen so far.
    private func referenceLanes(_ tracks: [Track]) -> (lanes: [Int], count: Int) {
        var seen: [Signature] = []
        let lanes = tracks.map { track -> Int in
            let signature = Signature(track)
            if let index = seen.firstIndex(of: signature) { return index }
            seen.append(signature)
            return seen.count - 1
        }
        return (lanes, seen.count)
    }

    /// A random track drawn from few choices of each field, so that many tracks share a lane, many differ in one
    /// field only (the first keyframe's timing among them), and lanes recur after others.
    private func randomTrack(_ index: Int, using random: inout SeededRandom) throws -> Track {
        let timings: [TimingParameters] = [.linear, .default, .curve(.easeIn)]
        let count = [1, 2, 2, 3].randomElement(using: &random) ?? 2
        let times: [Double] =
            count == 1 ? [0] : count == 2 ? [0, 1] : [0, [0.25, 0.5].randomElement(using: &random) ?? 0.5, 1]
        let keyframes = times.enumerated().map { offset, time in
            Keyframe(
                time: time, value: .scalar(CGFloat(offset + index)),
                timing: timings.randomElement(using: &random) ?? .linear)
        }
        return try Track(
            target: "t\(index % 7)", property: .opacity, keyframes: keyframes,
            delay: [0, 0.1].randomElement(using: &random) ?? 0,
            duration: [0.3, 0.5].randomElement(using: &random) ?? 0.3)
    }

    @Test("Tracks share a lane exactly when their signatures are equal", arguments: 0..<16)
    func lanesMatchReference(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let tracks = try (0..<Int.random(in: 1...120, using: &random)).map { try randomTrack($0, using: &random) }
        let compiled = CompiledTimeline(tracks: tracks)
        let reference = referenceLanes(tracks)
        #expect(compiled.trackLane.map(Int.init) == reference.lanes)
        #expect(compiled.lanes.count == reference.count)
        // Every lane holds the keyframe times and segment timings of the tracks in it.
        for (track, lane) in zip(tracks, compiled.trackLane) {
            let stored = compiled.lanes[Int(lane)]
            #expect(stored.delay == track.delay && stored.duration == track.duration)
            #expect(
                Array(compiled.keyTimes[stored.firstKey..<stored.firstKey + stored.keyCount])
                    == track.keyframes.map(\.time))
            #expect(
                Array(compiled.segmentTimings[stored.firstTiming..<stored.firstTiming + stored.keyCount - 1])
                    == track.keyframes.dropFirst().map(\.timing))
        }
    }

    @Test("Transforms sample as their interpolator computes them, for every strategy, at the ends and past them")
    func transformsSampleAsInterpolator() throws {
        let turned = Transform3D(rotationAngle: 0.7).concatenating(Transform3D(scaleX: 1.5, y: 0.5))
        let tilted = Transform3D(rotationAngle: 0.9, x: 1, y: 0, z: 0).concatenating(.perspective(eyeDistance: 500))
        let flat = Transform3D(scaleX: 1, y: 1, z: 0).concatenating(.perspective(eyeDistance: 300))
        let pairs: [(Transform3D, Transform3D)] = [
            (.identity, .identity), (.identity, turned), (turned, tilted), (flat, Transform3D(scaleX: 2, y: 2)),
        ]
        let spring = try TimingParameters.spring(Spring(mass: 1, stiffness: 300, damping: 8))
        let tracks = try pairs.enumerated().map { index, pair in
            try Track(
                target: "t\(index)", property: .transform, from: .transform(pair.0), to: .transform(pair.1),
                timing: spring, duration: 1)
        }
        let strategies = Set(pairs.map { TransformInterpolator(from: $0.0, to: $0.1).strategy })
        #expect(strategies.isSuperset(of: [.constant, .affine, .decomposed]))
        let timeline = Timeline(tracks: tracks)
        var frame = timeline.makeFrame()
        for step in 0...40 {
            let time = Double(step) / 40
            timeline.sample(at: time, into: &frame)
            // The spring overshoots, so the progress leaves 0...1 on the way.
            let progress = spring.progress(at: time)
            for (index, pair) in pairs.enumerated() {
                let expected = TransformInterpolator(from: pair.0, to: pair.1).value(at: progress)
                #expect(frame.value(ofTrack: index) == .transform(expected), "track \(index) at \(time)")
            }
        }
    }

    @Test("Tracks sharing one keyframe array share its lane and interpolants only with the same delay and duration")
    func sharedArrays() throws {
        let turned = Transform3D(rotationAngle: 0.7).concatenating(Transform3D(scaleX: 1.5, y: 0.5))
        let turn = [
            Keyframe(time: 0, value: .transform(.identity)), Keyframe(time: 0.4, value: .transform(turned)),
            Keyframe(time: 1, value: .transform(.identity), timing: .default),
        ]
        let fade = [Keyframe(time: 0, value: .scalar(1)), Keyframe(time: 1, value: .scalar(0), timing: .default)]
        let held = [Keyframe(time: 0, value: .scalar(0.5))]
        // Many tracks, so that the table of compiled arrays grows beyond the room it makes at first while they come
        // back (each index's copy of the fade is an array of its own).
        var tracks: [Track] = []
        for index in 0..<(CompiledTimeline.CompiledArrays.initialCapacity + 44) {
            let (delay, duration) = index % 3 == 0 ? (0.0, 0.5) : index % 3 == 1 ? (0.1, 0.5) : (0.0, 0.25)
            tracks.append(
                try Track(target: "t\(index)", property: .transform, keyframes: turn, delay: delay, duration: duration))
            tracks.append(try Track(target: "t\(index)", property: .opacity, keyframes: fade, duration: duration))
            tracks.append(try Track(target: "t\(index)", property: .zPosition, keyframes: held, duration: 0.5))
            // An equal array of its own shares the lane, not the storage.
            tracks.append(try Track(target: "t\(index)", property: .opacity, keyframes: fade.map { $0 }, duration: 0.5))
        }
        let compiled = CompiledTimeline(tracks: tracks)
        #expect(compiled.trackLane.map(Int.init) == referenceLanes(tracks).lanes)
        // Four tracks per index: the turn (delay and duration by index % 3), the fade, the held value, the fade's copy.
        let first = compiled.trackFirstInterpolant
        #expect(first[0] == first[12], "the same turn array, delay and duration share interpolants")
        #expect(first[0] != first[4] && first[0] != first[8], "another delay or duration does not")
        #expect(first[1] == first[5], "the same fade array and duration share interpolants")
        #expect(first[1] != first[3], "an equal array of its own does not")
        #expect(first[0] == first[4 * 297] && first[1] == first[4 * 298 + 1], "nor forgotten after many others")
        let timeline = Timeline(tracks: tracks)
        var frame = timeline.makeFrame()
        for step in 0...20 {
            let time = Double(step) / 40
            timeline.sample(at: time, into: &frame)
            for (index, track) in tracks.enumerated() {
                let expected = track.value(at: time)
                guard let sampled = frame.value(ofTrack: index) else {
                    Issue.record("track \(index) missing")
                    continue
                }
                let difference = zip(sampled.components, expected.components).map { abs($0 - $1) }.max() ?? 0
                #expect(sampled.kind == expected.kind && difference < 1e-9, "track \(index) at \(time)")
            }
        }
    }
}
