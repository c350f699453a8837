import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scripted drags of `bikes-card` (`--operation dismiss --drag …`) and `edge-pop` (`--operation pop --drag …`):
/// far or fast drags finish, short slow ones spring back; the seed's close button still slides the card right.
@MainActor
@Suite("Card and edge drags in the demos")
struct CardAndEdgeDragTests {
    /// bikes-card with its card up.
    func bikes() -> (BikesCardScenario, ManualClock) {
        let (_, clock) = freshHost()
        let scenario = BikesCardScenario()
        scenario.perform(.present)
        clock.advance(by: 1)
        return (scenario, clock)
    }

    @Test("bikes-card: a drag down 120 of the card's 200 points dismisses it, the card sliding down under the finger")
    func bikesFarDragDismisses() throws {
        let (scenario, clock) = bikes()
        let stations = try #require(scenario.mapController.stationsController)
        let simulator = TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 60)
        try simulator.press(at: CGPoint(x: 195, y: 700))
        try simulator.move(to: CGPoint(x: 195, y: 820), duration: 1.2)
        clock.advance(by: 1.0 / 60)
        // Down, not to the right: the card is 120 points lower, at x 0.
        #expect(abs(stations.view.visibleRect.minY - (644 + 120)) < 1e-6)
        #expect(stations.view.visibleRect.minX == 0)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.mapController.presentedViewController == nil)
        #expect(scenario.window.subviews.count == 1, "only the map is left")
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("bikes-card: a short slow drag springs the card back; the close button then slides it out to the right")
    func bikesShortDragCancels() throws {
        let (scenario, clock) = bikes()
        let stations = try #require(scenario.mapController.stationsController)
        try TouchSimulator(window: scenario.window, clock: clock).perform(
            DragScript(parsing: "195,700 -> 195,740 in 0.8s"))
        clock.advance(by: 2)
        #expect(scenario.mapController.presentedViewController === stations)
        #expect(stations.view.visibleRect == CGRect(x: 0, y: 644, width: 390, height: 200))
        scenario.perform(.dismiss)
        clock.advance(by: 0.35 / 2)
        #expect(abs(stations.view.visibleRect.minX - 195) < 1e-9, "the seed's slide to the right, unchanged")
        #expect(stations.view.visibleRect.minY == 644)
        clock.advance(by: 1)
        #expect(scenario.mapController.presentedViewController == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("bikes-card: a fast flick of 40 points dismisses")
    func bikesFlickDismisses() throws {
        let (scenario, clock) = bikes()
        try TouchSimulator(window: scenario.window, clock: clock).perform(
            DragScript(parsing: "195,700 -> 195,740 in 0.05s"))
        clock.advance(by: 2)
        #expect(scenario.mapController.presentedViewController == nil)
    }

    /// edge-pop with its detail pushed.
    func edgePop() -> (EdgePopScenario, ManualClock) {
        let (_, clock) = freshHost()
        let scenario = EdgePopScenario()
        scenario.perform(.push)
        clock.advance(by: 1)
        return (scenario, clock)
    }

    @Test("edge-pop: a swipe from the left edge across most of the screen pops the detail")
    func edgeSwipeFinishes() throws {
        let (scenario, clock) = edgePop()
        #expect(scenario.navigationController.viewControllers.count == 2)
        try TouchSimulator(window: scenario.window, clock: clock).perform(
            DragScript(parsing: "4,400 -> 300,400 in 0.4s"))
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.map(\.view.identifier) == ["edge-list"])
        #expect(scenario.window.view(withIdentifier: "edge-detail") == nil)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("edge-pop: a short slow swipe puts the detail back; a swipe away from the edge does nothing")
    func edgeSwipeCancels() throws {
        let (scenario, clock) = edgePop()
        try TouchSimulator(window: scenario.window, clock: clock).perform(
            DragScript(parsing: "4,400 -> 64,400 in 1s"))
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 2)
        let detail = try #require(scenario.window.view(withIdentifier: "edge-detail"))
        #expect(detail.visibleRect == CGRect(x: 0, y: 0, width: 390, height: 844))
        try TouchSimulator(window: scenario.window, clock: clock).perform(
            DragScript(parsing: "100,400 -> 390,400 in 0.2s"))
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 2, "mid-screen: not an edge swipe")
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
