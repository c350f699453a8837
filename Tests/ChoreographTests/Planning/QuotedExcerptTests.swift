import Testing

@testable import Choreograph

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
