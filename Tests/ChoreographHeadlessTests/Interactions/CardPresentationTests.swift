import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The library's card: a 300-point card at the bottom of a 390 × 844 window, presented with `presentCard`, slid in
/// and dragged away by its own drag, over a screen that keeps its touches outside the card.
///
/// Geometry by hand: the card is (0, 844 − 300, 390, 300) = (0, 544, 390, 300); `cardSlide(from: .bottom)` moves it
/// 300 points, so a finger that moves it d points sets the progress to d/300.
@MainActor
@Suite("Card presentation")
struct CardPresentationTests {
    static let card = CGRect(x: 0, y: 544, width: 390, height: 300)

    /// A presented card over a `map` screen that records its taps.
    @MainActor
    struct Stage {
        let host: HostEnvironment
        let clock: ManualClock
        let window: Window
        let map: ViewController
        let card: ViewController
        var taps: @MainActor () -> [CGPoint]

        var presentation: ChoreographHeadless.CardPresentationController? {
            card.presentationController as? ChoreographHeadless.CardPresentationController
        }
        var drag: DragInteractionController? { presentation?.dragDismissal }
        /// The card's top edge on screen now.
        var shownTop: Double { Double(card.view.visibleRect.minY) }
    }

    final class TapLog {
        var points: [CGPoint] = []
    }

    func presented(
        _ configuration: ChoreographHeadless.CardPresentationController.Configuration = .init(height: 300)
    ) -> Stage {
        let (host, clock) = freshHost()
        let map = ViewController(identifier: "map")
        let log = TapLog()
        let tap = TapGestureRecognizer()
        tap.addTarget { recognizer in log.points.append(recognizer.location(in: map.view)) }
        map.view.addGestureRecognizer(tap)
        let window = Window(size: Window.defaultSize)
        window.rootViewController = map
        window.makeKeyAndVisible()
        let card = ViewController(identifier: "card")
        map.presentCard(card, configuration: configuration)
        clock.advance(by: 1)
        return Stage(host: host, clock: clock, window: window, map: map, card: card, taps: { log.points })
    }

    @Test("The card sits against its edge, the container's full width, over a decoration filling the container")
    func frames() throws {
        let stage = presented()
        #expect(stage.card.view.frame == Self.card)
        #expect(stage.card.view.visibleRect == Self.card)
        let container = try #require(stage.card.view.superview)
        #expect(container.subviews.map(\.identifier) == ["card-decoration", "card"])
        #expect(container.subviews.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(stage.map.view.window === stage.window, "the presenting screen stays")
        #expect(stage.map.presentedViewController === stage.card)
        #expect(stage.drag?.recognizer.view === stage.card.view)
        #expect(stage.host.diagnostics.entries.isEmpty)
        let top = presented(.init(height: 250, edge: .top))
        #expect(top.card.view.frame == CGRect(x: 0, y: 0, width: 390, height: 250))
        let tall = presented(.init(height: 5000))
        #expect(tall.card.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "at most the container")
        let invalid = presented(.init(height: -3))
        #expect(invalid.card.view.frame.height == 320, "an invalid height reads as the default")
    }

    @Test("It slides in from the bottom by its own height")
    func slidesIn() throws {
        let (_, clock) = freshHost()
        let map = ViewController(identifier: "map")
        let window = Window(size: Window.defaultSize)
        window.rootViewController = map
        window.makeKeyAndVisible()
        let card = ViewController(identifier: "card")
        map.presentCard(card, configuration: .init(height: 300))
        clock.advance(by: 0.001)
        #expect(card.view.visibleRect.minY > 843, "starts just below the bottom edge")
        clock.advance(by: 1)
        #expect(card.view.visibleRect == Self.card)
    }

    @Test("Touches outside the card reach the presenting screen, and only those")
    func passThrough() throws {
        let stage = presented()
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock)
        #expect(stage.window.hitTest(CGPoint(x: 195, y: 300), with: nil) === stage.map.view)
        try simulator.tap(at: CGPoint(x: 195, y: 300))
        #expect(stage.taps() == [CGPoint(x: 195, y: 300)])
        #expect(stage.window.hitTest(CGPoint(x: 195, y: 700), with: nil) === stage.card.view)
        try simulator.tap(at: CGPoint(x: 195, y: 700))
        try simulator.tap(at: CGPoint(x: 10, y: 545))
        #expect(stage.taps() == [CGPoint(x: 195, y: 300)], "taps on the card never reach the map")
        try simulator.tap(at: CGPoint(x: 10, y: 543))
        #expect(stage.taps().count == 2, "one point above the card is the map's")
    }

    @Test("A window resize lays the card out again at the new bottom; the drag then travels the new distance")
    func resize() throws {
        let stage = presented()
        stage.window.resize(to: CGSize(width: 844, height: 390))
        #expect(stage.card.view.frame == CGRect(x: 0, y: 90, width: 844, height: 300))
        let decoration = try #require(stage.window.view(withIdentifier: "card-decoration"))
        #expect(decoration.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(stage.presentation?.dismissalTravel == 300)
        stage.window.resize(to: CGSize(width: 390, height: 200))
        #expect(stage.card.view.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(stage.presentation?.dismissalTravel == 200)
        // A drag of 50 points is a quarter of the new travel.
        let simulator = TouchSimulator(window: stage.window, clock: stage.clock, samplesPerSecond: 64)
        try simulator.press(at: CGPoint(x: 195, y: 100))
        try simulator.move(to: CGPoint(x: 195, y: 150), duration: 0.5)
        let interaction = try #require(stage.drag?.interaction)
        #expect(interaction.percentComplete == 0.25)
        stage.clock.advance(by: 1 / 64)
        #expect(stage.card.view.visibleRect.minY == 50)
        try simulator.release()
        stage.clock.advance(by: 2)
        #expect(stage.card.view.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
    }
}
