import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A presented controller's view follows its container's size changes as UIKit's autoresizing root views do: the
/// margins to the container's edges stay, the size absorbs the change; then the presentation controller lays out.
@MainActor
@Suite("Presented view resizing")
struct PresentedViewResizingTests {
    @Test("A full-screen .custom presentation with the default presentation controller fills the rotated window")
    func customFollowsRotation() {
        let (_, clock, window, first, second) = modalScene(style: .custom)
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor()
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        window.resize(to: CGSize(width: 844, height: 390))
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("A smaller presented view keeps its margins; a presentation controller's layout still has the last word")
    func marginsThenPresentationController() {
        final class Inset: PresentationController {
            var laysOut = false
            override var frameOfPresentedViewInContainerView: CGRect {
                (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 40)
            }
            override func containerViewWillLayoutSubviews() {
                if laysOut { presentedView?.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }
            }
        }
        let (_, clock, window, first, second) = modalScene(style: .custom)
        defer { withExtendedLifetime(window) {} }
        let vendor = Vendor()
        var made: Inset?
        vendor.presentation = { presented, presenting in
            let controller = Inset(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
        second.transitioningDelegate = vendor
        first.present(second, animated: true)
        clock.advance(by: 1)
        #expect(second.view.frame == CGRect(x: 20, y: 40, width: 350, height: 764))
        // 844 × 390: the 20-point and 40-point margins stay, the size takes the change (+454, −454).
        window.resize(to: CGSize(width: 844, height: 390))
        #expect(second.view.frame == CGRect(x: 20, y: 40, width: 804, height: 310))
        made?.laysOut = true
        window.resize(to: CGSize(width: 390, height: 844))
        #expect(second.view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
