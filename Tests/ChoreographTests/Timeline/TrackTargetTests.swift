import Foundation
import Testing

@testable import Choreograph

/// A track keeps its target as a ``TransitionTarget`` and writes ``Track/target`` when it is read: tracks must still
/// read, compare, hash, print and be looked up exactly as tracks that kept the name as a string.
@Suite("Track targets")
struct TrackTargetTests {
    /// A track as it stored its target before: the name as a string, beside the same fields, in the same order.
    private struct Track {
        var target: String
        var property: AnimatableProperty
        var keyframes: [Keyframe]
        var delay: Double
        var duration: Double
    }

    private static let keyframes = [
        Keyframe(time: 0, value: .scalar(0)), Keyframe(time: 1, value: .scalar(1), timing: .linear),
    ]

    private func track(_ target: String, _ property: AnimatableProperty = .opacity) throws -> Choreograph.Track {
        try Choreograph.Track(
            target: target, property: property, keyframes: Self.keyframes, delay: 0.25, duration: 2)
    }

    private func planned(_ target: TransitionTarget) -> Choreograph.Track {
        Choreograph.Track(checkedTarget: target, property: .opacity, keyframes: Self.keyframes, duration: 2)
    }

    @Test("A track's target reads back as the name it was given or planned with, byte for byte")
    func names() throws {
        for name in ["v", "ghost:shared-123", "snapshot:from:a", "element:to:b", "ghost:", "caf\u{E9}", "ghost:x:y"] {
            #expect(Array(try track(name).target.utf8) == Array(name.utf8))
        }
        #expect(planned(.ghost("shared-123")).target == "ghost:shared-123")
        #expect(planned(.snapshot("shared-123", of: .to)).target == "snapshot:to:shared-123")
        #expect(planned(.element("a", of: .from)).target == "element:from:a")
        #expect(planned(.fromScreen).target == "transition.from")
    }

    @Test("Tracks are equal and hash alike exactly when their targets' names (and the rest) are")
    func equality() throws {
        // A track made from a raw name and one planned for the target it names; canonically equivalent names, as
        // `String` compares them.
        let equalPairs: [(Choreograph.Track, Choreograph.Track)] = [
            (try track("ghost:x").withDelay(0), planned(.ghost("x"))),
            (try track("snapshot:from:x").withDelay(0), planned(.snapshot("x", of: .from))),
            (try track("transition.to").withDelay(0), planned(.toScreen)),
            (try track("ghost:caf\u{E9}"), try track("ghost:cafe\u{301}")),
            (try track("\u{212A}"), try track("K")),
        ]
        for (a, b) in equalPairs {
            #expect(a == b)
            #expect(a.hashValue == b.hashValue)
            #expect(Set([a, b]).count == 1)
        }
        let distinct = [
            planned(.ghost("x")), planned(.snapshot("x", of: .from)), planned(.snapshot("x", of: .to)),
            planned(.element("x", of: .from)), planned(TransitionTarget(name: "x")), planned(.ghost("y")),
            planned(TransitionTarget(name: "ghost-x")),
        ]
        #expect(Set(distinct).count == distinct.count)
        for (index, a) in distinct.enumerated() {
            for b in distinct[(index + 1)...] { #expect(a != b) }
        }
        // The property and timing still count.
        #expect(try track("ghost:x", .opacity) != track("ghost:x", .borderWidth))
    }

    @Test("A track prints and dumps as a track that kept its target's name did")
    func printing() throws {
        let made = try track("ghost:shared-123")
        let reference = Track(
            target: "ghost:shared-123", property: .opacity, keyframes: Self.keyframes, delay: 0.25, duration: 2)
        let typeName = "TrackTargetTests.Track"
        let referenceText = String(describing: reference).replacingOccurrences(of: typeName, with: "Track")
        #expect(String(describing: made) == referenceText)
        #expect(String(describing: made).hasPrefix("Track(target: \"ghost:shared-123\", property: "))
        var dumped = ""
        var referenceDump = ""
        dump(made, to: &dumped)
        dump(reference, to: &referenceDump)
        // The first line names the type (the reference's with its context); every line after it must be the same.
        #expect(dumped.split(separator: "\n").first == "▿ Choreograph.Track")
        #expect(dumped.split(separator: "\n").dropFirst() == referenceDump.split(separator: "\n").dropFirst())
    }

    @Test("A broken track's error names its target's name")
    func errors() {
        do {
            _ = try Choreograph.Track(target: "ghost:x", property: .opacity, keyframes: [], duration: 1)
            Issue.record("a track without keyframes was made")
        } catch {
            #expect(error.track == "ghost:x.opacity")
        }
    }

    @Test("A hosted track keeps its target")
    func hosting() throws {
        let bounds = try Choreograph.Track(
            target: "snapshot:from:a", property: .bounds,
            keyframes: [Keyframe(time: 0, value: .rect(.init(x: 0, y: 0, width: 10, height: 20)))], duration: 1)
        let scaled = try #require(bounds.boundsAsScale(from: .init(width: 5, height: 10)))
        #expect(scaled.target == "snapshot:from:a")
        #expect(scaled.transitionTarget == .snapshot("a", of: .from))
    }

    @Test("A timeline lists and finds its tracks' targets by name, canonical equivalence included")
    func timelineLookups() throws {
        let timeline = Timeline(tracks: [
            planned(.ghost("caf\u{E9}")), try track("ghost:cafe\u{301}", .borderWidth),
            planned(.snapshot("a", of: .to)),
            try track("transition.from"), planned(.ghost("caf\u{E9}")),
        ])
        // The first spelling of each target, in order of first appearance.
        #expect(timeline.targets == ["ghost:caf\u{E9}", "snapshot:to:a", "transition.from"])
        #expect(timeline.trackIndexes(for: "ghost:cafe\u{301}") == [0, 1, 4])
        #expect(timeline.trackIndexes(for: "snapshot:to:a") == [2])
        #expect(timeline.trackIndexes(for: "snapshot:from:a") == [])
        #expect(timeline.trackIndexes(for: "a") == [])
        // Track 1 is the border width track; at its end its value is its last keyframe's.
        #expect(timeline.value(of: "ghost:caf\u{E9}", .borderWidth, at: 2.25) == .scalar(1))
        #expect(timeline.value(of: "ghost:caf\u{E9}", .opacity, at: 0) == .scalar(0))
        #expect(timeline.value(of: "ghost:x", .opacity, at: 0) == nil)
    }
}

extension Choreograph.Track {
    /// The track with `delay`, everything else kept.
    fileprivate func withDelay(_ delay: Double) throws -> Choreograph.Track {
        try Choreograph.Track(
            target: target, property: property, keyframes: keyframes, delay: delay, duration: duration)
    }
}
