import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

/// Each seed written with library values draws the seed's named views where the hand-written seed draws them, within
/// 2 points at every frame at 60 fps, for every operation (``SeedComparison``).
@MainActor
@Suite("Library demos match their seeds")
struct LibraryDemoTests {
    @Test("fade-library: first and second screens and their buttons, rectangles and opacities")
    func fade() throws {
        let comparison = SeedComparison(
            names: ["first", "first-button", "second", "second-button"], opacityTolerance: 0.01)
        let differences = try comparison.differences(seed: { FadeScenario() }, library: { FadeLibraryScenario() })
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }
}
