import Foundation
import Testing

@testable import Choreograph

/// Two combined effects' stacking (``EffectOutput/mergedStacking(_:_:)``) and the arrangement of the first effect's
/// motions (``EffectOutput/Arrangement``), checked against the rules written out plainly.
@Suite("Combined stacking and arrangement")
struct CombinedStackingTests {
    /// The stacking as the rule says: `first`, then the targets of `second` that `first` does not hold.
    private func plainMerge(_ first: [TransitionTarget], _ second: [TransitionTarget]) -> [TransitionTarget] {
        first + second.filter { !first.contains($0) }
    }

    /// Each target's kind and identifier bytes, to compare stackings byte for byte.
    private func bytes(_ targets: [TransitionTarget]) -> [[UInt8]] {
        targets.map { [$0.kind.rawValue] + Array($0.rest.utf8) }
    }

    @Test("The stacking is the first effect's, then the targets only the second stacks, byte for byte")
    func mergedStackingFollowsTheRule() {
        let named = TransitionTarget(name: "caf\u{E9}")
        let decomposed = TransitionTarget(name: "cafe\u{301}")
        let ghosts: [TransitionTarget] = [.ghost("a"), .snapshot("a", of: .from), .snapshot("a", of: .to), .ghost("b")]
        let cases: [([TransitionTarget], [TransitionTarget])] = [
            ([], []),
            ([.fromScreen, .toScreen], []),
            ([], [.fromScreen, .toScreen] + ghosts),
            ([.fromScreen, .toScreen], [.fromScreen, .toScreen] + ghosts),
            ([.fromScreen, .toScreen], [.toScreen, .fromScreen] + ghosts),
            ([.fromScreen, .toScreen], [.fromScreen] + ghosts + [.toScreen]),
            ([.fromScreen, .toScreen], [.fromScreen, .toScreen] + ghosts + [.dimming, .fromScreen]),
            ([.fromScreen, .ghost("a")], [.fromScreen, .ghost("a")] + ghosts),
            ([.fromScreen, named], [.fromScreen, decomposed] + ghosts),
            ([.fromScreen, .toScreen, .dimming], [.fromScreen]),
        ]
        for (first, second) in cases {
            let merged = EffectOutput.mergedStacking(first, second)
            #expect(merged == plainMerge(first, second))
            #expect(bytes(merged) == bytes(plainMerge(first, second)))
        }
    }

    @Test("Motions of more keys than are compared one by one are arranged as a few are: by key, then by span")
    func arrangementOfManyKeys() {
        for count in [1, 3, 8, 9, 20] {
            var motions: [Motion] = []
            for round in 0..<3 {
                for key in 0..<count {
                    let start = Double(2 - round) / 3
                    motions.append(
                        Motion(
                            TransitionTarget(name: "t\(key % 11)"), key < 11 ? .opacity : .borderWidth,
                            from: .scalar(0), to: .scalar(1), during: start...(start + 1 / 3)))
                }
            }
            let arrangement = EffectOutput.Arrangement(motions)
            let keys = MotionKey.ordered(motions)
            #expect(arrangement.keys == keys)
            let plain = keys.flatMap { key in
                motions.indices.filter { MotionKey(motions[$0]) == key }
                    .sorted { Motion.spanOrder(motions[$0], motions[$1]) }
            }
            #expect(arrangement.groups.flatMap { $0 } == plain)
            for key in keys {
                #expect(arrangement.contains(key))
                #expect(
                    arrangement.group(key, of: motions).map(\.span)
                        == plain.filter { MotionKey(motions[$0]) == key }.map { motions[$0].span })
            }
            #expect(!arrangement.contains(MotionKey(Motion(.dimming, .opacity, from: .scalar(0), to: .scalar(1)))))
        }
    }
}
