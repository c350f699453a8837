import Choreograph
import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Scripted drags on the sheet-detents demo, through every path of the sheet: a 390 × 844 window, so medium rests
/// with its top at 422 and large at 56. A touch at y on the sheet moves it by the finger's translation exactly.
@MainActor
@Suite("sheet-detents")
struct SheetDetentsTests {
    static let medium = CGRect(x: 0, y: 422, width: 390, height: 422)
    static let large = CGRect(x: 0, y: 56, width: 390, height: 788)

    /// The demo with its sheet presented and settled at medium, and a simulator on its window.
    func presented(
        configure: (SheetPresentationController) -> Void = { _ in }
    ) throws -> (HostEnvironment, ManualClock, SheetDetentsScenario, SheetPresentationController, TouchSimulator) {
        let (host, clock) = freshHost()
        let scenario = SheetDetentsScenario()
        scenario.perform(.present)
        let sheet = try #require(scenario.sheetController.presentationController as? SheetPresentationController)
        configure(sheet)
        clock.advance(by: 1)
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        return (host, clock, scenario, sheet, simulator)
    }

    /// The sheet's view.
    func sheetView(_ scenario: SheetDetentsScenario) -> View { scenario.sheetController.view }

    /// The x scale of the presenting screen's transform.
    func presenterScale(_ scenario: SheetDetentsScenario) -> CGFloat { scenario.listController.view.transform.a }

    /// Whether the presenting screen's tree receives a touch at `point`.
    func presenterReceives(_ scenario: SheetDetentsScenario, at point: CGPoint) -> Bool {
        scenario.window.hitTest(point, with: nil)?.isDescendant(of: scenario.listController.view) == true
    }

    @Test("Presenting rests at medium over full dimming, with a grabber and an untouched presenting screen")
    func presentsAtMedium() throws {
        let (host, _, scenario, sheet, _) = try presented()
        #expect(sheetView(scenario).frame == Self.medium)
        #expect(sheet.dimmingView?.alpha == 0.2)
        #expect(sheet.grabberView?.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        #expect(presenterScale(scenario) == 1)
        #expect(scenario.sheetController.sheetPresentationController === sheet)
        #expect(scenario.listController.presentedViewController === scenario.sheetController)
        // Dimmed at every detent: the presenting screen takes no touch, above the sheet or on it.
        #expect(!presenterReceives(scenario, at: CGPoint(x: 195, y: 200)))
        #expect(scenario.window.hitTest(CGPoint(x: 195, y: 200), with: nil) === sheet.dimmingView)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A slow drag past half way settles at large; the presenting screen recedes to 0.92 with 10-point corners")
    func slowDragPastHalf() throws {
        let (host, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 500))
        try simulator.move(to: CGPoint(x: 195, y: 400), duration: 0.5)
        // Following the finger: 100 points up.
        #expect(sheetView(scenario).frame == CGRect(x: 0, y: 322, width: 390, height: 522))
        try simulator.move(to: CGPoint(x: 195, y: 300), duration: 0.5)
        #expect(sheetView(scenario).frame.minY == 222)
        // Half way to large (605 of 788 is half of the 366 between them): recession 0.5 at height 622 → (622−422)/366.
        let fraction = (622.0 - 422) / 366
        #expect(abs(Double(presenterScale(scenario)) - (1 - fraction * 0.08)) < 1e-9)
        try simulator.release()
        #expect(sheet.selectedDetentIdentifier == .large)
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.large))
        #expect(abs(presenterScale(scenario) - 0.92) < 1e-9)
        #expect(abs(scenario.listController.view.layer.cornerRadius - 10) < 1e-9)
        #expect(scenario.listController.presentedViewController === scenario.sheetController)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A fast upward flick short of half way goes on to large")
    func fastFlickShortOfHalf() throws {
        let (_, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 540), duration: 0.05)
        #expect(sheetView(scenario).frame.minY == 362, "60 points up: well short of half way (239)")
        try simulator.release()
        #expect(sheet.selectedDetentIdentifier == .large)
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.large))
    }

    @Test("A downward flick from past half way comes back to medium, not to large and not off screen")
    func flickTheWrongWay() throws {
        let (_, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 400), duration: 1)
        // Height 622, past half way; then 10 points down in 1/60 s twice: 600 points per second down.
        try simulator.move(to: CGPoint(x: 195, y: 420), duration: 2.0 / 60)
        #expect(sheetView(scenario).frame.minY == 242)
        try simulator.release()
        #expect(sheet.selectedDetentIdentifier == .medium)
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.medium))
        #expect(scenario.listController.presentedViewController === scenario.sheetController)
        #expect(presenterScale(scenario) == 1)
    }

    @Test("Dragged beyond the largest detent the sheet rubber-bands, and springs back to large on release")
    func beyondLargest() throws {
        let (_, clock, scenario, _, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 700))
        try simulator.move(to: CGPoint(x: 195, y: 200), duration: 2)
        // The finger asks for 422 + 500 = 922; 134 past 788 shows as 788 + (1 − 1/(134·0.55/844 + 1))·844.
        let excess = 134.0 * 0.55 / 844
        let shown = 788 + (1 - 1 / (excess + 1)) * 844
        #expect(abs(Double(sheetView(scenario).frame.minY) - (844 - shown)) < 1e-9)
        #expect(
            sheetView(scenario).frame.minY > 844 - 922 && sheetView(scenario).frame.minY < 56, "less than the finger")
        try simulator.wait(0.5)
        try simulator.release()
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.large))
    }

    @Test("Released exactly at a detent, the sheet stays there")
    func releaseAtDetent() throws {
        let (_, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 500), duration: 1)
        try simulator.move(to: CGPoint(x: 195, y: 600), duration: 2)
        #expect(sheetView(scenario).frame == Self.medium)
        try simulator.release()
        #expect(sheet.selectedDetentIdentifier == .medium)
        for _ in 0..<10 {
            clock.advance(by: 0.05)
            #expect(sheetView(scenario).presentation.frame == Self.medium)
        }
    }

    @Test("A downward flick dismisses through the real interactive dismissal; the presenter comes back whole")
    func flickDismisses() throws {
        let (host, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 500))
        try simulator.move(to: CGPoint(x: 195, y: 560), duration: 0.05)
        // Below medium the dismissal runs, interactive, and the sheet is still under the finger.
        #expect(scenario.sheetController.isBeingDismissed)
        #expect(scenario.sheetController.transitionCoordinator?.isInteractive == true)
        #expect(rectsClose(sheetView(scenario).presentation.frame, Self.medium.offsetBy(dx: 0, dy: 60)))
        try simulator.release()
        #expect(scenario.sheetController.transitionCoordinator?.isCancelled == false)
        clock.advance(by: 1)
        #expect(scenario.sheetController.view.window == nil)
        #expect(scenario.listController.presentedViewController == nil)
        #expect(scenario.sheetController.presentingViewController == nil)
        #expect(sheet.dimmingView == nil)
        #expect(scenario.listController.view.transform == .identity)
        #expect(scenario.window.subviews.count == 1)
        #expect(presenterReceives(scenario, at: CGPoint(x: 195, y: 600)))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A short slow drag down cancels the dismissal and settles back at medium")
    func shortSlowDragSettlesBack() throws {
        let (host, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 500))
        try simulator.move(to: CGPoint(x: 195, y: 540), duration: 0.8)
        #expect(scenario.sheetController.isBeingDismissed)
        try simulator.release()
        #expect(scenario.sheetController.transitionCoordinator?.isCancelled == true)
        clock.advance(by: 1)
        #expect(!scenario.sheetController.isBeingDismissed)
        #expect(rectsClose(sheetView(scenario).frame, Self.medium))
        #expect(scenario.listController.presentedViewController === scenario.sheetController)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(abs((sheet.dimmingView?.alpha ?? 0) - 0.2) < 1e-9)
        // The sheet can be dragged again.
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 300), duration: 1)
        try simulator.release()
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.large))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Grabbed during its settling spring, the sheet stops where it shows and follows the finger from there")
    func grabDuringSettle() throws {
        let (_, clock, scenario, _, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 540), duration: 0.05)
        try simulator.release()
        clock.advance(by: 0.1)
        let shown = sheetView(scenario).presentation.frame
        #expect(shown.minY < 362 && shown.minY > 56, "on its way to large")
        // Press on the moving sheet: it stops there; then move 20 points down, past the hysteresis, slowly.
        try simulator.press(at: CGPoint(x: 195, y: 700))
        #expect(sheetView(scenario).frame == shown)
        clock.advance(by: 0.2)
        #expect(sheetView(scenario).presentation.frame == shown, "held still under the finger")
        try simulator.move(to: CGPoint(x: 195, y: 720), duration: 0.5)
        #expect(!sheetView(scenario).isAnimating)
        #expect(abs(sheetView(scenario).frame.minY - (shown.minY + 20)) < 1e-6)
        try simulator.move(to: CGPoint(x: 195, y: 980 - shown.minY), duration: 1)
        try simulator.release()
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.medium))
        // A tap on a settling sheet stops it only while the finger is down.
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 540), duration: 0.05)
        try simulator.release()
        clock.advance(by: 0.1)
        try simulator.tap(at: CGPoint(x: 195, y: 700))
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.large))
    }

    @Test("A size change while presented resolves the detents again")
    func sizeChange() throws {
        let (host, clock, scenario, _, _) = try presented()
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, CGRect(x: 0, y: 195, width: 844, height: 195)))
        scenario.window.resize(to: CGSize(width: 390, height: 844))
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.medium))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Below the largest undimmed detent the presenting screen takes touches outside the sheet, and only there")
    func passThrough() throws {
        let (_, clock, scenario, sheet, _) = try presented { $0.largestUndimmedDetentIdentifier = .medium }
        #expect(sheet.dimmingView?.alpha == 0)
        #expect(presenterReceives(scenario, at: CGPoint(x: 195, y: 200)))
        #expect(!presenterReceives(scenario, at: CGPoint(x: 195, y: 600)), "the sheet takes touches on itself")
        #expect(
            scenario.window.hitTest(CGPoint(x: 195, y: 600), with: nil)?.isDescendant(of: sheetView(scenario)) == true)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        clock.advance(by: 0.05)
        let rising = sheetView(scenario).presentation.frame.minY
        #expect(rising < 422 && rising > 56, "animated, not moved at once")
        clock.advance(by: 1)
        #expect(rectsClose(sheetView(scenario).frame, Self.large))
        #expect(sheet.dimmingView?.alpha == 0.2)
        #expect(!presenterReceives(scenario, at: CGPoint(x: 195, y: 30)))
        #expect(abs(presenterScale(scenario) - 0.92) < 1e-9)
    }
}
