import ChoreographTestSupport
import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The references of an output or a plan, matched geometry's ghost snapshots kept as a list: checked against a plain
/// dictionary written one reference at a time, as the references were kept before the list.
@Suite("Element references: a dictionary and a list of ghost snapshots")
struct ElementReferencesTests {
    /// The entry of the ghost of `identifier` whose snapshots show the elements at `old` and `new`.
    func ghost(_ identifier: String, old: Int, new: Int) -> ElementReferences.GhostSnapshots {
        ElementReferences.GhostSnapshots(
            identifier: identifier, from: .init(role: .from, index: old, identifier: identifier),
            to: .init(role: .to, index: new, identifier: "\(identifier)'"))
    }

    /// `dictionary` with the references of `ghosts` written one by one, as matched geometry wrote them.
    func writing(_ ghosts: [ElementReferences.GhostSnapshots], into dictionary: [TransitionTarget: ElementReference])
        -> [TransitionTarget: ElementReference]
    {
        var written = dictionary
        for ghost in ghosts {
            let placement = ElementPlacement.ghost(.ghost(ghost.identifier))
            written[.snapshot(ghost.identifier, of: .from)] = ElementReference(
                role: ghost.from.role, index: ghost.from.index, identifier: ghost.from.identifier, placement: placement)
            written[.snapshot(ghost.identifier, of: .to)] = ElementReference(
                role: ghost.to.role, index: ghost.to.index, identifier: ghost.to.identifier, placement: placement)
        }
        return written
    }

    @Test("The ghosts' references come after the given ones and replace a given reference of the same target")
    func ghostsReplaceGiven() {
        let given: [TransitionTarget: ElementReference] = [
            .snapshot("a", of: .from): ElementReference(role: .to, index: 9, placement: .container),
            .element("z", of: .from): ElementReference(role: .from, index: 4, placement: .inPlace),
        ]
        var references = ElementReferences(given)
        let ghosts = [ghost("a", old: 1, new: 2), ghost("b", old: 3, new: 0)]
        references.add(ghosts: ghosts)
        #expect(references.dictionary.count == 5)
        #expect(references.dictionary == writing(ghosts, into: given))
        #expect(
            references[.snapshot("a", of: .from)]
                == ElementReference(
                    role: .from, index: 1, identifier: "a", placement: .ghost(.ghost("a"))))
        #expect(references[.snapshot("b", of: .to)]?.identifier == "b'")
        #expect(references.placesAnyInPlace)
        #expect(!ElementReferences().placesAnyInPlace)
        #expect(!references.isEmpty && ElementReferences().isEmpty)
    }

    @Test("A second list of ghosts comes after the first: the first's references become dictionary entries")
    func secondList() {
        var references = ElementReferences()
        let first = [ghost("a", old: 1, new: 2), ghost("b", old: 3, new: 4)]
        let second = [ghost("b", old: 5, new: 6), ghost("c", old: 7, new: 8)]
        references.add(ghosts: first)
        references.add(ghosts: second)
        #expect(references.dictionary == writing(first + second, into: [:]))
        #expect(references.ghosts.map(\.identifier) == ["b", "c"])
        #expect(references.ghostEntry(of: "b", at: 0) == 0)
        #expect(references.ghostEntry(of: "a", at: 0) == nil)
        #expect(references.ghostEntry(of: "c", at: 2) == nil)
        #expect(references.ghostEntry(of: "c", at: -1) == nil)
    }

    @Test("A copy keeps its references when the original changes, whichever made its dictionary first")
    func copiesStayApart() {
        var original = ElementReferences()
        original.add(ghosts: [ghost("a", old: 1, new: 2)])
        let copy = original
        let before = copy.dictionary
        original.dictionary[.snapshot("a", of: .to)] = nil
        original.dictionary[.ghost("q")] = ElementReference(role: .to, index: 3, placement: .container)
        #expect(copy.dictionary == before)
        #expect(copy.dictionary.count == 2)
        #expect(original.dictionary.count == 2)
        #expect(original[.snapshot("a", of: .to)] == nil)
        #expect(original[.snapshot("a", of: .from)] == before[.snapshot("a", of: .from)])
    }

    @Test("An effect's output changes its references in place, the ghosts' entries kept", arguments: [false, true])
    func outputChangesInPlace(readFirst: Bool) {
        var output = EffectOutput(motions: [], stacking: [])
        output.referenceTable.add(ghosts: [ghost("a", old: 1, new: 2)])
        if readFirst { #expect(output.references.count == 2) }
        let added = ElementReference(role: .from, index: 6, placement: .inPlace)
        output.references[.element("e", of: .from)] = added
        #expect(output.references.count == 3)
        #expect(output.references[.element("e", of: .from)] == added)
        #expect(output.references[.snapshot("a", of: .from)]?.index == 1)
        output.references = [:]
        #expect(output.references.isEmpty && output.referenceTable.isEmpty)
    }

    /// A random reference: of either screen, any of a few indexes, placed in any way.
    func randomReference(_ random: inout SeededRandom) -> ElementReference {
        let placements: [ElementPlacement] = [.inPlace, .container, .ghost(.ghost("g"))]
        return ElementReference(
            role: Bool.random(using: &random) ? .from : .to, index: Int.random(in: 0..<4, using: &random),
            identifier: Bool.random(using: &random) ? nil : "e", placement: placements.randomElement(using: &random)!)
    }

    /// A random target among a few, of every kind a reference may name.
    func randomTarget(_ random: inout SeededRandom) -> TransitionTarget {
        let identifier = ["a", "b", "c"].randomElement(using: &random)!
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .snapshot(identifier, of: .from)
        case 1: return .snapshot(identifier, of: .to)
        case 2: return .element(identifier, of: .from)
        default: return .ghost(identifier)
        }
    }

    /// A random list of ghosts, each identifier once.
    func randomGhosts(_ random: inout SeededRandom) -> [ElementReferences.GhostSnapshots] {
        ["a", "b", "c"].shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)).map {
            ghost($0, old: Int.random(in: 0..<4, using: &random), new: Int.random(in: 0..<4, using: &random))
        }
    }

    @Test("Random changes give the dictionary written one reference at a time", arguments: 0..<40)
    func randomChanges(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var references = ElementReferences()
        var model: [TransitionTarget: ElementReference] = [:]
        for _ in 0..<12 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let ghosts = randomGhosts(&random)
                references.add(ghosts: ghosts)
                model = writing(ghosts, into: model)
            case 1:
                let (target, reference) = (randomTarget(&random), randomReference(&random))
                references.dictionary[target] = reference
                model[target] = reference
            case 2:
                var other = ElementReferences([randomTarget(&random): randomReference(&random)])
                let ghosts = randomGhosts(&random)
                other.add(ghosts: ghosts)
                let replacing = Bool.random(using: &random)
                let otherModel = other.dictionary
                references.add(other, replacing: replacing)
                model.merge(otherModel) { own, new in replacing ? new : own }
            case 3:
                references = references.swappingScreens
                var swapped: [TransitionTarget: ElementReference] = [:]
                for (target, reference) in model { swapped[target.swappingScreens] = reference.swappingScreens }
                model = swapped
            default:
                let target = randomTarget(&random)
                #expect(references[target] == model[target])
            }
            #expect(references.dictionary == model)
            #expect(references.isEmpty == model.isEmpty)
            #expect(references.placesAnyInPlace == model.values.contains { $0.placement == .inPlace })
        }
    }

    @Test("A host finds every ghost's snapshots, whatever order the stacking lists the ghosts in")
    func ghostsOutOfOrder() throws {
        let elements =
            [Scene.Element(identifier: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))]
            + ["a", "b", "c"].enumerated().map { index, name in
                Scene.Element(
                    identifier: name, frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 50, height: 50), parent: 0)
            }
        let scene = try Scene(size: CGSize(width: 390, height: 844), elements: elements)
        let screens = CapturedScreens(
            from: CapturedScreen(scene: scene, views: ["from root", "from a", "from b", "from c"]),
            to: CapturedScreen(scene: scene, views: ["to root", "to a", "to b", "to c"]))
        var table = ElementReferences()
        table.add(ghosts: [ghost("a", old: 1, new: 3), ghost("b", old: 2, new: 2), ghost("c", old: 3, new: 1)])
        for order in [["a", "b", "c"], ["c", "a", "b"], ["b", "c", "a"], ["a", "c"]] {
            let stacking = [TransitionTarget.fromScreen] + order.map { .ghost($0) } + [.toScreen]
            let listed = TransitionPlan(
                timeline: Timeline(tracks: []), duration: 0.4, timing: .linear, stacking: stacking, diagnostics: [],
                effectName: "test", referenceTable: table)
            let given = TransitionPlan(
                timeline: Timeline(tracks: []), duration: 0.4, timing: .linear, stacking: stacking, diagnostics: [],
                effectName: "test", references: table.dictionary)
            let (found, unresolved) = screens.ghosts(of: listed)
            let expected = screens.ghosts(of: given).ghosts
            #expect(found.map(\.target) == expected.map(\.target))
            #expect(found.map { $0.snapshots.map(\.view) } == expected.map { $0.snapshots.map(\.view) })
            #expect(unresolved.isEmpty)
        }
        // The views by hand: "c" shows the "from" screen's third element and the "to" screen's first.
        let plan = TransitionPlan(
            timeline: Timeline(tracks: []), duration: 0.4, timing: .linear, stacking: [.ghost("c")], diagnostics: [],
            effectName: "test", referenceTable: table)
        #expect(screens.ghosts(of: plan).ghosts.first?.snapshots.map(\.view) == ["from c", "to a"])
    }
}
