import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

@MainActor
@Suite("Size changes reach presented controllers")
struct PresentedSizeChangeTests {
    final class SizeProbe: ViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any TransitionCoordinator) {
            sizes.append(size)
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    final class HalfHeight: PresentationController {
        override func size(
            forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize
        )
            -> CGSize
        {
            CGSize(width: parentSize.width, height: parentSize.height / 2)
        }
    }

    @Test("A presented controller hears viewWillTransition with its presentation controller's size")
    func presentedHearsResize() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let window = Window()
        let root = SizeProbe(identifier: "root")
        let sheet = SizeProbe(identifier: "sheet")
        let card = SizeProbe(identifier: "card")
        sheet.modalPresentationStyle = .overFullScreen
        card.modalPresentationStyle = .custom
        let vendor = Vendor(animator: nil, dismissalAnimator: nil)
        vendor.presentation = { presented, presenting in
            HalfHeight(presentedViewController: presented, presenting: presenting)
        }
        card.transitioningDelegate = vendor
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(sheet, animated: false)
        sheet.present(card, animated: false)
        window.resize(to: CGSize(width: 844, height: 390))
        #expect(root.sizes == [CGSize(width: 844, height: 390)])
        #expect(sheet.sizes == [CGSize(width: 844, height: 390)])
        #expect(card.sizes == [CGSize(width: 844, height: 195)])
        withExtendedLifetime((window, vendor)) {}
    }
}
