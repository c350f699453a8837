import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// herbs-pop-library against the seed's rules (the seed's geometry is worked out in ``HerbsPopTests``): herb-2 at
/// (270, 684), 120 × 120, with a 20-point radius; herb-3 past the 390-point row.
@MainActor
@Suite("herbs-pop-library")
struct HerbsPopLibraryTests {
    static let screen = HerbsPopTests.screen
    static let herb2 = HerbsPopTests.herb2
    static let herb2Landscape = HerbsPopTests.herb2Landscape
    static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    /// The herb's 20-point radius seen through the zoom's horizontal scale, 120 over the screen's width.
    static func radius(screenWidth: CGFloat) -> CGFloat { 20 * screenWidth / 120 }

    @Test("The tapped herb is hidden from the first frame of the presentation to the last of the dismissal")
    func herbHiddenThroughout() throws {
        let (host, clock) = freshHost()
        let scenario = HerbsPopLibraryScenario()
        let herb = try #require(scenario.window.view(withIdentifier: "herb-2"))
        let neighbour = try #require(scenario.window.view(withIdentifier: "herb-1"))
        scenario.perform(.present)
        let detail = try #require(scenario.herbsController.presentedViewController?.view)
        #expect(rectsClose(detail.visibleRect, Self.herb2), "the details start exactly over the herb")
        #expect(detail.clipsToBounds)
        for frame in 0..<60 {
            if frame > 0 { clock.advance(frames: 1) }
            #expect(herb.visibleOpacity == 0, "present frame \(frame)")
            #expect(neighbour.visibleOpacity == 1, "present frame \(frame): only the tapped herb hides")
        }
        clock.advance(frames: 1)
        #expect(detail.visibleRect == Self.screen)
        scenario.perform(.dismiss)
        for frame in 0..<60 {
            if frame > 0 { clock.advance(frames: 1) }
            #expect(herb.visibleOpacity == 0, "dismiss frame \(frame)")
            #expect(neighbour.visibleOpacity == 1, "dismiss frame \(frame)")
        }
        clock.advance(frames: 1)
        #expect(detail.window == nil)
        #expect(herb.alpha == 1 && !herb.isHidden && herb.visibleOpacity == 1, "the herb is back")
        #expect(herb.convert(herb.bounds, to: nil) == Self.herb2)
        #expect(animatingViews(in: scenario.window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The description fades in over the second half and out over the first; the corners ease over the first")
    func descriptionAndCorners() throws {
        let (_, clock) = freshHost()
        let scenario = HerbsPopLibraryScenario()
        scenario.perform(.present)
        let detail = try #require(scenario.herbsController.presentedViewController?.view)
        let description = try #require(detail.view(withIdentifier: "detail-description"))
        #expect(abs(detail.presentation.cornerRadii.topLeft - Self.radius(screenWidth: 390)) < 1e-9)
        #expect(description.presentation.alpha == 0)
        clock.advance(by: 0.25)
        #expect(description.presentation.alpha == 0)
        #expect(detail.presentation.cornerRadii.topLeft > 0, "the corners are still easing")
        clock.advance(to: 0.5)
        #expect(description.presentation.alpha == 0)
        #expect(detail.presentation.cornerRadii == .zero)
        // Half way through a 0.5 s ease-in-out fade, half visible, by the curve's symmetry.
        clock.advance(to: 0.75)
        #expect(abs(description.presentation.alpha - 0.5) < 1e-6)
        clock.advance(to: 1)
        #expect(description.presentation.alpha == 1)
        #expect(detail.presentation.cornerRadii == .zero)
        scenario.perform(.dismiss)
        #expect(description.presentation.alpha == 1)
        clock.advance(to: 1.25)
        #expect(abs(description.presentation.alpha - 0.5) < 1e-6)
        clock.advance(to: 1.5)
        #expect(description.presentation.alpha == 0)
        #expect(abs(detail.presentation.cornerRadii.bottomRight - Self.radius(screenWidth: 390)) < 1e-9)
        clock.advance(to: 2)
        #expect(detail.window == nil)
        #expect(description.alpha == 1 && detail.layer.cornerRadii == .zero, "the details are put back at rest")
    }

    @Test("After a rotation the details shrink onto the herb's landscape place with the landscape radius")
    func landscape() throws {
        let (host, clock) = freshHost()
        let scenario = HerbsPopLibraryScenario()
        scenario.perform(.present)
        clock.advance(by: 1)
        let detail = try #require(scenario.herbsController.presentedViewController?.view)
        scenario.window.resize(to: Self.landscape.size)
        #expect(detail.visibleRect == Self.landscape)
        scenario.perform(.dismiss)
        let herb = try #require(scenario.window.view(withIdentifier: "herb-2"))
        #expect(rectsClose(detail.visibleRect, Self.landscape), "the dismissal starts from the landscape screen")
        #expect(herb.visibleOpacity == 0)
        clock.advance(by: 0.5)
        let spring = try Spring(dampingRatio: 0.4, duration: 1)
        let expected = zoomRect(from: Self.landscape, to: Self.herb2Landscape, progress: spring.value(at: 0.5))
        #expect(rectsClose(detail.visibleRect, expected, within: 1e-6))
        // 20 × 844 / 120: the radius follows the landscape width, reached by the end of the first half.
        #expect(abs(detail.presentation.cornerRadii.topLeft - Self.radius(screenWidth: 844)) < 1e-6)
        #expect(herb.visibleOpacity == 0)
        clock.advance(by: 0.5)
        #expect(detail.window == nil)
        #expect(scenario.herbsController.view.frame == Self.landscape)
        #expect(herb.convert(herb.bounds, to: nil) == Self.herb2Landscape)
        #expect(herb.visibleOpacity == 1)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("After a rotation the dismissal matches the seed's frame by frame")
    func landscapeMatchesSeed() throws {
        func dismissalAfterRotation(_ make: () -> any Scenario) throws -> Recording {
            let (_, clock) = freshHost()
            let scenario = make()
            scenario.perform(.present)
            clock.advance(by: 1)
            scenario.window.resize(to: Self.landscape.size)
            return try FrameRecorder().record(scenario, operation: .dismiss)
        }
        let seed = try dismissalAfterRotation { HerbsPopScenario() }
        let library = try dismissalAfterRotation { HerbsPopLibraryScenario() }
        let names = (0..<5).map { "herb-\($0)" } + ["detail", "detail-description"]
        let differences = SeedComparison(names: names, opacityTolerance: 0.01)
            .compare(seed, library, operation: .dismiss)
        #expect(seed.settled && library.settled)
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test("A herb scrolled out of view has no origin: the details fade in and out in place, the herb hidden")
    func zeroSizeOriginFades() throws {
        let (host, clock) = freshHost()
        let scenario = HerbsPopLibraryScenario(selectedHerb: 3)
        let herb = try #require(scenario.window.view(withIdentifier: "herb-3"))
        #expect(herb.visibleRect.minX >= 390, "past the row's right edge")
        scenario.perform(.present)
        let detail = try #require(scenario.herbsController.presentedViewController?.view)
        let description = try #require(detail.view(withIdentifier: "detail-description"))
        #expect(host.diagnostics.codes == [.libraryPlanNote])
        #expect(host.diagnostics.entries.first?.message.contains("degenerateElement") == true)
        // The seed's fade: 1 s, ease in-out, no scale, no corners, the text not faded on its own.
        var lastAlpha: CGFloat = -1
        for frame in 0...60 {
            if frame > 0 { clock.advance(frames: 1) }
            let state = detail.presentation
            #expect(isFinite(state), "frame \(frame)")
            #expect(state.transform == .identity, "frame \(frame)")
            #expect(detail.visibleRect == Self.screen, "frame \(frame)")
            #expect(state.cornerRadii == .zero, "frame \(frame)")
            #expect(state.alpha >= lastAlpha && state.alpha <= 1, "frame \(frame)")
            #expect(description.presentation.alpha == 1, "frame \(frame)")
            if frame < 60 { #expect(herb.visibleOpacity == 0, "frame \(frame)") }
            if frame == 30 { #expect(abs(state.alpha - 0.5) < 1e-6, "half way through a symmetric curve") }
            lastAlpha = state.alpha
        }
        #expect(lastAlpha == 1)
        scenario.perform(.dismiss)
        #expect(herb.visibleOpacity == 0)
        clock.advance(by: 0.5)
        #expect(abs(detail.presentation.alpha - 0.5) < 1e-6)
        #expect(isFinite(detail.presentation) && detail.presentation.transform == .identity)
        #expect(herb.visibleOpacity == 0)
        clock.advance(by: 0.5)
        #expect(detail.window == nil)
        #expect(herb.alpha == 1)
        #expect(host.diagnostics.codes == [.libraryPlanNote, .libraryPlanNote])
        #expect(host.animationLog.allSatisfy { $0.from.isFinite && $0.to.isFinite })
    }

    @Test("In a landscape window herb-3 is in view, so the pop zooms from it: the choice is made from the screen")
    func herbInViewInLandscapeZooms() throws {
        // In landscape the row is 844 points wide: herb-3 (x 400…520) is in view, so the pop zooms from it.
        let (host, clock) = freshHost()
        let scenario = HerbsPopLibraryScenario(selectedHerb: 3, size: Self.landscape.size)
        scenario.perform(.present)
        let detail = try #require(scenario.herbsController.presentedViewController?.view)
        let herb3 = CGRect(x: 400, y: 390 - 40 - 120, width: 120, height: 120)
        #expect(rectsClose(detail.visibleRect, herb3))
        clock.advance(by: 1)
        #expect(detail.visibleRect == Self.landscape)
        #expect(host.diagnostics.entries.isEmpty)
    }
}
