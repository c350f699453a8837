import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A card presentation controller: 200 points at the bottom, a decoration view added when the presentation begins
/// and faded in alongside, removed when a dismissal completes; lays the card out whenever the container does.
@MainActor
final class CardPresentationController: PresentationController {
    var decoration: View?
    var layouts = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - 200, width: bounds.width, height: 200)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let decoration = View(frame: container.bounds, identifier: "decoration")
        decoration.alpha = 0
        container.addSubview(decoration)
        self.decoration = decoration
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in decoration.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { decoration?.removeFromSuperview() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { decoration?.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        layouts += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
        decoration?.frame = containerView?.bounds ?? .zero
    }
}

@MainActor
@Suite("Presentation controllers")
struct PresentationControllerTests {
    /// The rule: HostRules#Presentation-controllers.
    @Test("Frames, chrome alongside the transition, and layout again when the window changes size")
    func cardLifecycle() {
        let (host, clock, window, first, second) = modalScene()
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor()
        var card: CardPresentationController?
        vendor.presentation = { presented, presenting in
            let made = CardPresentationController(presentedViewController: presented, presenting: presenting)
            card = made
            return made
        }
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        #expect(second.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
        #expect(card?.presentingViewController === first)
        #expect(second.presentationController === card)
        clock.advance(by: 0.35)
        #expect(isClose(Double(card?.decoration?.presentation.alpha ?? -1), 0.5, within: 0.05))
        clock.advance(by: 0.5)
        #expect(card?.decoration?.alpha == 1)
        let before = card?.layouts ?? 0
        window.resize(to: CGSize(width: 844, height: 390))
        #expect((card?.layouts ?? 0) > before)
        #expect(second.view.frame == CGRect(x: 0, y: 190, width: 844, height: 200))
        #expect(card?.decoration?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        second.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(card?.decoration?.superview == nil)
        #expect(card?.containerView?.superview == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A page sheet sits 56 points down with rounded top corners over a dimming view")
    func pageSheet() {
        let (_, clock, window, first, second) = modalScene(style: .pageSheet)
        defer { withExtendedLifetime(window) {} }
        first.present(second, animated: true)
        clock.advance(by: 0.5)
        #expect(second.view.frame == CGRect(x: 0, y: 56, width: 390, height: 788))
        #expect(second.view.layer.cornerRadii.topLeft == 10)
        #expect(first.view.window === window)
        let dimming = window.view(withIdentifier: "dimming")
        #expect(dimming?.alpha == 0.2)
        second.dismiss(animated: true)
        clock.advance(by: 0.5)
        #expect(window.view(withIdentifier: "dimming") == nil)
        #expect(second.viewIfLoaded?.window == nil)
    }

    @Test("Automatic resolves to a page sheet, as on iOS 13 and later")
    func automatic() {
        let (_, clock, window, first, second) = modalScene(style: .automatic)
        defer { withExtendedLifetime(window) {} }
        first.present(second, animated: true)
        clock.advance(by: 0.5)
        #expect(second.presentationController?.frameOfPresentedViewInContainerView.minY == 56)
    }
}
