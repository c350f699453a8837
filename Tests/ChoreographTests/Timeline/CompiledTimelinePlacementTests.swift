import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where compiling places each track — its kind and offset in a frame, and its record among the moving tracks, found
/// from the entry of its keyframe array in the walk that compiles it — against the plain rules, worked out here from
/// each track's own lane and first interpolant: offsets are the running sum of the kinds' component counts, and the
/// moving tracks are every track but those of a single keyframe held at a constant, grouped by the case of their
/// first interpolant (a keyed one by the kind of its values, after the others) and in track order within a group.
@Suite("Compiled timeline placement")
struct CompiledTimelinePlacementTests {
    /// A moving track's fields, comparable.
    private struct Record: Equatable, CustomStringConvertible {
        var offset: Int32
        var index: Int32
        var lane: Int32
        var keyed: AnimatableValue.Kind?

        var description: String { "offset \(offset) index \(index) lane \(lane) keyed \(String(describing: keyed))" }
    }

    /// The group of an interpolant by the rule: a constant, a transform, then keyed by the kind of its values in the
    /// order of ``AnimatableValue/Kind``'s cases.
    private func group(_ interpolant: CompiledTimeline.Interpolant) -> Int {
        let keyedKinds: [AnimatableValue.Kind] = [.scalar, .point, .size, .rect, .color, .cornerRadii, .transform]
        switch interpolant {
        case .constant: return 0
        case .transform: return 1
        case .keyed(let kind, _): return 2 + (keyedKinds.firstIndex(of: kind) ?? 99)
        }
    }

    /// The moving tracks by the rule, from each track's lane and first interpolant and the reference offsets.
    private func referenceRecords(_ compiled: CompiledTimeline, offsets: [Int32]) -> [Record] {
        var records: [(group: Int, track: Int, record: Record)] = []
        for track in compiled.trackLane.indices {
            let lane = compiled.trackLane[track]
            let first = compiled.trackFirstInterpolant[track]
            let interpolant = compiled.interpolants[Int(first)]
            if compiled.lanes[Int(lane)].keyCount == 1, case .constant = interpolant { continue }
            let record: Record
            if case .keyed(let kind, let start) = interpolant {
                record = Record(offset: offsets[track], index: start, lane: lane, keyed: kind)
            } else {
                record = Record(offset: offsets[track], index: first, lane: lane, keyed: nil)
            }
            records.append((group(interpolant), track, record))
        }
        return records.sorted { ($0.group, $0.track) < ($1.group, $1.track) }.map(\.record)
    }

    /// Checks `tracks`' compiled placement against the rules.
    private func checkPlacement(_ tracks: [Track], _ comment: Comment) {
        let compiled = CompiledTimeline(tracks: tracks)
        let kinds = tracks.map(\.property.kind)
        var offsets: [Int32] = []
        var total = 0
        for kind in kinds {
            offsets.append(Int32(total))
            total += kind.componentCount
        }
        #expect(compiled.layout.kinds == kinds, comment)
        #expect(compiled.layout.offsets == offsets, comment)
        #expect(compiled.layout.componentCount == total, comment)
        let records = compiled.movingTracks.map {
            Record(offset: $0.offset, index: $0.index, lane: $0.lane, keyed: $0.keyed)
        }
        #expect(records == referenceRecords(compiled, offsets: offsets), comment)
        // Each track's first interpolant is its own: a held track's constant holds its value, another's interpolants
        // come from its own keyframes (sampling compares their values, ``CompiledTimelineLaneTests``).
        for (index, track) in tracks.enumerated() where track.keyframes.count == 1 {
            let first = compiled.interpolants[Int(compiled.trackFirstInterpolant[index])]
            guard case .constant(let start, let count) = first else {
                Issue.record("held track \(index) has \(first); \(comment)")
                continue
            }
            #expect(
                Array(compiled.constantComponents[Int(start)..<Int(start + count)])
                    == track.keyframes[0].value.components,
                comment)
        }
    }

    /// Keyframe arrays of every kind, of one, two and three keyframes, shared by many tracks.
    private func arrays() -> [(AnimatableProperty, [Keyframe])] {
        let turned = Transform3D(rotationAngle: 0.7).concatenating(Transform3D(scaleX: 1.5, y: 0.5))
        let values: [(AnimatableProperty, AnimatableValue, AnimatableValue)] = [
            (.opacity, .scalar(1), .scalar(0.25)),
            (.position, .point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 30, y: -4))),
            (.shadowOffset, .size(CGSize(width: 1, height: 2)), .size(CGSize(width: 3, height: 0))),
            (
                .bounds, .rect(CGRect(x: 0, y: 0, width: 10, height: 20)),
                .rect(CGRect(x: 0, y: 0, width: 40, height: 5))
            ),
            (.backgroundColor, .color(.black), .color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))),
            (.cornerRadii, .cornerRadii(CornerRadii(all: 2)), .cornerRadii(CornerRadii(all: 12))),
            (.transform, .transform(.identity), .transform(turned)),
            (AnimatableProperty(name: "blur", kind: .scalar), .scalar(0), .scalar(8)),
        ]
        return values.flatMap { property, from, to in
            [
                (property, [Keyframe(time: 0, value: from)]),
                (property, [Keyframe(time: 0, value: from), Keyframe(time: 1, value: to, timing: .linear)]),
                (
                    property,
                    [
                        Keyframe(time: 0, value: from), Keyframe(time: 0.4, value: to, timing: .default),
                        Keyframe(time: 1, value: from, timing: .curve(.easeIn)),
                    ]
                ),
            ]
        }
    }

    @Test("Tracks of shared arrays of every kind are placed as the rules place them", arguments: 0..<12)
    func sharedArraysPlaceByRule(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 6_151 &+ 17)
        let arrays = arrays()
        let count = Int.random(in: 0...(seed < 6 ? 40 : 700), using: &random)
        let tracks = try (0..<count).map { index in
            let (property, keyframes) = arrays[Int.random(in: 0..<arrays.count, using: &random)]
            // Most tracks share an array as it is; some copy it into storage of their own.
            let own = Int.random(in: 0..<5, using: &random) == 0 ? keyframes.map { $0 } : keyframes
            return try Track(
                target: "t\(index % 9)", property: property, keyframes: own,
                delay: [0, 0, 0.1].randomElement(using: &random) ?? 0,
                duration: [0.5, 0.5, 0.25, 0].randomElement(using: &random) ?? 0.5)
        }
        checkPlacement(tracks, "seed \(seed), \(count) tracks")
    }

    @Test("Planned timelines are placed as the rules place them")
    func plannedTimelinesPlaceByRule() throws {
        let (from, to) = try CompactNewViewHoldTests.screens()
        let transitions: [Transition] = [
            Transition.slide(from: .right).combined(with: .matchedGeometry()),
            Transition.matchedGeometry(fade: .cross, fit: .height).duration(0.6),
            Transition.fade.combined(with: .matchedGeometry()).spring(dampingRatio: 0.5),
        ]
        for (index, transition) in transitions.enumerated() {
            let plan = try Planner().plan(transition, from: from, to: to, operation: .push, containerSize: container)
            #expect(!plan.timeline.compiled.movingTracks.isEmpty)
            checkPlacement(plan.timeline.tracks, "transition \(index)")
        }
    }

    @Test("A timeline of no tracks has an empty layout of its own")
    func emptyLayout() {
        let first = CompiledTimeline(tracks: [])
        let second = CompiledTimeline(tracks: [])
        #expect(first.layout.kinds.isEmpty && first.layout.offsets.isEmpty && first.layout.componentCount == 0)
        #expect(first.movingTracks.isEmpty)
        #expect(first.layout !== second.layout && first.layout !== FrameLayout.unplaced)
    }
}
