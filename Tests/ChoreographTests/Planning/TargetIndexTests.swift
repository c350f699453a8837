import ChoreographTestSupport
import Testing

@testable import Choreograph

/// The index of a plan's targets against the rule it keeps: each target's index is the place of its first
/// appearance among the distinct targets.
@Suite("Target index")
struct TargetIndexTests {
    @Test("Each target's index is its first appearance's place, however the table grows", arguments: 0..<4)
    func firstAppearance(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        // Short names held inline, long ones stored apart, names built again from parts, and the empty name.
        let pool =
            (0..<300).map { TransitionTarget.ghost("shared-\($0)") }
            + (0..<40).map { TransitionTarget(name: String(repeating: "long target ", count: 3) + "\($0)") }
            + [TransitionTarget(name: ""), .fromScreen, .toScreen, TransitionTarget(name: "ghost:" + "shared-" + "7")]
            // Canonically equivalent names that differ in their bytes: one target each pair, as Swift compares them.
            + ["\u{E9}", "e\u{301}", "K", "\u{212A}", "caf\u{E9}-\u{1F600}", "cafe\u{301}-\u{1F600}"].map {
                TransitionTarget(name: $0)
            }
        var index = TargetIndex(capacity: seed)
        lookUp(2_000, of: pool, in: &index, knowing: [], &random)
    }

    /// Looks up `count` targets drawn from `pool` in `index`, which holds `known`, each expected at its first
    /// appearance's place.
    func lookUp(
        _ count: Int, of pool: [TransitionTarget], in index: inout TargetIndex, knowing known: [TransitionTarget],
        _ random: inout SeededRandom
    ) {
        var reference = known
        for _ in 0..<count {
            let target = pool[Int.random(in: 0..<pool.count, using: &random)]
            let expected = reference.firstIndex(of: target) ?? reference.count
            if expected == reference.count { reference.append(target) }
            #expect(index.position(of: target) == expected, "\(target)")
        }
        #expect(index.targets == reference)
    }

    @Test("Names equal as Swift compares them share an index, whichever comes first and whatever came before")
    func canonicalEquivalence() {
        for names in [["e\u{301}", "\u{E9}"], ["\u{E9}", "e\u{301}"], ["K", "\u{212A}"], ["\u{212A}", "K"]] {
            var index = TargetIndex(capacity: 0)
            // ASCII names first, so that the first name that is not ASCII changes how the earlier ones are filed.
            let ascii = (0..<20).map { index.position(of: TransitionTarget(name: "t\($0)")) }
            #expect(ascii == Array(0..<20))
            let first = index.position(of: TransitionTarget(name: names[0]))
            #expect(index.position(of: TransitionTarget(name: names[1])) == first)
            #expect(first == 20 && index.targets.count == 21)
            #expect(index.position(of: TransitionTarget(name: "t7")) == 7)
        }
    }

    @Test("An index of distinct targets filed when first looked up keeps the rule", arguments: 0..<6)
    func distinctFiledLater(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 7_919 &+ 11)
        let pool =
            (0..<120).map { TransitionTarget.ghost("shared-\($0)") }
            + ["\u{E9}", "e\u{301}", "K", "\u{212A}", "caf\u{E9}"].map { TransitionTarget(name: $0) }
            + [.fromScreen, .toScreen, TransitionTarget(name: String(repeating: "long ", count: 6))]
        // Distinct targets given first (a non-ASCII one among them for odd seeds), then random lookups.
        var given: [TransitionTarget] = []
        for target in pool.shuffled(using: &random) where given.count < 40 {
            if seed % 2 == 0, target.asciiFingerprint == nil { continue }
            if !given.contains(target) { given.append(target) }
        }
        // The targets that are no ghosts first, as matched geometry stacks them.
        given = given.filter { !$0.mayBeGhostOrSnapshot } + given.filter(\.mayBeGhostOrSnapshot)
        let firstGhost = given.firstIndex(where: \.mayBeGhostOrSnapshot) ?? given.count
        var index = TargetIndex(distinct: given, firstGhost: firstGhost)
        #expect(index.targets == given)
        // The first targets, and one that is not there, looked up before any ghost.
        for place in 0..<firstGhost { #expect(index.position(of: given[place]) == place) }
        var screens = TargetIndex(distinct: given, firstGhost: firstGhost)
        let absent = TransitionTarget(name: "absent")
        #expect(screens.position(of: absent) == given.count)
        #expect(screens.position(of: given[given.count - 1]) == given.count - 1)
        #expect(screens.targets == given + [absent])
        lookUp(300, of: pool, in: &index, knowing: given, &random)
    }
}
