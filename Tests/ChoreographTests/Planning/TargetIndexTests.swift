import Testing

@testable import Choreograph

/// The index of a plan's targets against the rule it keeps: each target's index is the place of its first
/// appearance among the distinct targets.
@Suite("Target index")
struct TargetIndexTests {
    @Test("Each target's index is its first appearance's place, however the table grows", arguments: 0..<4)
    func firstAppearance(seed: Int) {
        var random = GeometrySeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        // Short names held inline, long ones stored apart, names built again from parts, and the empty name.
        let pool =
            (0..<300).map { TransitionTarget.ghost("shared-\($0)") }
            + (0..<40).map { TransitionTarget(name: String(repeating: "long target ", count: 3) + "\($0)") }
            + [TransitionTarget(name: ""), .fromScreen, .toScreen, TransitionTarget(name: "ghost:" + "shared-" + "7")]
        var index = TargetIndex(capacity: seed)
        var reference: [TransitionTarget] = []
        for _ in 0..<2_000 {
            let target = pool[Int.random(in: 0..<pool.count, using: &random)]
            let expected = reference.firstIndex(of: target) ?? reference.count
            if expected == reference.count { reference.append(target) }
            #expect(index.position(of: target) == expected, "\(target)")
        }
        #expect(index.targets == reference)
    }

    @Test("Equal names have equal fingerprints, however they are stored")
    func fingerprints() {
        let names = ["", "a", "ghost:shared-12", String(repeating: "long target ", count: 3)]
        for name in names {
            let rebuilt = String(name.prefix(1)) + String(name.dropFirst())
            #expect(TargetIndex.fingerprint(name) == TargetIndex.fingerprint(rebuilt))
        }
        #expect(TargetIndex.fingerprint("ab") != TargetIndex.fingerprint("ba"))
    }
}
