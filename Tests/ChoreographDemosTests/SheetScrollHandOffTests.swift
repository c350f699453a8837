import Choreograph
import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scroll view in `sheet-detents`' sheet: 728 points tall from 60 points below the sheet's top, 2000 points of
/// content. At medium the sheet's top is at 422, so the scroll view starts at 482 in the window. UIKit's rule
/// (`prefersScrollingExpandsWhenScrolledToEdge`): "if the sheet can expand to a larger detent than
/// selectedDetentIdentifier, scrolling up in the sheet increases its detent instead of scrolling the sheet's
/// content"; a drag down with the content at its top moves the sheet. Samples 1/64 s apart, 1 point each: the pans
/// begin at the 11th point, and a scroll view moves its content from there (its rule), a sheet from the touch-down.
@MainActor
@Suite("Sheet scroll hand-off")
struct SheetScrollHandOffTests {
    static let medium = CGRect(x: 0, y: 422, width: 390, height: 422)
    static let large = CGRect(x: 0, y: 56, width: 390, height: 788)

    func presented(
        offset: CGFloat = 0, configure: (SheetPresentationController) -> Void = { _ in }
    ) throws -> (ManualClock, SheetDetentsScenario, SheetPresentationController, ScrollView, TouchSimulator) {
        let (_, clock) = freshHost()
        let scenario = SheetDetentsScenario()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 60, width: 390, height: 728))
        scrollView.identifier = "sheet-list"
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scenario.sheetController.view.addSubview(scrollView)
        scenario.perform(.present)
        let sheet = try #require(scenario.sheetController.presentationController as? SheetPresentationController)
        configure(sheet)
        clock.advance(by: 1)
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        return (
            clock, scenario, sheet, scrollView,
            TouchSimulator(window: scenario.window, clock: clock, samplesPerSecond: 64)
        )
    }

    func sheetTop(_ scenario: SheetDetentsScenario) -> CGFloat {
        scenario.sheetController.view.presentation.frame.minY
    }

    @Test("Scrolled to its top, a drag down moves the sheet and not the content; released slowly, it comes back")
    func downAtTopMovesSheet() throws {
        let (clock, scenario, _, scrollView, simulator) = try presented()
        #expect(scenario.window.hitTest(CGPoint(x: 195, y: 600), with: nil) === scrollView)
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 700), duration: 100.0 / 64)
        clock.advance(by: 1.0 / 64)
        #expect(abs(sheetTop(scenario) - 522) < 1e-6, "the sheet is 100 points lower, under the finger")
        #expect(scrollView.contentOffset == .zero, "the content did not move")
        try simulator.wait(0.2)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.sheetController.view.frame == Self.medium)
        #expect(scrollView.contentOffset == .zero)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Scrolled to its top, a long drag down dismisses the sheet")
    func downAtTopDismisses() throws {
        let (clock, scenario, _, scrollView, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 500))
        try simulator.move(to: CGPoint(x: 195, y: 840), duration: 0.3)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.sheetController.presentingViewController == nil)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("Scrolled down, a drag down scrolls the content and leaves the sheet at medium")
    func downScrolledScrollsContent() throws {
        let (clock, scenario, _, scrollView, simulator) = try presented(offset: 300)
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 700), duration: 100.0 / 64)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 211))
        #expect(sheetTop(scenario) == 422)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.sheetController.view.frame == Self.medium)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 211))
    }

    @Test("At medium, a drag up expands the sheet first: it rises with the finger and settles at large")
    func upExpands() throws {
        let (clock, scenario, sheet, scrollView, simulator) = try presented()
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge, "on by default")
        try simulator.press(at: CGPoint(x: 195, y: 700))
        try simulator.move(to: CGPoint(x: 195, y: 500), duration: 200.0 / 64)
        clock.advance(by: 1.0 / 64)
        #expect(abs(sheetTop(scenario) - 222) < 1e-6)
        #expect(scrollView.contentOffset == .zero)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.sheetController.view.frame == Self.large)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("With prefersScrollingExpandsWhenScrolledToEdge off, a drag up at medium scrolls the content")
    func upScrollsWhenOff() throws {
        let (clock, scenario, _, scrollView, simulator) = try presented {
            $0.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        try simulator.press(at: CGPoint(x: 195, y: 700))
        try simulator.move(to: CGPoint(x: 195, y: 500), duration: 200.0 / 64)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 189))
        #expect(sheetTop(scenario) == 422)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.sheetController.view.frame == Self.medium)
    }

    @Test("At the largest detent a drag up scrolls the content even with the property on")
    func upAtLargeScrolls() throws {
        let (clock, scenario, sheet, scrollView, simulator) = try presented()
        sheet.selectedDetentIdentifier = .large
        clock.advance(by: 1)
        #expect(scenario.sheetController.view.frame == Self.large)
        try simulator.press(at: CGPoint(x: 195, y: 700))
        try simulator.move(to: CGPoint(x: 195, y: 500), duration: 200.0 / 64)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 189))
        #expect(sheetTop(scenario) == 56)
        try simulator.release()
        clock.advance(by: 2)
        #expect(scenario.sheetController.view.frame == Self.large)
    }
}
