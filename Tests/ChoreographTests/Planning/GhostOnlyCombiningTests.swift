import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Matched geometry animates only ghosts and snapshots, so combined after an effect that animates neither, its motions
/// are not looked for among that effect's: checked against the rule for which names may be a ghost's or a snapshot's,
/// and against the general path when the first effect does animate a ghost and a snapshot.
@Suite("Combining with ghosts and snapshots only")
struct GhostOnlyCombiningTests {
    @Test("Only names starting with a ghost's or a snapshot's prefix may be a ghost or a snapshot")
    func mayBeGhostOrSnapshot() {
        let maybe = ["ghost:", "ghost:photo", "snapshot:from:photo", "snapshot:to:x", "ghost:caf\u{E9}"]
        // A name of its own equals no ghost's or snapshot's, ASCII or not (the Kelvin sign is "K", not a prefix).
        let not = [
            "", "ghost", "ghos:t", "Ghost:photo", "transition.from", "element:from:photo", "snapshot", " ghost:x",
            "snapshot:", "snapshot:other", "caf\u{E9}", "\u{212A}",
        ]
        for name in maybe {
            #expect(TransitionTarget(name: name).mayBeGhostOrSnapshot, "\(name)")
        }
        for name in not {
            #expect(!TransitionTarget(name: name).mayBeGhostOrSnapshot, "\(name)")
        }
        #expect(TransitionTarget.ghost("photo").mayBeGhostOrSnapshot)
        #expect(TransitionTarget.snapshot("photo", of: .to).mayBeGhostOrSnapshot)
        #expect(!TransitionTarget.fromScreen.mayBeGhostOrSnapshot)
        #expect(!TransitionTarget.element("photo", of: .from).mayBeGhostOrSnapshot)
    }

    @Test("A target set finds what an array finds, canonically equivalent names included, few or many")
    func targetSet() {
        let names = [
            "transition.from", "transition.to", "caf\u{E9}", "K", "ghost:photo", "snapshot:from:photo", "", "a",
            "shared-10000", "a-very-long-identifier-for-a-reused-cell-0042",
        ]
        let candidates =
            names + [
                "cafe\u{301}", "\u{212A}", "ghost:photo ", "transition.fro", "b", "shared-10001",
                "a-very-long-identifier-for-a-reused-cell-0043", "ghost:", String(repeating: "a", count: 17),
            ]
        for count in [0, 1, 2, 4, 8, 9, names.count] {
            let members = names.prefix(count).map(TransitionTarget.init(name:))
            let set = TargetSet(Array(members))
            for candidate in candidates.map(TransitionTarget.init(name:)) {
                #expect(set.contains(candidate) == members.contains(candidate), "\(count) \(candidate)")
            }
            #expect(set.mayHoldGhostsOrSnapshots == members.contains { $0.mayBeGhostOrSnapshot })
        }
        // Canonically equivalent names are one target, found both ways.
        #expect(TargetSet([TransitionTarget(name: "cafe\u{301}")]).contains(TransitionTarget(name: "caf\u{E9}")))
        #expect(TargetSet([TransitionTarget(name: "K")]).contains(TransitionTarget(name: "\u{212A}")))
        #expect(TargetSet([TransitionTarget(name: "\u{212A}")]).contains(TransitionTarget(name: "K")))
        #expect(!TargetSet([.fromScreen, .toScreen]).mayHoldGhostsOrSnapshots)
        #expect(TargetSet([.fromScreen, .ghost("x")]).mayHoldGhostsOrSnapshots)
    }

    /// `motions` combined with matched geometry on two screens sharing "photo" (moved and resized): through matched
    /// geometry's own path, and through the general path (matched geometry made from a function of the context).
    private func combined(_ motions: [Motion]) throws -> (fast: EffectOutput, general: EffectOutput) {
        let from = try screen([Scene.Element(identifier: "photo", frame: CGRect(x: 20, y: 100, width: 100, height: 50))]
        )
        let to = try screen([Scene.Element(identifier: "photo", frame: CGRect(x: 0, y: 0, width: 390, height: 300))])
        let first = TransitionEffect(name: "first") { _ in
            EffectOutput(motions: motions, stacking: [.fromScreen, .toScreen])
        }
        let matched = Transition.matchedGeometry().presenting
        let plain = TransitionEffect(name: matched.name) { context in try matched.output(in: context) }
        let context = EffectContext(from: from, to: to, containerSize: container, operation: .present)
        let fast = try first.combined(with: matched).output(in: context)
        let general = try first.combined(with: plain).output(in: context)
        // The same motions in the same order, the same stacking, diagnostics and references.
        #expect(
            fast.motions.map { "\($0.target.name).\($0.property.name)@\($0.span)" }
                == general.motions.map { "\($0.target.name).\($0.property.name)@\($0.span)" })
        #expect(fast.stacking == general.stacking)
        #expect(fast.diagnostics == general.diagnostics)
        #expect(fast.references == general.references)
        return (fast, general)
    }

    @Test("A first effect animating only screens skips the search for shared targets and plans as the general path")
    func firstEffectAnimatesScreensOnly() throws {
        // Every target of the first effect is an ASCII name that is no ghost's or snapshot's: the shortcut applies.
        #expect(!TargetSet([.fromScreen, .toScreen]).mayHoldGhostsOrSnapshots)
        let (fast, _) = try combined([
            Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0)),
            Motion(.toScreen, .opacity, from: .scalar(0), to: .scalar(1)),
        ])
        // The screens' motions first, then the ghost's and its snapshots', with nothing composed or in conflict.
        #expect(fast.motions.prefix(2).map(\.target) == [.fromScreen, .toScreen])
        #expect(fast.motions.count == 2 + MatchedMorph.motionsPerMorph)
        #expect(fast.diagnostics.isEmpty)
    }

    @Test("A first effect animating a ghost and a snapshot keeps their motions as through the general path")
    func firstEffectAnimatesGhosts() throws {
        // The names are written out rather than made by `ghost(_:)`: equal names stored apart.
        let (fast, _) = try combined([
            Motion(.fromScreen, .opacity, from: .scalar(1), to: .scalar(0)),
            Motion(TransitionTarget(name: "ghost:" + "photo"), .opacity, from: .scalar(1), to: .scalar(0.5)),
            Motion(TransitionTarget(name: "snapshot:" + "to:photo"), .borderWidth, from: .scalar(0), to: .scalar(2)),
        ])
        // Matched geometry animates neither the ghost's opacity nor the snapshot's border width: the first effect's
        // motions come first, as they were, with no conflict.
        let kinds = fast.motions.map { "\($0.target.name).\($0.property.name)" }
        #expect(
            kinds.starts(with: ["transition.from.opacity", "ghost:photo.opacity", "snapshot:to:photo.borderWidth"]))
        #expect(fast.diagnostics.isEmpty)
    }

    @Test("A first effect animating the ghost's position and a snapshot's opacity conflicts and composes")
    func firstEffectSharesGhostKey() throws {
        let (fast, _) = try combined([
            Motion(TransitionTarget(name: "ghost:" + "photo"), .position, holding: .point(CGPoint(x: 1, y: 2))),
            Motion(TransitionTarget(name: "snapshot:" + "from:photo"), .opacity, from: .scalar(1), to: .scalar(0.5)),
        ])
        // Matched geometry animates both keys: the position conflicts (kept as the first effect's), the snapshot's
        // opacity composes.
        #expect(fast.diagnostics.map(\.code) == [.combinedConflict])
        let snapshotOpacity = fast.motions.first { $0.target.name == "snapshot:from:photo" && $0.property == .opacity }
        guard case .composite = snapshotOpacity?.shape else {
            Issue.record("the snapshot's opacity does not compose")
            return
        }
    }
}
