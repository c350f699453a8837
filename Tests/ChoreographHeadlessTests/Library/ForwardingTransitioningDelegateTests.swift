import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An app's transitioning delegate that vends a card presentation controller and a dismissal interaction, and records
/// what it is asked.
@MainActor
final class CardVendor: TransitioningDelegate {
    let dismissal = PercentDrivenInteractiveTransition()
    private(set) var asked: [String] = []

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        asked.append("presentationController")
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        asked.append("interactionControllerForDismissal")
        return dismissal
    }
}

/// present(_:transition:) keeps the controller's own transitioning delegate for what the library does not vend.
@MainActor
@Suite("Library transitioning delegate forwarding")
struct ForwardingTransitioningDelegateTests {
    @Test("a .custom presentation keeps the app's presentation controller: the card slides in at its own frame")
    func presentationControllerKept() throws {
        let (host, clock, window, first, second) = modalScene(style: .custom)
        let vendor = CardVendor()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.transitioningDelegate = vendor
        first.present(second, transition: .cover(from: .right).duration(1).curve(.linear))
        let library = try #require(second.transitioningDelegate as? TimelineTransitioningDelegate)
        #expect(library.forwardingDelegate === vendor)
        #expect(second.presentationController is CardPresentationController)
        // The card's frame is the presentation controller's: the bottom 200 points, entering from the right edge.
        clock.advance(by: 0.25)
        let card = second.view.presentation.frame
        #expect(abs(card.minY - (844 - 200)) < 1e-6 && abs(card.height - 200) < 1e-6)
        #expect(abs(card.minX - 390 * 0.75) < 1e-6)
        clock.advance(by: 1)
        #expect(second.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
        #expect(vendor.asked == ["presentationController"])
        // A dismissal asks the app's delegate for its interaction controller, the library having none.
        #expect(
            library.interactionControllerForDismissal(using: TimelineAnimator(.fade, operation: .dismiss))
                === vendor.dismissal)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("presenting again with a library transition keeps the app's delegate, not the previous library one")
    func representedKeepsAppDelegate() throws {
        let (_, clock, window, first, second) = modalScene(style: .custom)
        let vendor = CardVendor()
        defer { withExtendedLifetime((window, vendor)) {} }
        second.transitioningDelegate = vendor
        first.present(second, transition: .fade)
        clock.advance(by: 1)
        second.dismiss(animated: false)
        clock.advance(by: 1)
        first.present(second, transition: .fade)
        let library = try #require(second.transitioningDelegate as? TimelineTransitioningDelegate)
        #expect(library.forwardingDelegate === vendor)
        clock.advance(by: 1)
        #expect(second.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
    }
}
