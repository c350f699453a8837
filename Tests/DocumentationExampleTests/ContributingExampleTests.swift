import Testing

/// The import CONTRIBUTING.md asks of every file that uses geometry (see `ContributingExample.swift`).
@Suite("Documentation examples: contributing")
struct ContributingExampleTests {
    @Test("Geometry members are available with the documented imports")
    func geometry() {
        let geometry = contributingExampleGeometry()
        #expect(geometry.left == 10)
        #expect(geometry.zeroWidth == 0)
    }
}
