import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the bikes-card seed says a user sees: a 200-point card at the bottom, full width, sliding in from the right,
/// re-laid out with the container, over a map that keeps receiving touches.
///
/// Geometry by hand: in 390 × 844 the card is (0, 844 − 200, 390, 200) = (0, 644, 390, 200).
@MainActor
@Suite("bikes-card")
struct BikesCardTests {
    static let card = CGRect(x: 0, y: 644, width: 390, height: 200)

    @Test("The card is 200 points high along the bottom, full width, over a decoration that fills the container")
    func cardFrame() throws {
        let (host, clock) = freshHost()
        let scenario = BikesCardScenario()
        scenario.perform(.present)
        clock.advance(by: 0.35)
        let stations = try #require(scenario.mapController.stationsController)
        #expect(stations.view.frame == Self.card)
        #expect(stations.view.visibleRect == Self.card)
        #expect(stations.presentationController is ChoreographSeeds.CardPresentationController)
        let container = try #require(stations.view.superview)
        #expect(container.subviews.map(\.identifier) == ["card-decoration", "stations"])
        #expect(container.subviews.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scenario.mapController.view.window === scenario.window, "the map stays on screen under .custom")
        #expect(
            host.trace.lines.contains("transitioningDelegate.presentationController(forPresented:presenting:source:)"))
        #expect(host.trace.lines.contains("CardPresentationController.presentationTransitionWillBegin()"))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("After a window resize the card is laid out again: 200 high at the new bottom, full width")
    func relayout() throws {
        let (_, clock) = freshHost()
        let scenario = BikesCardScenario()
        scenario.perform(.present)
        clock.advance(by: 0.35)
        let stations = try #require(scenario.mapController.stationsController)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        #expect(stations.view.frame == CGRect(x: 0, y: 190, width: 844, height: 200))
        let decoration = try #require(scenario.window.view(withIdentifier: "card-decoration"))
        #expect(decoration.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        scenario.window.resize(to: CGSize(width: 430, height: 932))
        #expect(stations.view.visibleRect == CGRect(x: 0, y: 732, width: 430, height: 200))
        // The close button follows the card's new width: 430 − 96 = 334.
        let close = try #require(stations.view.view(withIdentifier: "stations-close"))
        #expect(close.frame.minX == 334)
    }

    @Test("Touches outside the card reach the map; touches on the card do not")
    func touchesPassThrough() throws {
        let (_, clock) = freshHost()
        let scenario = BikesCardScenario()
        scenario.perform(.present)
        clock.advance(by: 0.35)
        let map: View = scenario.mapController.view
        #expect(scenario.window.hitTest(CGPoint(x: 195, y: 300), with: nil) === map)
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.tap(at: CGPoint(x: 195, y: 300))
        #expect(scenario.mapController.tapLocations == [CGPoint(x: 195, y: 300)])
        let inCard = CGPoint(x: 100, y: 700)
        #expect(
            scenario.window.hitTest(inCard, with: nil)?.isDescendant(
                of: try #require(scenario.mapController.stationsController?.view)) == true)
        try simulator.tap(at: inCard)
        #expect(scenario.mapController.tapLocations.count == 1)
        // A pin above the card takes the touch as a subview of the map.
        #expect(scenario.window.hitTest(CGPoint(x: 90, y: 180), with: nil)?.identifier == "pin-0")
    }

    @Test("The card slides in from the right and out to the right on the ease-in-out curve")
    func slide() throws {
        let (_, clock) = freshHost()
        let scenario = BikesCardScenario()
        scenario.perform(.present)
        let stations = try #require(scenario.mapController.stationsController)
        #expect(stations.view.visibleRect == Self.card.offsetBy(dx: 390, dy: 0), "starts just past the right edge")
        clock.advance(by: 0.35 / 2)
        // Ease in and out is symmetric: half the time, half the distance.
        #expect(abs(stations.view.visibleRect.minX - 195) < 1e-9)
        #expect(stations.view.visibleRect.minY == 644)
        clock.advance(by: 0.35 / 2)
        #expect(stations.view.visibleRect == Self.card)
        // The close button dismisses.
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.tap(at: CGPoint(x: 390 - 96 + 40, y: 644 + 20 + 18))
        let afterTap = clock.now
        clock.advance(to: afterTap + 0.35 / 2)
        #expect(abs(stations.view.visibleRect.minX - 195) < 1e-9)
        clock.advance(to: afterTap + 0.35)
        #expect(stations.view.window == nil)
        #expect(scenario.window.view(withIdentifier: "card-decoration") == nil)
        #expect(scenario.window.subviews.count == 1, "only the map is left")
        #expect(scenario.mapController.presentedViewController == nil)
    }

    @Test("One delegate object vends the presentation controller and both slide animators, for a .custom card")
    func delegateVendsBoth() throws {
        let (_, clock) = freshHost()
        let scenario = BikesCardScenario()
        scenario.perform(.present)
        let stations = try #require(scenario.mapController.stationsController)
        #expect(stations.modalPresentationStyle == .custom)
        let delegate = scenario.mapController.cardTransition
        #expect((stations.transitioningDelegate as? BikesCardDragDelegate)?.seedDelegate === delegate)
        let map = scenario.mapController
        let presenting = delegate.animationController(forPresented: stations, presenting: map, source: map)
        let dismissing = delegate.animationController(forDismissed: stations)
        #expect((presenting as? CardSlideAnimator)?.isPresenting == true)
        #expect((dismissing as? CardSlideAnimator)?.isPresenting == false)
        #expect(presenting?.transitionDuration(using: nil) == 0.35)
        let made = delegate.presentationController(forPresented: stations, presenting: map, source: map)
        #expect(made is ChoreographSeeds.CardPresentationController)
        clock.advance(by: 0.35)
        #expect(stations.presentationController is ChoreographSeeds.CardPresentationController)
    }

    @Test("Whenever the container lays out, the card takes its frame again, not only when the size changes")
    func containerLayoutRestoresFrame() throws {
        let (_, clock) = freshHost()
        let scenario = BikesCardScenario()
        scenario.perform(.present)
        clock.advance(by: 0.35)
        let stations = try #require(scenario.mapController.stationsController)
        let container = try #require(stations.view.superview)
        stations.view.frame = CGRect(x: 40, y: 100, width: 50, height: 50)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(stations.view.frame == Self.card)
        let decoration = try #require(scenario.window.view(withIdentifier: "card-decoration"))
        #expect(decoration.frame == container.bounds)
    }
}
