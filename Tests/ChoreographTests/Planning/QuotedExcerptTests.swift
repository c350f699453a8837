import Foundation
import Testing

@testable import Choreograph

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Long names, numbers and strings in a spec error are quoted by their start and their length.
@Suite("Quoted excerpts")
struct QuotedExcerptTests {
    @Test("a found name of 64 characters is quoted whole, one of 65 by its first 48 and its length")
    func foundBoundary() throws {
        let whole = String(repeating: "a", count: 64)
        #expect(TransitionSpecError.Found.name(whole).phrase == "'\(whole)'")
        let long = String(repeating: "b", count: 65)
        #expect(
            TransitionSpecError.Found.name(long).phrase == "'\(String(repeating: "b", count: 48))…' (65 characters)")
    }

    @Test("lengths count Unicode scalars, as columns do")
    func scalars() {
        // 70 scalars, each two UTF-8 bytes.
        let text = String(repeating: "é", count: 70)
        #expect(
            TransitionSpecError.Found.string(text).phrase == "'\(String(repeating: "é", count: 48))…' (70 characters)")
    }

    @Test("a spec with a 300-character unknown modifier names its start and length")
    func parsedSpec() {
        let name = "bogus" + String(repeating: "y", count: 300)
        #expect(throws: TransitionSpecError.self) { try TransitionSpec(parsing: "fade." + name) }
        do {
            _ = try TransitionSpec(parsing: "fade." + name)
        } catch {
            #expect(error.column == 6)
            #expect(
                error.problem.message.hasSuffix("found 'bogus\(String(repeating: "y", count: 43))…' (305 characters)"))
        }
    }
}

/// Diagnostics and scene errors quote an element's identifier whole up to 200 characters, and past that by its first
/// 160 and its length.
@Suite("Long identifiers in messages")
struct LongIdentifierMessageTests {
    /// A 390 × 844 scene of one full-screen element named "screen".
    private func screen() throws -> Scene {
        try Scene(
            size: CGSize(width: 390, height: 844),
            elements: [Scene.Element(identifier: "screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))])
    }

    /// The message of the one diagnostic of zooming from `identifier`, which neither scene has.
    private func missingMessage(_ identifier: String) throws -> String {
        let plan = try Planner().plan(
            .zoom(from: identifier), from: screen(), to: screen(), operation: .present,
            containerSize: CGSize(width: 390, height: 844))
        #expect(plan.diagnostics.map(\.code) == [.missingElement])
        return plan.diagnostics.first?.message ?? ""
    }

    @Test("a missing identifier of 200 characters is quoted whole, one of 201 by its first 160 and its length")
    func missingElement() throws {
        let whole = String(repeating: "w", count: 200)
        #expect(try missingMessage(whole).hasPrefix("no element \"\(whole)\" in the from scene; "))
        let long = String(repeating: "l", count: 201)
        #expect(
            try missingMessage(long).hasPrefix(
                "no element \"\(String(repeating: "l", count: 160))…\" (201 characters) in the from scene; "))
    }

    @Test("a scene error names a 100,000-character identifier by its start and length")
    func sceneError() {
        let identifier = String(repeating: "x", count: 100_000)
        var element = Scene.Element(identifier: identifier, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        element.opacity = 2
        #expect(throws: SceneError.self) { try Scene(size: CGSize(width: 10, height: 10), elements: [element]) }
        do {
            _ = try Scene(size: CGSize(width: 10, height: 10), elements: [element])
        } catch {
            let prefix = "elements[0] (\"\(String(repeating: "x", count: 160))…\" (100000 characters)): opacity"
            #expect(error.description.hasPrefix(prefix), "\(error.description.prefix(300))")
            #expect(error.description.count < 400)
        }
    }
}
