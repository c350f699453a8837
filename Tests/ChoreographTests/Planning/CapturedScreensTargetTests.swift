import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@Suite("Captured screens: the views behind a plan's targets")
struct CapturedScreensTargetTests {
    /// A screen of a root and the named elements, whose views are "<role> <name>".
    private func screen(_ role: String, _ names: [String]) throws -> CapturedScreen<String> {
        let elements =
            [Scene.Element(identifier: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))]
            + names.enumerated().map { index, name in
                Scene.Element(
                    identifier: name, frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 50, height: 50), parent: 0)
            }
        let scene = try Scene(size: CGSize(width: 390, height: 844), elements: elements)
        return CapturedScreen(scene: scene, views: (["root"] + names).map { "\(role) \($0)" })
    }

    private func plan(stacking: [TransitionTarget], references: [TransitionTarget: ElementReference]) -> TransitionPlan
    {
        TransitionPlan(
            timeline: Timeline(tracks: []), duration: 0.4, timing: .linear, stacking: stacking, diagnostics: [],
            effectName: "test", references: references)
    }

    @Test("Ghosts in stacking order: a referenced snapshot, one found by identifier, and one whose reference is broken")
    func ghosts() throws {
        let screens = CapturedScreens(from: try screen("from", ["photo"]), to: try screen("to", ["title", "photo"]))
        let badgeInTo = TransitionTarget.snapshot("badge", of: .to)
        let plan = plan(
            stacking: [.fromScreen, .ghost("photo"), .ghost("badge"), .toScreen],
            references: [
                .snapshot("photo", of: .from): ElementReference(
                    role: .from, index: 1, identifier: "photo", placement: .ghost(.ghost("photo"))),
                badgeInTo: ElementReference(
                    role: .to, index: 9, identifier: "badge", placement: .ghost(.ghost("badge"))),
            ])
        let (ghosts, unresolved) = screens.ghosts(of: plan)
        #expect(ghosts.map(\.target) == [.ghost("photo"), .ghost("badge")])
        // The "from" snapshot by its reference (index 1), the "to" one by the identifier (index 2 of the "to" screen).
        #expect(ghosts[0].snapshots.map(\.view) == ["from photo", "to photo"])
        #expect(ghosts[0].snapshots.map(\.role) == [.from, .to])
        #expect(ghosts[0].snapshots.map(\.target) == [.snapshot("photo", of: .from), .snapshot("photo", of: .to)])
        #expect(ghosts[0].snapshots[1].element.frame == CGRect(x: 0, y: 100, width: 50, height: 50))
        // No "from" badge by identifier, and the "to" reference points past the screen.
        #expect(ghosts[1].snapshots.isEmpty)
        #expect(Array(unresolved.keys) == [badgeInTo.name])
        #expect(unresolved[badgeInTo.name]?.contains("names no captured view") == true)
    }

    @Test("Element targets sorted by name: in place, in the container, a broken reference, a read-only screen")
    func elementTargets() throws {
        let screens = CapturedScreens(
            from: try screen("from", ["a", "d"]), to: try screen("to", ["b"]), readOnly: [.from])
        let plan = plan(
            stacking: [.fromScreen, .toScreen],
            references: [
                TransitionTarget(name: "element:b"): ElementReference(role: .to, index: 1, placement: .container),
                TransitionTarget(name: "element:c"): ElementReference(role: .to, index: 7, placement: .inPlace),
                TransitionTarget(name: "element:d"): ElementReference(role: .from, index: 2, placement: .inPlace),
                .snapshot("b", of: .to): ElementReference(role: .to, index: 1, placement: .ghost(.ghost("b"))),
            ])
        let (targets, unresolved) = screens.elementTargets(of: plan)
        #expect(targets.map(\.target.name) == ["element:b"])
        #expect(targets.map(\.view) == ["to b"])
        #expect(targets.map(\.placement) == [.container])
        #expect(targets.map(\.role) == [.to])
        #expect(unresolved.keys.sorted() == ["element:c", "element:d"])
        #expect(unresolved["element:d"]?.contains("withheld") == true)

        let writable = CapturedScreens(from: screens.from, to: screens.to)
        let all = writable.elementTargets(of: plan).targets
        #expect(all.map(\.target.name) == ["element:b", "element:d"])
        #expect(all.map(\.placement) == [.container, .inPlace])
        #expect(all.map(\.view) == ["to b", "from d"])
    }
}
