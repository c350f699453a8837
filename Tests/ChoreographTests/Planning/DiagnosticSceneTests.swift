import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A diagnostic about one scene names the scene that holds what it reports, as the plan has the scenes: the from
/// scene is the one passed as `from`. A dismissal runs the presenting effect's inverse, which looks in the scenes with
/// their roles traded; its diagnostics must still name the scene the user passed.
@Suite("Diagnostics name the scene as the plan has it")
struct DiagnosticSceneTests {
    /// A list with two shown cells, both "cell": no single element is meant.
    var list: Scene {
        get throws {
            try screen([
                Scene.Element(identifier: "cell", frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
                Scene.Element(identifier: "cell", frame: CGRect(x: 100, y: 100, width: 50, height: 50)),
            ])
        }
    }
    /// A detail with one "cell", at the top.
    var detail: Scene {
        get throws {
            try screen([Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 0, width: 390, height: 300))])
        }
    }

    /// The transitions that look for "cell" in the scene that leaves (presenting), so in the one that enters when
    /// dismissing, with the code they report for the list's two cells.
    static let lookups: [(transition: Transition, code: PlanningDiagnostic.Code)] = [
        (.zoom(from: "cell"), .ambiguousIdentifier),
        (.circularReveal(from: "cell"), .ambiguousIdentifier),
        (.fade.combined(with: .matchedGeometry()), .ambiguousIdentifier),
    ]

    @Test("The list's two cells are named as the from scene's when presenting from it, the to scene's when returning")
    func duplicatesNameTheirScene() throws {
        for operations in [(TransitionOperation.present, TransitionOperation.dismiss), (.push, .pop)] {
            for (transition, code) in Self.lookups {
                let forward = try plan(transition, operations.0, from: list, to: detail)
                let backward = try plan(transition, operations.1, from: detail, to: list)
                for (plan, role) in [(forward, SceneRole.from), (backward, .to)] {
                    // The list is the scene in `role`: the diagnostic is about it, and says so.
                    let notes = plan.diagnostics.filter {
                        $0.code == code && $0.effect != Transition.automaticMatchingName
                    }
                    #expect(notes.count == 1, "\(transition) \(plan.effectName)")
                    #expect(notes.first?.scene == role, "\(transition) \(plan.effectName)")
                    #expect(
                        notes.first?.message.hasPrefix("elements [0, 1] of the \(role.rawValue) scene") == true,
                        "\(transition) \(plan.effectName): \(notes.first?.message ?? "none")")
                }
            }
        }
    }

    @Test("An element missing from the scene a dismissal returns to is missing from its to scene")
    func missingNamesTheScene() throws {
        for transition in [Transition.zoom(from: "nope"), .circularReveal(from: "nope")] {
            // Matching off: the list's two cells would be reported for it too.
            let presented = try plan(transition.matching(.none), .present, from: list, to: detail)
            let dismissed = try plan(transition.matching(.none), .dismiss, from: detail, to: list)
            #expect(presented.diagnostics.map(\.scene) == [.from])
            #expect(dismissed.diagnostics.map(\.scene) == [.to])
            #expect(presented.diagnostics.first?.message.hasPrefix("no element \"nope\" in the from scene;") == true)
            #expect(dismissed.diagnostics.first?.message.hasPrefix("no element \"nope\" in the to scene;") == true)
        }
    }

    @Test("A zoom's element with no visible area is named in the scene that holds it")
    func degenerateNamesTheScene() throws {
        // The cell lies below its screen: nothing of it shows.
        let scrolled = try screen([
            Scene.Element(identifier: "cell", frame: CGRect(x: 0, y: 900, width: 50, height: 50))
        ])
        let presented = try plan(.zoom(from: "cell"), .push, from: scrolled, to: screen())
        let popped = try plan(.zoom(from: "cell"), .pop, from: screen(), to: scrolled)
        #expect(presented.diagnostics.map(\.code) == [.degenerateElement])
        #expect(popped.diagnostics.map(\.code) == [.degenerateElement])
        #expect(presented.diagnostics.map(\.scene) == [.from])
        #expect(popped.diagnostics.map(\.scene) == [.to])
        #expect(
            popped.diagnostics.first?.message.hasPrefix("element \"cell\" of the to scene has no visible area") == true)
    }

    @Test("Automatic matching, which runs with the real scenes, names the list's scene the same way")
    func automaticMatchingAgrees() throws {
        let dismissed = try plan(.fade, .dismiss, from: detail, to: list)
        let notes = dismissed.diagnostics.filter { $0.effect == Transition.automaticMatchingName }
        #expect(notes.map(\.scene) == [.to])
        #expect(notes.first?.message.hasPrefix("elements [0, 1] of the to scene") == true)
    }

    @Test("A conflict of combined effects names the target the plan animates, dismissed as presented")
    func conflictNamesTheTarget() throws {
        let both = try screen([
            Scene.Element(identifier: "a", frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
            Scene.Element(identifier: "b", frame: CGRect(x: 200, y: 600, width: 50, height: 50)),
        ])
        // Two reveals from different elements both animate a screen's mask, which does not compose.
        let transition = Transition.circularReveal(from: "a").combined(with: .circularReveal(from: "b"))
        for operation in [TransitionOperation.present, .dismiss] {
            let planned = try plan(transition, operation, from: both, to: both)
            // The screen whose mask the plan animates: the one that enters, or leaves when dismissing.
            let masked = planned.timeline.tracks.filter { $0.property == .circularMask }.map(\.transitionTarget)
            #expect(masked == [operation == .present ? .toScreen : .fromScreen])
            let conflicts = planned.diagnostics.filter { $0.code == .combinedConflict }
            #expect(
                conflicts.map(\.message) == [
                    "both effects animate \(masked[0]).circularMask; the first effect's motion is kept"
                ])
        }
    }

    @Test("A diagnostic's message follows its scene; one made from text names no scene of its own")
    func messageFollowsScene() {
        var note = PlanningDiagnostic(code: .missingElement, effect: "custom", message: "nothing found")
        #expect(note.scene == nil && note.message == "nothing found")
        note.scene = .to
        #expect(note.message == "nothing found")
        #expect(note.description == "missingElement (custom): nothing found")
        let other = PlanningDiagnostic(code: .missingElement, effect: "custom", scene: .to, message: "nothing found")
        #expect(note == other)
        #expect(note.hashValue == other.hashValue)
    }
}
