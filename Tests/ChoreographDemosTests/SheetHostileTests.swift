import Choreograph
import ChoreographDemos
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a hostile user does to a sheet: extreme numbers in its settings, its corner radius and its custom detents,
/// degenerate windows, size changes and requests in the middle of a drag or a settle. Whatever happens, the sheet ends
/// at rest, every frame finite, nothing still animating, and the host names only what the request did wrong.
@MainActor
@Suite("Sheet under hostile input")
struct SheetHostileTests {
    /// The demo's sheet presented in a window of `size` and settled, after `configure` ran before the presentation.
    func presented(
        size: CGSize = Window.defaultSize, configure: (SheetPresentationController) -> Void = { _ in }
    ) throws -> (HostEnvironment, ManualClock, SheetDetentsScenario, SheetPresentationController, TouchSimulator) {
        let (host, clock) = freshHost()
        let scenario = SheetDetentsScenario(size: size)
        let sheet = try #require(scenario.sheetController.sheetPresentationController)
        scenario.perform(.present)
        configure(sheet)
        clock.advance(by: 1)
        return (host, clock, scenario, sheet, TouchSimulator(window: scenario.window, clock: clock))
    }

    /// Every view of the window's tree has finite numbers and no animation left.
    func atRest(_ scenario: SheetDetentsScenario, _ comment: String? = nil) {
        for view in scenario.window.subtree {
            #expect(isFinite(view.presentation), "\(view.identifier ?? "?") has a non-finite value \(comment ?? "")")
            #expect(!view.isAnimating, "\(view.identifier ?? "?") is still animating \(comment ?? "")")
            let frame = view.presentation.frame
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
    }

    @Test(
        "A corner radius that is NaN, infinite or negative falls back to the settings' 10 points",
        arguments: [
            CGFloat.nan, .infinity, -.infinity, -4,
        ])
    func cornerRadius(_ radius: CGFloat) throws {
        let (host, _, scenario, sheet, _) = try presented { $0.preferredCornerRadius = radius }
        let radii = scenario.sheetController.view.layer.cornerRadii
        #expect(radii == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
        let kept = try #require(sheet.preferredCornerRadius)
        #expect(kept == radius || (kept.isNaN && radius.isNaN), "the property keeps what was set, as UIKit's")
        atRest(scenario)
        #expect(host.diagnostics.codes == [.sheetInvalidValue])
        #expect(host.diagnostics.entries.first?.message.contains("preferredCornerRadius = \(radius)") == true)
    }

    @Test("A valid preferred corner radius rounds the sheet's top corners only; nil goes back to the settings' 10")
    func validCornerRadius() throws {
        let (host, _, scenario, sheet, _) = try presented { $0.preferredCornerRadius = 16 }
        let view: View = scenario.sheetController.view
        #expect(view.layer.cornerRadii == CornerRadii(topLeft: 16, topRight: 16, bottomRight: 0, bottomLeft: 0))
        sheet.preferredCornerRadius = nil
        #expect(view.layer.cornerRadii == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A huge corner radius is kept: the host's layer clamps it at drawing time")
    func hugeCornerRadius() throws {
        let (host, _, scenario, _, _) = try presented { $0.preferredCornerRadius = 1e308 }
        #expect(scenario.sheetController.view.layer.cornerRadii.topLeft == 1e308)
        atRest(scenario)
        #expect(host.diagnostics.entries.isEmpty)
    }

    static let badNumbers: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, -1, 0, 11, 0.5]

    @Test(
        "Every settings value set to an extreme number leaves the sheet at rest with finite frames", arguments: 0..<13)
    func extremeSettings(_ field: Int) throws {
        for value in Self.badNumbers {
            let (host, clock, scenario, sheet, simulator) = try presented { sheet in
                var settings = SheetSettings.standard
                switch field {
                case 0: settings.topInset = value
                case 1: settings.mediumFraction = value
                case 2: settings.cornerRadius = value
                case 3: settings.dimmingAlpha = value
                case 4: settings.grabberWidth = value
                case 5: settings.grabberHeight = value
                case 6: settings.grabberTopInset = value
                case 7: settings.presenterScale = value
                case 8: settings.presenterCornerRadius = value
                case 9: settings.dismissalThreshold = value
                case 10: settings.settleDuration = value
                case 11: settings.settleDampingRatio = value
                default: settings.momentumDampingRatio = value
                }
                sheet.settings = settings
            }
            atRest(scenario, "field \(field) = \(value) at rest")
            // Drag up past the largest detent, then flick down, then up again.
            try simulator.press(at: CGPoint(x: 195, y: 700))
            try simulator.move(to: CGPoint(x: 195, y: 100), duration: 0.3)
            try simulator.release()
            clock.advance(by: 0.1)
            try simulator.press(at: CGPoint(x: 195, y: 700))
            try simulator.move(to: CGPoint(x: 195, y: 820), duration: 0.05)
            try simulator.release()
            clock.advance(by: 12)
            atRest(scenario, "field \(field) = \(value) after drags")
            let violations = SheetSettings.standard.violations
            #expect(violations.isEmpty)
            #expect(sheet.settings.violations.isEmpty, "the sheet keeps only valid numbers")
            let codes = host.diagnostics.codes.filter { $0 != .sheetInvalidValue }
            #expect(codes.isEmpty, "field \(field) = \(value): \(host.diagnostics.entries)")
        }
    }

    @Test("Custom detents whose resolvers answer NaN, ±infinity, 0 or a negative height are inactive")
    func inactiveResolvers() throws {
        let bad: [CGFloat] = [.nan, .infinity, -.infinity, 0, -10]
        let (host, _, scenario, sheet, _) = try presented { sheet in
            sheet.detents = bad.map { value in .custom { _ in value } } + [.medium()]
        }
        #expect(sheet.resolvedDetents.map(\.identifier) == [.medium])
        #expect(scenario.sheetController.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        atRest(scenario)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A custom detent of 1e308 counts as the maximum: its top 56 points below the window's")
    func hugeResolver() throws {
        let (_, _, scenario, sheet, _) = try presented { sheet in
            sheet.detents = [.custom(identifier: .init("huge")) { _ in 1e308 }]
        }
        #expect(sheet.resolvedDetents == [SheetLayout.ResolvedDetent(identifier: .init("huge"), height: 788)])
        #expect(scenario.sheetController.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        atRest(scenario)
    }

    @Test("With every detent inactive the sheet rests as at the large detent, and the host says why")
    func everyDetentInactive() throws {
        let (host, clock, scenario, sheet, simulator) = try presented { sheet in
            sheet.detents = [.custom { _ in nil }, .custom { _ in .nan }]
        }
        #expect(sheet.resolvedDetents.isEmpty)
        #expect(scenario.sheetController.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        #expect(host.diagnostics.codes.contains(.sheetNoActiveDetents))
        #expect(host.diagnostics.codes.filter { $0 == .sheetNoActiveDetents }.count == 1, "reported once")
        // A slow short drag settles back at large; a long fast one dismisses.
        try simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 340), duration: 1)
        clock.advance(by: 2)
        #expect(rectsClose(scenario.sheetController.view.frame, CGRect(x: 0, y: 56, width: 390, height: 788)))
        try simulator.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.1)
        clock.advance(by: 2)
        atRest(scenario)
        #expect(scenario.listController.presentedViewController == nil)
    }

    @Test("Settings changed on a presented sheet re-round it and re-place its grabber")
    func settingsAfterPresentation() throws {
        let (host, _, scenario, sheet, _) = try presented()
        var settings = SheetSettings.standard
        settings.cornerRadius = 20
        settings.grabberWidth = 50
        sheet.settings = settings
        let radii = scenario.sheetController.view.layer.cornerRadii
        #expect(radii == CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0))
        #expect(sheet.grabberView?.frame == CGRect(x: 170, y: 5, width: 50, height: 5))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Selecting a detent identifier that does not exist rests at the smallest detent")
    func unknownSelection() throws {
        let (host, clock, scenario, sheet, _) = try presented { $0.selectedDetentIdentifier = .large }
        #expect(scenario.sheetController.view.frame.minY == 56)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .init("nowhere") }
        clock.advance(by: 1)
        #expect(rectsClose(scenario.sheetController.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422)))
        atRest(scenario)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test(
        "A sheet in a window of no area, or of one point, presents, drags and dismisses without a non-finite frame",
        arguments: [CGSize.zero, CGSize(width: 1, height: 1)])
    func degenerateWindow(_ size: CGSize) throws {
        let (host, clock, scenario, _, simulator) = try presented(size: size)
        atRest(scenario)
        try? simulator.drag(from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0.5, y: 0.9), duration: 0.1)
        clock.advance(by: 2)
        atRest(scenario)
        scenario.perform(.dismiss)
        clock.advance(by: 2)
        atRest(scenario)
        #expect(scenario.listController.presentedViewController == nil)
        #expect(!host.diagnostics.codes.contains(.nonFiniteValue))
        #expect(!host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("A size change to 0 × 0 and back in the middle of a drag: the release settles at a detent of the new size")
    func resizeMidDrag() throws {
        let (host, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 400), duration: 0.5)
        scenario.window.resize(to: .zero)
        clock.advance(by: 0.02)
        atRest(scenario)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        clock.advance(by: 0.02)
        try simulator.move(to: CGPoint(x: 195, y: 380), duration: 0.5)
        try simulator.release()
        clock.advance(by: 2)
        atRest(scenario)
        let detents = sheet.resolvedDetents
        let top = scenario.sheetController.view.frame.minY
        #expect(detents.contains { abs(390 - $0.height - Double(top)) < 1e-6 }, "top \(top) at no detent")
        #expect(scenario.sheetController.view.frame.width == 844)
        #expect(!host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("A size change during the settling spring re-targets the detent of the new size")
    func resizeMidSettle() throws {
        let (host, clock, scenario, _, simulator) = try presented()
        try simulator.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.5)
        clock.advance(by: 0.1)
        scenario.window.resize(to: CGSize(width: 844, height: 390))
        clock.advance(by: 2)
        atRest(scenario)
        #expect(rectsClose(scenario.sheetController.view.frame, CGRect(x: 0, y: 56, width: 844, height: 334)))
        #expect(!host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test(
        "Detents, selection and settings changed in the middle of a drag: the release settles at a detent of the new list"
    )
    func changesMidDrag() throws {
        let (host, clock, scenario, sheet, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 500), duration: 0.3)
        sheet.detents = [.large()]
        sheet.selectedDetentIdentifier = .medium
        var settings = SheetSettings.standard
        settings.cornerRadius = 4
        sheet.settings = settings
        sheet.animateChanges { sheet.detents = [.custom(identifier: .init("low")) { _ in 200 }, .large()] }
        try simulator.move(to: CGPoint(x: 195, y: 560), duration: 0.5)
        try simulator.wait(0.3)
        try simulator.release()
        clock.advance(by: 2)
        atRest(scenario)
        // The finger left the sheet 40 points above medium's top, at height 462: nearer large (788) than low (200)?
        // No — 462 − 200 = 262 < 788 − 462 = 326, so it settles at low.
        #expect(sheet.selectedDetentIdentifier == .init("low"))
        #expect(rectsClose(scenario.sheetController.view.frame, CGRect(x: 0, y: 644, width: 390, height: 200)))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Dismiss called in the middle of a drag dismisses; the drag's release afterwards does nothing")
    func dismissMidDrag() throws {
        let (host, clock, scenario, _, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 600))
        try simulator.move(to: CGPoint(x: 195, y: 400), duration: 0.3)
        scenario.perform(.dismiss)
        clock.advance(by: 0.1)
        try simulator.move(to: CGPoint(x: 195, y: 300), duration: 0.1)
        try simulator.release()
        clock.advance(by: 2)
        atRest(scenario)
        #expect(scenario.listController.presentedViewController == nil)
        #expect(scenario.sheetController.view.window == nil)
        #expect(scenario.listController.view.transform == .identity)
        #expect(!host.diagnostics.codes.contains { $0.name.hasPrefix("audit.") })
    }

    @Test("Dismiss in the middle of the interactive dismissal a drag started is refused; the drag still decides")
    func dismissMidInteractiveDismissal() throws {
        let (host, clock, scenario, _, simulator) = try presented()
        try simulator.press(at: CGPoint(x: 195, y: 500))
        try simulator.move(to: CGPoint(x: 195, y: 520), duration: 0.5)
        scenario.perform(.dismiss)
        scenario.perform(.present)
        try simulator.move(to: CGPoint(x: 195, y: 510), duration: 0.5)
        try simulator.release()
        clock.advance(by: 2)
        atRest(scenario)
        #expect(scenario.listController.presentedViewController === scenario.sheetController)
        #expect(rectsClose(scenario.sheetController.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422)))
        #expect(host.diagnostics.codes.allSatisfy { $0 == .dismissWhileTransitioning })
    }

    @Test("An enormous flick velocity up or down ends at a detent or dismissed, never off screen")
    func hugeVelocity() throws {
        for direction in [CGFloat(-1), 1] {
            let (_, clock, scenario, _, simulator) = try presented()
            try simulator.press(at: CGPoint(x: 195, y: 600))
            // 100 points in 2 ms: 50 000 points per second (a sample less than 1 ms apart counts as no motion).
            try simulator.move(to: CGPoint(x: 195, y: 600 + direction * 100), duration: 0.002)
            try simulator.release()
            clock.advance(by: 3)
            atRest(scenario)
            if direction < 0 {
                #expect(rectsClose(scenario.sheetController.view.frame, CGRect(x: 0, y: 56, width: 390, height: 788)))
            } else {
                #expect(scenario.listController.presentedViewController == nil)
            }
        }
    }
}
