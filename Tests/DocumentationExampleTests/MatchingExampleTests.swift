import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The automatic matching examples, run as their documentation shows them.
@Suite("Documentation examples: automatic matching")
struct MatchingExampleTests {
    let size = CGSize(width: 390, height: 844)

    func ghosts(_ transition: Transition) throws -> [TransitionTarget] {
        let list = try Scene(
            size: size,
            elements: [Scene.Element(identifier: "title", frame: CGRect(x: 20, y: 60, width: 200, height: 40))])
        let detail = try Scene(
            size: size,
            elements: [Scene.Element(identifier: "title", frame: CGRect(x: 20, y: 100, width: 350, height: 60))])
        let plan = try Planner().plan(transition, from: list, to: detail, operation: .push, containerSize: size)
        return plan.stacking.filter { $0.ghostIdentifier != nil }
    }

    @Test("ElementMatching: a plain push and a fade that morphs through")
    func elementMatching() throws {
        // example: Sources/Choreograph/Planning/ElementMatching.swift
        let plain = Transition.push(from: .trailing).matching(.none)
        let swapped = Transition.fade.matching(.morph(fade: .through, fit: .width))
        // end example
        #expect(try ghosts(plain).isEmpty)
        #expect(try ghosts(swapped) == [.ghost("title")])
    }

    @Test("matching(.none): the shared title stays on its screen")
    func transitionMatching() throws {
        // example: Sources/Choreograph/Planning/Transition+Matching.swift
        // Push the detail screen without flying the shared title across.
        let transition = Transition.push(from: .trailing).matching(.none)
        // end example
        #expect(try ghosts(transition).isEmpty)
        #expect(try ghosts(.push(from: .trailing)) == [.ghost("title")])
    }
}
