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

    @Test("redview-scale-library: both screens and both red views, rectangles and opacities")
    func redviewScale() throws {
        let comparison = SeedComparison(names: ["vc1", "red-1", "vc2", "red-2"], opacityTolerance: 0.01)
        let differences = try comparison.differences(
            seed: { RedviewScaleScenario() }, library: { RedviewScaleLibraryScenario() })
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test("bikes-card-library: the map, its pins, the card and its rows, rectangles and opacities")
    func bikesCard() throws {
        let names = ["map", "pin-0", "pin-1", "pin-2", "stations", "station-0", "station-1", "station-2"]
        let comparison = SeedComparison(names: names + ["stations-close", "card-decoration"], opacityTolerance: 0.01)
        let differences = try comparison.differences(
            seed: { BikesCardScenario() }, library: { BikesCardLibraryScenario() })
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test(
        "pizza-push-library: the selected card and picture and the detail panel and picture, rectangles and opacities")
    func pizzaPush() throws {
        let names = ["pizza-2-card", "pizza-2-image", "detail-background", "detail-image"]
        // The seed's mirror copies stand for the views they copy; the library's ghosts of the detail views stand
        // for the cell's views they fly from, too.
        let standIns = [
            "pizza-2-card": ["pizza-mirror-background", "ghost:detail-background"],
            "detail-background": ["pizza-mirror-background"],
            "pizza-2-image": ["pizza-mirror-image", "ghost:detail-image"],
            "detail-image": ["pizza-mirror-image"],
        ]
        let comparison = SeedComparison(names: names, standIns: standIns, opacityTolerance: 0.01)
        let differences = try comparison.differences(
            seed: { PizzaPushScenario() }, library: { PizzaPushLibraryScenario() })
        #expect(
            differences.isEmpty,
            "\(differences.count): \(differences.prefix(40).map(\.description).joined(separator: "\n"))")
    }

    @Test("herbs-pop-library: the herbs, the details and their text, rectangles and opacities")
    func herbsPop() throws {
        let herbs = (0..<5).map { "herb-\($0)" }
        let details = ["detail", "detail-background", "detail-title", "detail-description", "detail-credit"]
        let comparison = SeedComparison(names: herbs + details, opacityTolerance: 0.01)
        let differences = try comparison.differences(
            seed: { HerbsPopScenario() }, library: { HerbsPopLibraryScenario() })
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }
}
