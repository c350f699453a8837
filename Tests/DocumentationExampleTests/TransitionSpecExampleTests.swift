import Choreograph
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The transition spec examples, run as their documentation shows them.
@Suite("Documentation examples: transition specs")
struct TransitionSpecExampleTests {
    private let size = CGSize(width: 390, height: 844)

    /// The plan of `transition` for a push between two empty screens.
    private func plan(_ transition: Transition) throws -> TransitionPlan {
        let screen = try Scene(size: size)
        return try Planner().plan(transition, from: screen, to: screen, operation: .push, containerSize: size)
    }

    @Test("TransitionSpec: parse, build and describe")
    func specSymbol() throws {
        // example: Sources/Choreograph/Planning/TransitionSpec.swift
        let spec = try TransitionSpec(parsing: "slide(from: .right).spring(response: 0.4)")
        let transition = spec.transition  // Transition.slide(from: .right).spring(response: 0.4)
        let text = spec.description  // ".slide(from: .right).spring(response: 0.4)"
        // end example
        #expect(text == ".slide(from: .right).spring(response: 0.4)")
        #expect(try plan(transition) == plan(Transition.slide(from: .right).spring(response: 0.4)))
    }

    @Test("Transition specs article: overview")
    func articleOverview() throws {
        // example: Sources/Choreograph/Choreograph.docc/TransitionSpecs.md
        let spec = try TransitionSpec(parsing: "cover(from: .bottom).duration(0.5)")
        let transition = spec.transition  // Transition.cover(from: .bottom).duration(0.5)
        let canonical = spec.description  // ".cover(from: .bottom).duration(0.5)"
        // end example
        #expect(canonical == ".cover(from: .bottom).duration(0.5)")
        let built = try plan(Transition.cover(from: .bottom).duration(0.5))
        #expect(try plan(transition) == built)
        #expect(built.duration == 0.5)
    }

    @Test("Transition specs article: canonical description")
    func articleCanonical() throws {
        // example: Sources/Choreograph/Choreograph.docc/TransitionSpecs.md
        let spec = try TransitionSpec(parsing: "slide(from: right).spring(response: 0.4, dampingFraction: 0.825)")
        let text = spec.description  // ".slide(from: .right).spring(response: 0.4)"
        let same = try TransitionSpec(parsing: text) == spec  // true
        // end example
        #expect(text == ".slide(from: .right).spring(response: 0.4)")
        #expect(same)
    }
}
