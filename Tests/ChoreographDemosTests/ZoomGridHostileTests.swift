import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographPreview
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The zoom of `zoom-grid` pushed about by a hostile user: push and pop in the middle of each other and of a drag, the
/// source photo hidden before the way out, the window resized to nothing mid-pop. The stack ends whole, every photo
/// shown as the app left it, nothing still moving.
@MainActor
@Suite("zoom-grid under hostile input")
struct ZoomGridHostileTests {
    func settled(_ scenario: ZoomGridScenario, _ host: HostEnvironment) {
        #expect(FrameRecorder.isSettled(scenario.window))
        for view in scenario.window.subtree {
            #expect(isFinite(view.presentation), "\(view.identifier ?? "?")")
        }
        let top = scenario.navigationController.topViewController
        #expect(top?.view.window === scenario.window)
        #expect(scenario.navigationController.viewControllers.count <= 2)
        let allowed: Set<Diagnostic.Code> = [.navigationWhileTransitioning, .popRoot]
        let unexpected = host.diagnostics.entries.filter { !allowed.contains($0.code) }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    @Test("Pop called during the push, and push during the pop, are refused; each transition ends whole")
    func requestsMidFlight() throws {
        let (host, clock) = freshHost()
        let scenario = ZoomGridScenario()
        scenario.perform(.push)
        clock.advance(by: 0.1)
        scenario.perform(.pop)
        scenario.navigationController.pushViewController(scenario.makeDetail(index: 3), animated: true)
        clock.advance(by: 1)
        #expect(scenario.navigationController.viewControllers.count == 2)
        scenario.perform(.pop)
        clock.advance(by: 0.1)
        scenario.navigationController.pushViewController(scenario.makeDetail(index: 3), animated: true)
        clock.advance(by: 1)
        #expect(scenario.navigationController.viewControllers.count == 1)
        settled(scenario, host)
        #expect(scenario.gridController.photos.allSatisfy { !$0.isHidden && $0.alpha == 1 })
    }

    @Test("Push and pop called in the middle of a drag-down are refused; the drag still decides")
    func requestsMidDrag() throws {
        let (host, clock) = freshHost()
        let scenario = ZoomGridScenario()
        scenario.perform(.push)
        clock.advance(by: 1)
        let touches = TouchSimulator(window: scenario.window, clock: clock)
        try touches.press(at: CGPoint(x: 195, y: 400))
        try touches.move(to: CGPoint(x: 195, y: 700), duration: 0.3)
        scenario.perform(.pop)
        scenario.navigationController.pushViewController(scenario.makeDetail(index: 1), animated: true)
        try touches.move(to: CGPoint(x: 195, y: 820), duration: 0.1)
        try touches.release()
        clock.advance(by: 2)
        #expect(scenario.navigationController.viewControllers.count == 1, "the far drag finished the pop")
        settled(scenario, host)
        #expect(scenario.gridController.photos.allSatisfy { !$0.isHidden && $0.alpha == 1 })
    }

    @Test("photo-4 hidden by the app before the way out: the pop slides, and photo-4 stays hidden as the app set it")
    func sourceHiddenOnTheWayOut() throws {
        let (host, clock) = freshHost()
        let scenario = ZoomGridScenario()
        scenario.perform(.push)
        clock.advance(by: 1)
        scenario.gridController.photos[4].isHidden = true
        let detail = try #require(scenario.navigationController.topViewController?.view)
        scenario.perform(.pop)
        clock.advance(by: 0.1)
        #expect(detail.presentation.frame.size == CGSize(width: 390, height: 844), "slid, not zoomed")
        #expect(detail.presentation.frame.minX > 0)
        #expect(scenario.navigationController.viewControllers.count == 1)
        clock.advance(by: 1)
        // The app hid photo-4 while the grid was off screen: the audit does not blame the pop for it.
        settled(scenario, host)
        #expect(scenario.gridController.photos[4].isHidden)
        #expect(scenario.gridController.photos.enumerated().allSatisfy { $0.offset == 4 || !$0.element.isHidden })
    }

    @Test("The window resized to nothing and back during the zoom-out: the pop ends whole at the phone's size")
    func resizeMidPop() throws {
        let (host, clock) = freshHost()
        let scenario = ZoomGridScenario()
        scenario.perform(.push)
        clock.advance(by: 1)
        scenario.perform(.pop)
        clock.advance(by: 0.1)
        scenario.window.resize(to: .zero)
        clock.advance(by: 0.1)
        scenario.window.resize(to: Window.defaultSize)
        clock.advance(by: 2)
        settled(scenario, host)
        #expect(scenario.navigationController.viewControllers.count == 1)
        #expect(scenario.gridController.view.frame == scenario.window.bounds)
        #expect(scenario.gridController.photos.allSatisfy { !$0.isHidden && $0.alpha == 1 })
    }
}
