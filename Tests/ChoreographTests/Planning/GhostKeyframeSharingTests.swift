import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The compact ghosts' tracks name their keyframes in the plan's table (`TrackTable`) by index: rows of identical
/// motions must name one array, rows of different motions different ones, and no change may share under a spring.
@Suite("Keyframe sharing among compact ghosts' rows")
struct GhostKeyframeSharingTests {
    /// The compact track assembly of `transition` for a push between `screens`.
    static func assembly(_ transition: Transition, _ screens: (Scene, Scene)) throws -> TrackAssembly {
        let context = EffectContext(from: screens.0, to: screens.1, containerSize: container, operation: .push)
        let (effect, request) = transition.side(for: .push)
        let (timing, duration) = try (request.curve ?? TransitionDefaults.curve).resolved(
            duration: request.duration ?? TransitionDefaults.duration(for: TransitionOperation.push.kind))
        var output = try effect.compactOutput(in: context)
        let ghosts = TrackAssembly.Ghosts(runs: output.ghostRuns, scenes: try #require(output.ghostScenes))
        output.ghostRuns = []
        output.ghostScenes = nil
        let assembly = try TrackAssembly(
            motions: output.motionsDroppingUnsharedHolds(), ghosts: ghosts, stacking: output.stacking,
            references: output.referenceTable, effect: effect.name, duration: duration, timing: timing,
            droppingNewViewHolds: true)
        #expect(assembly.assembledGhosts)
        return assembly
    }

    /// The bits of a row's keyframes: times, kinds, numbers and timings.
    static func bits(_ keyframes: [Keyframe]) -> String {
        keyframes.map { keyframe in
            "\(keyframe.time.bitPattern) \(keyframe.value.kind) \(keyframe.value.components.map(\.bitPattern)) "
                + "\(keyframe.timing)"
        }.joined(separator: "; ")
    }

    @Test(
        "Rows share a keyframe array exactly when their property and keyframes are the same bit for bit",
        arguments: [8, 40])
    func sharingFollowsIdentity(count: Int) throws {
        let screens = try CompactGhostTests.screens(count)
        for transition in [
            Transition.matchedGeometry(), .slide(from: .right).combined(with: .matchedGeometry()),
            .fade.combined(with: .matchedGeometry(fade: .through, fit: .height)),
        ] {
            let table = try Self.assembly(transition, screens).table
            var setOfMotion: [String: Int32] = [:]
            var motionOfSet: [Int32: String] = [:]
            for row in table.rows {
                let motion = "\(row.property.place) " + Self.bits(Array(table.keyframeSet(Int(row.keyframes))))
                #expect(setOfMotion[motion, default: row.keyframes] == row.keyframes, "\(motion)")
                #expect(motionOfSet[row.keyframes, default: motion] == motion, "\(motion)")
                setOfMotion[motion] = row.keyframes
                motionOfSet[row.keyframes] = motion
            }
            // Alike ghosts' tracks share (the more ghosts, the more).
            #expect(table.keyframeSetCount < table.rows.count * (count > 8 ? 1 : 2) / 2)
        }
    }

    @Test("Under a spring, no change shares its keyframes; held values still do")
    func springsShareNoChange() throws {
        let screens = try CompactGhostTests.screens(40)
        let table = try Self.assembly(
            Transition.slide(from: .right).combined(with: .matchedGeometry()).spring(response: 0.4), screens
        ).table
        var seen: Set<Int32> = []
        var heldShared = false
        for row in table.rows {
            let changes = table.keyframeSet(Int(row.keyframes)).count > 1
            let inserted = seen.insert(row.keyframes).inserted
            if changes { #expect(inserted) } else if !inserted { heldShared = true }
        }
        #expect(heldShared)
    }
}
