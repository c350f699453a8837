import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A window resized while a presentation runs (HostRules#Layout): the presented view's frame is the host's to fix
/// up when the transition ends, so an animator that set `finalFrame(for:)` is not told it left the view off it.
@MainActor
@Suite("Window resized during a presentation")
struct ResizeMidPresentationTests {
    /// A card of a fixed size, centred in the container: its frame does not follow the container's margins.
    final class CentredCard: PresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            let side = min(200, bounds.width, bounds.height)
            return CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        }
        override func containerViewWillLayoutSubviews() {
            guard presentedViewController.transitionCoordinator == nil else { return }
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    @Test(
        "A page sheet whose window shrinks below the sheet's top inset mid-presentation ends on its frame, unreported",
        arguments: [CGSize.zero, CGSize(width: 100, height: 30), CGSize(width: 1, height: 1)])
    func pageSheetShrunkBelowInset(size: CGSize) throws {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let sheet = ViewController(identifier: "sheet")
        sheet.modalPresentationStyle = .pageSheet
        base.present(sheet, animated: true)
        clock.advance(by: 0.1)
        window.resize(to: size)
        clock.advance(by: 2)
        let presentation = try #require(sheet.presentationController)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
        #expect(sheet.view.frame == presentation.frameOfPresentedViewInContainerView)
        withExtendedLifetime(window) {}
    }

    @Test("A centred card whose window rotates mid-presentation ends centred, unreported")
    func centredCardRotated() {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let card = ViewController(identifier: "card")
        card.modalPresentationStyle = .custom
        let vendor = Vendor()
        vendor.presentation = { CentredCard(presentedViewController: $0, presenting: $1) }
        card.transitioningDelegate = vendor
        base.present(card, animated: true)
        clock.advance(by: 0.1)
        window.resize(to: CGSize(width: 844, height: 390))
        clock.advance(by: 2)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
        #expect(card.view.frame == CGRect(x: 322, y: 95, width: 200, height: 200))
        withExtendedLifetime((window, vendor)) {}
    }

    @Test(
        "A page sheet presenting another sheet is put back on its own sheet frame when the window resizes meanwhile",
        arguments: [
            (CGSize(width: 50, height: 20), CGSize(width: 100, height: 30)), (.zero, CGSize(width: 390, height: 844)),
        ])
    func sheetUnderPresentingSheet(sizes: (start: CGSize, end: CGSize)) throws {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base, size: sizes.start)
        let lower = ViewController(identifier: "lower")
        lower.modalPresentationStyle = .pageSheet
        base.present(lower, animated: true)
        clock.advance(by: sizes.start == .zero ? 5e-324 : 2)
        let upper = ViewController(identifier: "upper")
        upper.modalPresentationStyle = .pageSheet
        lower.present(upper, animated: true)
        window.resize(to: sizes.end)
        clock.advance(by: 2)
        let lowerPresentation = try #require(lower.presentationController)
        let upperPresentation = try #require(upper.presentationController)
        #expect(lower.view.frame == lowerPresentation.frameOfPresentedViewInContainerView)
        #expect(upper.view.frame == upperPresentation.frameOfPresentedViewInContainerView)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test(
        "A presented view keeps its margins exactly when a huge window shrinks",
        arguments: [CGSize(width: 1e300, height: 1e300), CGSize(width: 1e20, height: 1e17)])
    func marginsFromHugeWindow(start: CGSize) {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base, size: start)
        let card = ViewController(identifier: "card")
        card.modalPresentationStyle = .custom
        let vendor = Vendor()
        card.transitioningDelegate = vendor
        base.present(card, animated: true)
        clock.advance(by: 2)
        #expect(card.view.frame == window.bounds)
        window.resize(to: Window.defaultSize)
        clock.advance(frames: 1)
        // The default presentation controller's view fills the container, so it fills it again: no margin appears.
        #expect(card.view.frame == CGRect(origin: .zero, size: Window.defaultSize))
        withExtendedLifetime((window, vendor)) {}
    }
}
