import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// pizza-push-library on its own: the two phases land where the demo's layout says (``PizzaGeometry``), every view
/// the transition touched is put back after the push and after the pop, and swipe-back keeps working with the
/// library's edge pan — a swipe let go far finishes the pop, a slow short one cancels it — leaving no ghost behind.
@MainActor
@Suite("pizza-push-library")
struct PizzaPushLibraryTests {
    /// The identifiers the transition moves, hides or holds transparent.
    static let touched = [
        "pizza-2-card", "pizza-2-image", "pizza-grid", "pizza-detail", "detail-background", "detail-image",
    ]

    /// Every view of the window that the library added for a transition (ghosts and their snapshots).
    func ghosts(in window: Window) -> [View] {
        window.subtree.filter { ($0.identifier ?? "").hasPrefix("ghost:") || $0.snapshotOf != nil }
    }

    /// Expects every view the transition touched that is in the window now to be shown, opaque and untransformed,
    /// and no ghost, animation or diagnostic left.
    func expectRestored(_ scenario: PizzaPushLibraryScenario, _ host: HostEnvironment, _ moment: String) {
        let window = scenario.window
        #expect(ghosts(in: window).isEmpty, "\(moment)")
        #expect(window.subtree.allSatisfy { !$0.isHidden }, "\(moment)")
        for identifier in Self.touched {
            guard let view = window.view(withIdentifier: identifier) else { continue }
            #expect(view.alpha == 1 && view.presentation.alpha == 1, "\(moment): \(identifier)")
            #expect(view.transform.isIdentity && view.presentation.transform.isIdentity, "\(moment): \(identifier)")
        }
        #expect(animatingViews(in: window).isEmpty, "\(moment)")
        #expect(host.diagnostics.entries.isEmpty, "\(moment): \(host.diagnostics.entries)")
    }

    @Test("The library's delegate runs the stack: the seed's delegate and edge swipe are not installed")
    func delegates() throws {
        _ = freshHost()
        let scenario = PizzaPushLibraryScenario()
        #expect(scenario.navigationController.delegate == nil)
        #expect(scenario.gridController.navigationDelegate.edgeSwipe.edgePan.view == nil)
        scenario.perform(.push)
        #expect(scenario.navigationController.delegate is TimelineNavigationDelegate)
    }

    @Test(
        "Phase 1 presses the card's ghost to 0.9 on the cell by 0.5 s; phase 2 lands it on the screen, the picture turned"
    )
    func phases() throws {
        let (_, clock) = freshHost()
        let scenario = PizzaPushLibraryScenario()
        let window = scenario.window
        let start = clock.now
        scenario.perform(.push)
        clock.advance(to: start + 0.25)
        let background = try #require(window.view(withIdentifier: "ghost:detail-background"))
        let picture = try #require(window.view(withIdentifier: "ghost:detail-image"))
        #expect(rectsClose(picture.visibleRect, PizzaGeometry.image(2), within: 1e-6))
        for identifier in Self.touched {
            let view = try #require(window.view(withIdentifier: identifier))
            #expect(view.isHidden || view.visibleOpacity == 0, "\(identifier) does not show while the ghosts fly")
        }
        // The press follows the critically damped spring fitted to 0.5 s, on the card's center.
        let pressed = 1 - 0.1 * PizzaGeometry.criticalSpring(at: 0.25, duration: 0.5)
        let card = PizzaGeometry.card(2)
        #expect(rectsClose(background.visibleRect, PizzaGeometry.scaled(card, by: pressed), within: 1e-6))
        clock.advance(to: start + 0.5)
        #expect(rectsClose(background.visibleRect, PizzaGeometry.scaled(card, by: 0.9), within: 1e-3))
        // Half way through phase 2, on ease-in-out.
        clock.advance(to: start + 1)
        let p = CGFloat(CubicBezier.easeInOut.value(at: 0.5))
        let screen = PizzaGeometry.screen
        let size = CGSize(
            width: (card.width + (screen.width - card.width) * p) * (0.9 + 0.1 * p),
            height: (card.height + (screen.height - card.height) * p) * (0.9 + 0.1 * p))
        let center = CGPoint(x: card.midX + (screen.midX - card.midX) * p, y: card.midY + (screen.midY - card.midY) * p)
        #expect(rectsClose(background.visibleRect, rect(center: center, size: size), within: 1e-6))
        // The picture turns by π/2 half way: a square's box is its side times |cos| + |sin| = 1.
        let image = PizzaGeometry.image(2)
        let detail = PizzaGeometry.detailImage
        let side = image.width + (detail.width - image.width) * p
        let imageCenter = CGPoint(
            x: image.midX + (detail.midX - image.midX) * p, y: image.midY + (detail.midY - image.midY) * p)
        #expect(
            rectsClose(
                picture.visibleRect, rect(center: imageCenter, size: CGSize(width: side, height: side)), within: 1e-6))
        #expect(abs(abs(picture.presentation.transform.m12) - 1) < 1e-9, "turned a quarter")
    }

    @Test("After the push and after the pop, every view is back: no ghost, all shown, opaque, untransformed")
    func restoration() throws {
        let (host, clock) = freshHost()
        let scenario = PizzaPushLibraryScenario()
        let window = scenario.window
        let before = window.subtree.map(\.identifier)
        scenario.perform(.push)
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 2)
        expectRestored(scenario, host, "after the push")
        #expect(window.view(withIdentifier: "detail-image")?.visibleRect == PizzaGeometry.detailImage)
        #expect(window.view(withIdentifier: "detail-background")?.visibleRect == PizzaGeometry.screen)
        scenario.perform(.pop)
        clock.advance(by: 2)
        expectRestored(scenario, host, "after the pop")
        #expect(window.subtree.map(\.identifier) == before)
        #expect(window.view(withIdentifier: "pizza-2-card")?.visibleRect == PizzaGeometry.card(2))
        #expect(window.view(withIdentifier: "pizza-2-image")?.visibleRect == PizzaGeometry.image(2))
    }

    /// The scenario with pizza-2's detail screen pushed and settled, and a simulator on its window.
    func pushed() -> (HostEnvironment, ManualClock, PizzaPushLibraryScenario, TouchSimulator) {
        let (host, clock) = freshHost()
        let scenario = PizzaPushLibraryScenario()
        scenario.perform(.push)
        clock.advance(by: 2)
        return (host, clock, scenario, TouchSimulator(window: scenario.window, clock: clock))
    }

    @Test("A swipe scrubbed past the flight back and let go finishes the pop on the library's edge pan")
    func swipeFinishes() throws {
        let (host, clock, scenario, simulator) = pushed()
        let window = scenario.window
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 330, y: 400), duration: 0.3)
        // 325 of 390 points: past two thirds, where the flight back has ended on the cell and the press is releasing.
        let background = try #require(window.view(withIdentifier: "ghost:detail-background"))
        let picture = try #require(window.view(withIdentifier: "ghost:detail-image"))
        let card = PizzaGeometry.card(2)
        #expect(
            abs(background.visibleRect.midX - card.midX) < 1e-6 && abs(background.visibleRect.midY - card.midY) < 1e-6)
        #expect(background.visibleRect.width > card.width * 0.9 - 1e-6 && background.visibleRect.width < card.width)
        #expect(rectsClose(picture.visibleRect, PizzaGeometry.image(2), within: 1e-6))
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas"])
        expectRestored(scenario, host, "after the swipe")
        #expect(window.view(withIdentifier: "pizza-2-card")?.visibleRect == card)
    }

    @Test("A slow short swipe cancels the pop: the detail screen stays, shown, and the ghosts are gone")
    func swipeCancels() throws {
        let (host, clock, scenario, simulator) = pushed()
        let window = scenario.window
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 30, y: 400), duration: 1)
        #expect(ghosts(in: window).count >= 2, "the ghosts fly while the finger drags")
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas", "pizza-detail"])
        #expect(scenario.gridController.view.window == nil)
        expectRestored(scenario, host, "after the cancelled swipe")
        #expect(window.view(withIdentifier: "detail-image")?.visibleRect == PizzaGeometry.detailImage)
        // And the stack still works: the back button pops.
        try simulator.tap(at: CGPoint(x: 56, y: 70))
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.map { $0.view.identifier } == ["pizzas"])
        expectRestored(scenario, host, "after the back button")
    }
}
