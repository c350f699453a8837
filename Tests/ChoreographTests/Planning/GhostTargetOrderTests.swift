import ChoreographTestSupport
import Testing

@testable import Choreograph

/// The compact ghosts' targets found by comparing a stacking with matched geometry's own order, against the general
/// lookup through an index of every target (``TrackAssembly/ghostTargets(of:in:)``).
@Suite("Compact ghosts' targets in matched geometry's order")
struct GhostTargetOrderTests {
    /// A run of the ghost of `identifier`.
    func run(_ identifier: String) -> GhostRun {
        GhostRun(start: 0, identifier: identifier, old: 0, new: 0, fade: .cross, fit: .auto, newViewHolds: 0)
    }

    /// The targets matched geometry stacks for the ghost of `identifier`: the ghost, then its two snapshots.
    func stacked(_ identifier: String) -> [TransitionTarget] {
        [.ghost(identifier), .snapshot(identifier, of: .from), .snapshot(identifier, of: .to)]
    }

    /// The targets the general lookup finds, from an index of `stacking`.
    func general(_ runs: [GhostRun], _ stacking: [TransitionTarget]) -> [TrackAssembly.GhostTarget]? {
        var index = TargetIndex(capacity: stacking.count)
        for target in stacking { _ = index.position(of: target) }
        return TrackAssembly.ghostTargets(of: runs, in: &index)
    }

    @Test("Matched geometry's stacking: each target at its place, in order")
    func matchedOrder() throws {
        let runs = ["a", "b", "c"].map(run)
        let stacking = [TransitionTarget.fromScreen, .toScreen] + ["a", "b", "c"].flatMap(stacked)
        let found = try #require(TrackAssembly.ghostTargetsInOrder(of: runs, after: stacking))
        #expect(found.map(\.position) == Array(2..<11))
        #expect(found.map(\.run) == [0, 0, 0, 1, 1, 1, 2, 2, 2])
        #expect(found.map(\.role) == [0, 1, 2, 0, 1, 2, 0, 1, 2])
        #expect(found.map(\.position) == general(runs, stacking)?.map(\.position))
        // No targets before the ghosts, and as many as the most compared.
        #expect(TrackAssembly.ghostTargetsInOrder(of: runs, after: Array(stacking.dropFirst(2))) != nil)
        let named = (0..<TrackAssembly.mostTargetsBeforeGhosts).map { TransitionTarget(name: "t\($0)") }
        #expect(TrackAssembly.ghostTargetsInOrder(of: runs, after: named + stacking.dropFirst(2)) != nil)
    }

    @Test("Any other stacking is left to the general lookup")
    func otherStackings() {
        let runs = ["a", "b"].map(run)
        let ghosts = ["a", "b"].flatMap(stacked)
        let named = (0...TrackAssembly.mostTargetsBeforeGhosts).map { TransitionTarget(name: "t\($0)") }
        let cases: [[TransitionTarget]] = [
            // Two of the first targets alike: the targets would not be distinct.
            [.fromScreen, .fromScreen] + ghosts,
            // A snapshot before the ghosts.
            [.snapshot("a", of: .from)] + ghosts,
            // More targets before the ghosts than are compared.
            named + ghosts,
            // The snapshots in the other order, a ghost missing, another identifier, the ghosts in the other order.
            [.fromScreen, .ghost("a"), .snapshot("a", of: .to), .snapshot("a", of: .from)] + stacked("b"),
            [.fromScreen] + Array(ghosts.dropFirst()),
            [.fromScreen] + stacked("a") + stacked("c"),
            stacked("b") + stacked("a"),
        ]
        for stacking in cases {
            #expect(TrackAssembly.ghostTargetsInOrder(of: runs, after: stacking) == nil, "\(stacking)")
        }
    }

    @Test("Random stackings: found in order only as the general lookup finds them", arguments: 0..<30)
    func randomStackings(seed: UInt64) {
        var random = SeededRandom(seed: seed &* 6_151 &+ 1)
        let identifiers = ["a", "b", "c", "d"].shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random))
        let runs = identifiers.map(run)
        var stacking = [TransitionTarget.fromScreen, .toScreen, .dimming].shuffled(using: &random)
        stacking.removeLast(Int.random(in: 0...3, using: &random))
        stacking += identifiers.flatMap(stacked)
        // Sometimes a change: a duplicate, a swap of two targets, or a target dropped.
        switch Int.random(in: 0..<4, using: &random) {
        case 1 where !stacking.isEmpty: stacking.insert(stacking.randomElement(using: &random)!, at: 0)
        case 2 where stacking.count > 1: stacking.swapAt(0, stacking.count - 1)
        case 3 where !stacking.isEmpty: stacking.remove(at: Int.random(in: 0..<stacking.count, using: &random))
        default: break
        }
        guard let found = TrackAssembly.ghostTargetsInOrder(of: runs, after: stacking) else { return }
        #expect(Set(stacking).count == stacking.count)
        let expected = general(runs, stacking)
        #expect(found.map(\.position) == expected?.map(\.position))
        #expect(found.map(\.run) == expected?.map(\.run))
        #expect(found.map(\.role) == expected?.map(\.role))
    }
}
