import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The direct path for a track of one straight motion, checked against the general joining of a track's motions and
/// against keyframes worked out by hand from the joining rule (hold the start value until the span starts, reach the
/// end value at the span's end under the timing, hold it until 1; one keyframe when the value never changes).
@Suite("Straight tracks")
struct StraightTrackTests {
    static let target = TransitionTarget.ghost("card")

    /// The keyframes the general path joins for `motion` alone on its track under the plan timing `timing`.
    static func joined(_ motion: Motion, timing: TimingParameters) throws -> [Keyframe] {
        var progress = PathProgress()
        return try TrackAssembly.keyframes(
            for: [0][...], of: [motion], key: MotionKey(motion), effect: "test", timing: timing, progress: &progress)
    }

    /// The direct path's track for `motion` alone, remembering keyframes in `shared`.
    static func straight(
        _ motion: Motion, timing: TimingParameters, duration: Double = 0.5, shared: inout SharedKeyframes
    ) -> Track? {
        straightWithSet(motion, timing: timing, duration: duration, shared: &shared)?.track
    }

    /// ``straight(_:timing:duration:shared:)``, with the index of its keyframe array among those `shared` handed
    /// out: tracks of one index share their keyframes.
    static func straightWithSet(
        _ motion: Motion, timing: TimingParameters, duration: Double = 0.5, shared: inout SharedKeyframes
    ) -> (track: Track, set: Int32)? {
        let set = [motion].withUnsafeBufferPointer { motions in
            TrackAssembly.straightSet(
                at: 0, of: motions, rank: Int(motion.property.place), timing: timing, duration: duration,
                shared: &shared)
        }
        guard let set else { return nil }
        let track = Track(
            checkedTarget: motion.target, property: motion.property,
            keyframes: Array(shared.keyframes[shared.setStarts[Int(set)]..<shared.setStarts[Int(set) + 1]]),
            duration: duration)
        return (track, set)
    }

    /// Whether two keyframe lists have the same times, values and timings bit for bit (a NaN equals itself, 0 and
    /// −0 differ).
    static func identical(_ a: [Keyframe], _ b: [Keyframe]) -> Bool {
        func bits(_ keyframe: Keyframe) -> [UInt64] {
            [keyframe.time.bitPattern] + keyframe.value.components.map(\.bitPattern)
        }
        return a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                bits(x) == bits(y) && x.value.kind == y.value.kind && "\(x.timing)" == "\(y.timing)"
            }
    }

    static let spans: [ClosedRange<Double>] = [
        0...1, 0.25...1, 0...0.75, 0.2...0.6, 0...0, 0...(-0.0), 1...1, 0.5...0.5,
    ]
    static let ends: [(AnimatableProperty, AnimatableValue, AnimatableValue)] = [
        (.opacity, .scalar(0), .scalar(1)),
        (.opacity, .scalar(0.5), .scalar(0.5)),
        (.opacity, .scalar(0), .scalar(-0.0)),
        (.opacity, .scalar(-0.0), .scalar(0)),
        (.opacity, .scalar(.nan), .scalar(.nan)),
        (.opacity, .scalar(1), .scalar(.infinity)),
        (.opacity, .scalar(1), .point(.zero)),
        (.position, .point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 30, y: -4))),
        (.bounds, .rect(CGRect(x: 0, y: 0, width: 10, height: 20)), .rect(CGRect(x: 0, y: 0, width: 10, height: 20))),
        (.transform, .transform(.identity), .transform(Transform3D(scaleX: 2, y: 3))),
        (.backgroundColor, .color(Color(white: 0.5)), .color(Color(red: 1, green: 0, blue: 0))),
        (AnimatableProperty(name: "glow", kind: .scalar), .scalar(1), .scalar(3)),
    ]

    @Test("A change alone on its track gives the general path's keyframes, or leaves a broken track to it")
    func changeMatchesGeneralPath() throws {
        let curve = try CubicBezier(x1: 0.3, y1: 0, x2: 0.2, y2: 1)
        // One memory for every case, so that a motion is also compared with the ones before it.
        var shared = SharedKeyframes()
        for span in Self.spans {
            for (property, from, to) in Self.ends {
                for own in [nil, TimingParameters.linear] {
                    let motion = Motion(
                        target: Self.target, property: property, span: span, shape: .change(from: from, to: to),
                        timing: own)
                    let general = try Self.joined(motion, timing: .curve(curve))
                    let valid: Track? = try? Track(
                        target: Self.target.name, property: property, keyframes: general, duration: 0.5)
                    let straight = Self.straight(motion, timing: .curve(curve), shared: &shared)
                    #expect((straight == nil) == (valid == nil), "\(span) \(from) → \(to)")
                    if let straight {
                        #expect(Self.identical(straight.keyframes, general), "\(span) \(from) → \(to)")
                        #expect(straight == valid)
                    }
                }
            }
        }
    }

    @Test("Tracks of identical motions share keyframes; 0 and −0, other spans or timings do not")
    func sharing() throws {
        var shared = SharedKeyframes()
        let fadeOut = Motion(Self.target, .opacity, from: .scalar(1), to: .scalar(0))
        let fadeIn = Motion(Self.target, .opacity, from: .scalar(0), to: .scalar(1))
        let late = Motion(Self.target, .opacity, from: .scalar(0), to: .scalar(1), during: 0.5...1)
        let negative = Motion(Self.target, .opacity, from: .scalar(-0.0), to: .scalar(1))
        let curve = try CubicBezier(x1: 0.1, y1: 0, x2: 0.2, y2: 1)
        for motion in [fadeOut, fadeIn, fadeOut, late, fadeIn, negative, fadeIn, late] {
            for timing in [TimingParameters.default, .linear, .curve(curve)] {
                let track = try #require(Self.straight(motion, timing: timing, shared: &shared))
                #expect(Self.identical(track.keyframes, try Self.joined(motion, timing: timing)))
            }
        }
        // The same motion twice is one array; 0 and −0 are two.
        func storage(_ motion: Motion) throws -> Int32 {
            try #require(Self.straightWithSet(motion, timing: .default, shared: &shared)).set
        }
        #expect(try storage(fadeIn) == storage(fadeIn))
        #expect(try storage(fadeIn) != storage(negative))
        // Held values of any span and timing share the one keyframe; the end of a held −0 is its start.
        let held = Motion(Self.target, .opacity, from: .scalar(-0.0), to: .scalar(0), during: 0.2...0.4)
        let track = try #require(Self.straight(held, timing: .default, shared: &shared))
        #expect(Self.identical(track.keyframes, [Keyframe(time: 0, value: .scalar(-0.0))]))
    }

    @Test("A line under a timing that stays in 0…1 is straight; under a spring or an overshoot, or a path, it is not")
    func lines() throws {
        var shared = SharedKeyframes()
        let path: @Sendable (Double) -> AnimatableValue = { .scalar(CGFloat(2 * $0)) }
        let line = Motion(
            target: Self.target, property: .opacity, span: 0.2...0.8,
            shape: .line(from: .scalar(0), to: .scalar(2), path: path))
        let straight = try #require(Self.straight(line, timing: .default, shared: &shared))
        #expect(Self.identical(straight.keyframes, try Self.joined(line, timing: .default)))
        let spring = try Spring(response: 0.4, dampingFraction: 0.7)
        #expect(Self.straight(line, timing: .spring(spring), shared: &shared) == nil)
        let overshoot = try CubicBezier(x1: 0.3, y1: 1.6, x2: 0.2, y2: 1)
        #expect(Self.straight(line, timing: .curve(overshoot), shared: &shared) == nil)
        #expect(Self.straight(Motion(Self.target, .opacity, path: path), timing: .default, shared: &shared) == nil)
        // A bad duration is left to the general path, which names it.
        let change = Motion(Self.target, .opacity, from: .scalar(0), to: .scalar(1))
        #expect(Self.straight(change, timing: .default, duration: -1, shared: &shared) == nil)
    }

    @Test("The keyframes are the rule's, worked out by hand")
    func handWorked() {
        let keyframes = TrackAssembly.straightKeyframes(
            from: .scalar(1), to: .scalar(0), span: 0.25...0.5, timing: .default)
        #expect(keyframes.map(\.time) == [0, 0.25, 0.5, 1])
        #expect(keyframes.map(\.value) == [.scalar(1), .scalar(1), .scalar(0), .scalar(0)])
        #expect(keyframes.map(\.timing) == [.linear, .linear, .default, .linear])
        let whole = TrackAssembly.straightKeyframes(from: .scalar(1), to: .scalar(0), span: 0...1, timing: .default)
        #expect(
            whole == [Keyframe(time: 0, value: .scalar(1)), Keyframe(time: 1, value: .scalar(0), timing: .default)])
        let held = TrackAssembly.straightKeyframes(
            from: .scalar(0.5), to: .scalar(0.5), span: 0.25...0.5, timing: .default)
        #expect(held == [Keyframe(time: 0, value: .scalar(0.5))])
    }

    @Test("A property's place is its first place in the order, found without hashing; others' come after all")
    func ranks() {
        let order = TrackAssembly.propertyOrder
        for property in AnimatableProperty.viewProperties + [.circularMask] {
            #expect(Int(property.place) == order.firstIndex(of: property))
        }
        let others = [
            AnimatableProperty(name: "position", kind: .rect), AnimatableProperty(name: "opacity", kind: .color),
            AnimatableProperty(name: "blur", kind: .scalar), AnimatableProperty(name: "", kind: .transform),
        ]
        for property in others {
            #expect(property.place == AnimatableProperty.customPlace)
            #expect(Int(property.place) >= order.count)
        }
    }

    @Test("Motions in strictly increasing rank are found in order, and sorting leaves them so", arguments: 0..<8)
    func increasingRanks(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 6_151 &+ 5)
        for count in [2, 3, 7, 14] {
            // Few distinct ranks, so that repeated and falling ranks come often.
            let ranks = (0..<count).map { _ in Int.random(in: 0..<5, using: &random) }
            let indexes = Array(0..<count).shuffled(using: &random)
            var sorted = indexes
            TrackAssembly.sortStably(&sorted, 0..<count) { ranks[$0] < ranks[$1] }
            // Reference: each rank greater than the one before it.
            let increasing = zip(indexes, indexes.dropFirst()).allSatisfy { ranks[$0] < ranks[$1] }
            #expect(TrackAssembly.ranksIncrease(indexes, 0..<count, ranks) == increasing, "\(ranks) \(indexes)")
            if increasing { #expect(sorted == indexes) }
            // One motion per property, in the order of their ranks, as an effect mostly gives them.
            let spread = (0..<count).map { 3 * $0 + Int.random(in: 0..<3, using: &random) }
            #expect(TrackAssembly.ranksIncrease(Array(0..<count), 0..<count, spread))
            let tie = spread.enumerated().map { $0.offset == count - 1 ? spread[count - 2] : $0.element }
            #expect(!TrackAssembly.ranksIncrease(Array(0..<count), 0..<count, tie), "a repeated rank is no increase")
        }
    }

    @Test("Motions of a target are sorted stably, by insertion when few, in their range only", arguments: 0..<8)
    func stableSort(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 7_919 &+ 11)
        for count in [2, 5, TrackAssembly.insertionSortLimit, TrackAssembly.insertionSortLimit + 1, 90] {
            // Few distinct keys, so that many indexes tie and their order must be kept.
            let keys = (0..<count + 6).map { _ in Int.random(in: 0..<4, using: &random) }
            var indexes = Array((0..<count + 6).reversed())
            let range = 3..<(3 + count)
            let original = indexes
            TrackAssembly.sortStably(&indexes, range) { keys[$0] < keys[$1] }
            // Reference: the range ordered by key, then by where each index stood before.
            let expected = original[range].enumerated().sorted { a, b in
                keys[a.element] != keys[b.element] ? keys[a.element] < keys[b.element] : a.offset < b.offset
            }.map(\.element)
            #expect(Array(indexes[range]) == expected, "\(count) indexes")
            #expect(indexes[..<range.lowerBound] == original[..<range.lowerBound])
            #expect(indexes[range.upperBound...] == original[range.upperBound...])
        }
    }
}
