import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The layout pass UIKit runs before every frame (rules, "Layout"): views marked as needing layout get
/// `layoutSubviews`, controllers their layout callbacks, containers size their children, and presentation controllers
/// hear their container lay out — during a transition too.
@MainActor
@Suite("Layout pass before each frame")
struct LayoutPassTests {
    final class Probe: ViewController {
        var layouts = 0
        override func viewDidLayoutSubviews() {
            layouts += 1
            super.viewDidLayoutSubviews()
        }
    }

    final class CountingPresentation: PresentationController {
        var willLayout: [TimeInterval] = []
        var didLayout: [TimeInterval] = []
        override func containerViewWillLayoutSubviews() {
            willLayout.append(HostEnvironment.current.clock.now)
        }
        override func containerViewDidLayoutSubviews() {
            didLayout.append(HostEnvironment.current.clock.now)
        }
    }

    @Test("A navigation controller presented as a page sheet lays out its root to the sheet's size")
    func pageSheetNavigationRoot() {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let root = Probe(identifier: "root")
        let navigation = NavigationController(rootViewController: root)
        navigation.modalPresentationStyle = .pageSheet
        base.present(navigation, animated: true)
        clock.advance(frames: 1)
        // Whatever the sheet's frame, its root fills it from the first frame of the presentation on.
        #expect(root.view.frame == navigation.view.bounds)
        clock.advance(by: 2)
        let sheet = navigation.view.frame
        #expect(sheet.height < window.bounds.height)
        #expect(root.view.frame == navigation.view.bounds)
        #expect(root.view.frame.size == sheet.size)
        withExtendedLifetime(window) {}
    }

    @Test("A presentation controller hears its container lay out during the presentation, not only after")
    func containerLayoutDuringPresentation() {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let card = ViewController(identifier: "card")
        card.modalPresentationStyle = .custom
        let vendor = Vendor()
        var presentation: CountingPresentation?
        vendor.presentation = { presented, presenting in
            let made = CountingPresentation(presentedViewController: presented, presenting: presenting)
            presentation = made
            return made
        }
        card.transitioningDelegate = vendor
        base.present(card, animated: true)
        clock.advance(frames: 1)
        let during = try? #require(presentation)
        #expect(during?.willLayout.isEmpty == false)
        #expect(during?.willLayout.allSatisfy { $0 < 0.7 } == true)
        #expect(during?.willLayout.count == during?.didLayout.count)
        withExtendedLifetime((window, vendor)) {}
    }

    @Test("A view marked while another host is current is still laid out by its own window's host")
    func markedUnderAnotherHost() {
        let root = Probe(identifier: "root")
        let (clock, window) = windowShowing(root)
        let before = root.layouts
        HostEnvironment.install(clock: ManualClock())
        root.view.setNeedsLayout()
        clock.advance(frames: 1)
        #expect(root.layouts == before + 1)
        withExtendedLifetime(window) {}
    }

    @Test("A view marked with setNeedsLayout is laid out at the next frame without an explicit layoutIfNeeded")
    func setNeedsLayoutAtNextFrame() {
        let root = Probe(identifier: "root")
        let (clock, window) = windowShowing(root)
        let before = root.layouts
        root.view.setNeedsLayout()
        #expect(root.layouts == before, "nothing happens before the frame")
        clock.advance(frames: 1)
        #expect(root.layouts == before + 1)
        clock.advance(frames: 1)
        #expect(root.layouts == before + 1, "a view that does not need layout is not laid out again")
        withExtendedLifetime(window) {}
    }
}

/// Size changes during and after transitions leave no stale frames, and views put back after a full-screen
/// presentation return to where they belong.
@MainActor
@Suite("Frames after size changes and covered presentations")
struct StaleFrameTests {
    @Test("A window resized during a push leaves the new top view filling the navigation controller")
    func resizeDuringPush() {
        HostEnvironment.install(clock: ManualClock())  // a fresh host for the stack, as below
        let navigation = NavigationController(rootViewController: ViewController(identifier: "first"))
        let (clock, window) = windowShowing(navigation)
        let second = ViewController(identifier: "second")
        navigation.pushViewController(second, animated: true)
        clock.advance(by: 0.1)
        window.resize(to: CGSize(width: 844, height: 390))
        clock.advance(by: 1)
        #expect(navigation.view.frame == window.bounds)
        #expect(second.view.frame == navigation.view.bounds)
        navigation.popViewController(animated: true)
        clock.advance(by: 0.1)
        window.resize(to: CGSize(width: 390, height: 844))
        clock.advance(by: 1)
        let first = navigation.topViewController
        #expect(first?.identifier == "first")
        #expect(first?.view.frame == navigation.view.bounds)
        withExtendedLifetime(window) {}
    }

    @Test("A window resized during a page-sheet presentation leaves the sheet on its frame for the new size")
    func resizeDuringPageSheet() throws {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let root = ViewController(identifier: "root")
        let navigation = NavigationController(rootViewController: root)
        navigation.modalPresentationStyle = .pageSheet
        base.present(navigation, animated: true)
        clock.advance(by: 0.1)
        window.resize(to: CGSize(width: 600, height: 700))
        clock.advance(by: 2)
        let presentation = try #require(navigation.presentationController)
        #expect(navigation.view.frame == presentation.frameOfPresentedViewInContainerView)
        #expect(navigation.view.frame.width == 600)
        #expect(root.view.frame == navigation.view.bounds)
        withExtendedLifetime(window) {}
    }

    @Test("A root view removed under a full-screen presentation fills the resized window when it comes back")
    func resizeUnderFullScreen() {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let cover = ViewController(identifier: "cover")
        cover.modalPresentationStyle = .fullScreen
        base.present(cover, animated: true)
        clock.advance(by: 2)
        window.resize(to: CGSize(width: 844, height: 390))
        base.dismiss(animated: true)
        clock.advance(by: 2)
        #expect(base.view.superview === window)
        #expect(base.view.frame == window.bounds)
        withExtendedLifetime(window) {}
    }

    @Test("A page sheet comes back to its sheet frame when a full-screen presentation over it is dismissed")
    func pageSheetUnderFullScreen() throws {
        let base = ViewController(identifier: "base")
        let (clock, window) = windowShowing(base)
        let sheet = ViewController(identifier: "sheet")
        sheet.modalPresentationStyle = .pageSheet
        base.present(sheet, animated: true)
        clock.advance(by: 2)
        let sheetFrame = sheet.view.frame
        #expect(sheetFrame.minY > 0)
        let cover = ViewController(identifier: "cover")
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: true)
        clock.advance(by: 2)
        sheet.dismiss(animated: true)
        clock.advance(by: 2)
        let presentation = try #require(sheet.presentationController)
        #expect(sheet.presentedViewController == nil)
        #expect(sheet.view.frame == presentation.frameOfPresentedViewInContainerView)
        #expect(sheet.view.frame == sheetFrame)
        withExtendedLifetime(window) {}
    }

    @Test("A window resized during a cancelled interactive pop leaves the top view filling the navigation controller")
    func resizeDuringCancelledPop() throws {
        // A fresh host first: the navigation controller sets its stack on the current host, which an earlier test
        // may have left with a transition running.
        HostEnvironment.install(clock: ManualClock())
        let navigation = NavigationController(rootViewController: ViewController(identifier: "root"))
        let (clock, window) = windowShowing(navigation)
        window.resize(to: CGSize(width: 844, height: 390))
        let pushed = ViewController(identifier: "pushed")
        navigation.pushViewController(pushed, animated: true)
        clock.advance(by: 1)
        // A slow, short edge swipe: the standard pop is cancelled when the finger lifts.
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.drag(from: CGPoint(x: 2, y: 195), to: CGPoint(x: 84, y: 195), duration: 1)
        #expect(navigation.transitionCoordinator != nil, "the cancelled pop is still animating back")
        window.resize(to: CGSize(width: 390, height: 844))
        clock.advance(by: 2)
        #expect(navigation.topViewController === pushed)
        #expect(pushed.view.frame == navigation.view.bounds)
        #expect(navigation.view.frame == window.bounds)
        withExtendedLifetime(window) {}
    }
}
