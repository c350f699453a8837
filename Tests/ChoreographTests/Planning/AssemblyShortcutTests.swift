import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Track assembly's shortcuts against the plain rules they stand for: ranks remembered by a property's bits are the
/// ranks of ``TrackAssembly/propertyOrder`` and of the other properties sorted by name; tracks compiled by keyframe
/// group compile as tracks found by storage.
@Suite("Track assembly shortcuts")
struct AssemblyShortcutTests {
    /// The rank of every property of `properties` by the rule: its first place in the order (same name and kind),
    /// else the count of the order plus its place among the other properties, sorted by name, then kind.
    private func referenceRanks(_ properties: [AnimatableProperty]) -> [Int] {
        let order = TrackAssembly.propertyOrder
        let others = Set(properties.filter { !order.contains($0) }).sorted {
            $0.name != $1.name ? $0.name < $1.name : $0.kind.rawValue < $1.kind.rawValue
        }
        return properties.map { property in
            order.firstIndex(of: property) ?? order.count + (others.firstIndex(of: property) ?? 0)
        }
    }

    @Test(
        "Ranks by bits are the rule's, for names built at run time, stored apart, or of another kind", arguments: 0..<6)
    func ranksMatchRule(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7_919 &+ 11)
        let order = TrackAssembly.propertyOrder
        // The order's properties as literals, built from parts, stored out of line; names of the order with another
        // kind; names of no property; names only in their case or kind apart.
        let pool: [AnimatableProperty] =
            order
            + order.map {
                AnimatableProperty(name: String($0.name.prefix(3)) + String($0.name.dropFirst(3)), kind: $0.kind)
            }
            + order.map {
                AnimatableProperty(
                    name: String(String(String(repeating: "y", count: 30) + $0.name).dropFirst(30)), kind: $0.kind)
            }
            + order.map { AnimatableProperty(name: Self.outOfLine($0.name), kind: $0.kind) }
            + [
                AnimatableProperty(name: "caf\u{E9}", kind: .scalar),
                AnimatableProperty(name: Self.outOfLine("cafe\u{301}"), kind: .scalar),
                AnimatableProperty(name: "position", kind: .scalar), AnimatableProperty(name: "opacity", kind: .point),
                AnimatableProperty(name: "blur", kind: .scalar), AnimatableProperty(name: "Blur", kind: .scalar),
                AnimatableProperty(name: "blur", kind: .size), AnimatableProperty(name: "", kind: .scalar),
                AnimatableProperty(name: String(repeating: "a long property name ", count: 2), kind: .rect),
            ]
        let properties = (0..<Int.random(in: 1...400, using: &random)).map { _ in
            pool[Int.random(in: 0..<pool.count, using: &random)]
        }
        let motions = properties.map { Motion(.ghost("card"), $0, holding: .scalar(0)) }
        #expect(TrackAssembly.ranks(of: motions) == referenceRanks(properties))
    }

    /// `name` in storage of its own rather than inline: equal to `name`, with other bits.
    private static func outOfLine(_ name: String) -> String {
        String(unsafeUninitializedCapacity: 64) { buffer in
            buffer.initialize(fromContentsOf: name.utf8)
        }
    }

    @Test("A name kept out of line has other bits than the equal literal, so ranks find it by its characters")
    func outOfLineNamesDifferInBits() {
        func bits(_ name: String) -> [UInt8] { withUnsafeBytes(of: name) { Array($0) } }
        for property in TrackAssembly.propertyOrder {
            let copy = Self.outOfLine(property.name)
            #expect(copy == property.name && bits(copy) != bits(property.name))
        }
    }

    /// Two screens of `count` cards, a fifth of them shared by identifier, moved and resized between the screens.
    private func screens(_ count: Int) throws -> (Scene, Scene) {
        func cards(_ side: Int) -> [Scene.Element] {
            (0..<count).map { index in
                let identifier = index % 5 == 0 ? "shared-\(index)" : "card-\(side)-\(index)"
                var card = Scene.Element(
                    identifier: identifier,
                    frame: CGRect(
                        x: CGFloat(10 + (index * 37 + side * 90) % 300), y: CGFloat(20 + index * 7 % 700),
                        width: CGFloat(40 + side * 20), height: CGFloat(30 + index % 4 * 10)))
                card.cornerRadii = CornerRadii(all: CGFloat(index % 3 * 4))
                card.opacity = index % 7 == 0 ? 0.5 : 1
                return card
            }
        }
        return (try Scene(size: container, elements: cards(0)), try Scene(size: container, elements: cards(1)))
    }

    @Test("A planned timeline, whose tracks of identical motions share keyframes, samples each track's own value")
    func plannedTracksSampleOwnValues() throws {
        let (from, to) = try screens(60)
        let transitions: [Transition] = [
            Transition.slide(from: .right).combined(with: .matchedGeometry()),
            Transition.matchedGeometry(fade: .cross, fit: .height).duration(0.6),
            Transition.fade.combined(with: .matchedGeometry()).curve(.linear),
        ]
        for transition in transitions {
            let plan = try Planner().plan(
                transition, from: from, to: to, operation: .push, containerSize: container)
            let timeline = plan.timeline
            let compiled = timeline.compiled
            // Tracks share interpolants: fewer first interpolants than tracks.
            #expect(Set(compiled.trackFirstInterpolant).count < timeline.tracks.count)
            var frame = timeline.makeFrame()
            for step in 0...12 {
                let time = plan.duration * Double(step) / 12
                timeline.sample(at: time, into: &frame)
                // Each value is the track's own, worked out from its keyframes without compiling.
                for index in timeline.tracks.indices {
                    let own = timeline.value(ofTrack: index, at: time)?.components.map(\.bitPattern)
                    #expect(
                        frame.value(ofTrack: index)?.components.map(\.bitPattern) == own, "track \(index) at \(time)")
                }
            }
        }
    }
}

/// Targets found by the bits of the last one's name against the rule: tracks come by target in order of first
/// appearance, whether a target's names share their storage or not.
@Suite("Track assembly targets by bits")
struct AssemblyTargetBitsTests {
    @Test("The counting sort orders motions by target, keeping their order, as a stable sort does", arguments: 0..<4)
    func countingSort(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 31 &+ 5)
        let targetCount = Int.random(in: 1...40, using: &random)
        let targets = (0..<Int.random(in: 0...300, using: &random)).map { _ in
            Int.random(in: 0..<targetCount, using: &random)
        }
        var starts = [Int](repeating: 0, count: targetCount + 1)
        var sorted = [Int](repeating: 0, count: targets.count)
        TrackAssembly.countingSort(targets, starts: &starts, into: &sorted)
        // The reference: indexes stably sorted by target, each target's start the count of smaller targets.
        let reference = targets.indices.sorted { targets[$0] != targets[$1] ? targets[$0] < targets[$1] : $0 < $1 }
        #expect(sorted == reference)
        #expect(starts == (0...targetCount).map { target in targets.filter { $0 < target }.count })
    }

    @Test("Equal names stored apart, and names stored alike, are one target; different names never")
    func namesStoredApart() throws {
        // Long names, built at run time: each string has storage of its own.
        func name(_ index: Int) -> String { String(repeating: "target-", count: 3) + String(index) }
        let (a, b, c) = (name(1), name(2), name(3))
        let motions = [
            Motion(TransitionTarget(name: a), .position, holding: .point(.zero)),
            Motion(TransitionTarget(name: a), .opacity, holding: .scalar(1)),
            Motion(TransitionTarget(name: b), .position, holding: .point(.zero)),
            Motion(TransitionTarget(name: name(1)), .bounds, holding: .rect(.zero)),
            Motion(TransitionTarget(name: c), .position, holding: .point(.zero)),
            Motion(TransitionTarget(name: name(2)), .opacity, holding: .scalar(0)),
            Motion(TransitionTarget(name: c), .opacity, holding: .scalar(1)),
        ]
        let assembly = try TrackAssembly(motions: motions, stacking: [], effect: "test", duration: 1, timing: .linear)
        // By hand: the first target's three tracks in property order, then the second's two, then the third's two.
        let expected: [(String, AnimatableProperty)] = [
            (a, .position), (a, .bounds), (a, .opacity), (b, .position), (b, .opacity), (c, .position), (c, .opacity),
        ]
        #expect(assembly.tracks.map(\.target) == expected.map(\.0))
        #expect(assembly.tracks.map(\.property) == expected.map(\.1))
        #expect(assembly.stacking.map(\.name) == [a, b, c])
    }
}
