import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the redview-scale seed shows: the second screen grows out of the red view and shrinks back into it, the
/// context's views follow HostRules#Controllers-and-views under `.fullScreen` and `.custom`, and a navigation
/// controller in between does not lose the red view.
///
/// Geometry by hand: red-1 is (0, 91, 390, 132), centred at (195, 157); the screen (0, 0, 390, 844) is centred at
/// (195, 422). Half way through the 1 s ease-in-out (which passes 0.5 at 0.5 by symmetry) the second screen is
/// 390 wide, (132 + 844) / 2 = 488 high, centred at y = (157 + 422) / 2 = 289.5: (0, 45.5, 390, 488).
@MainActor
@Suite("redview-scale")
struct RedviewScaleTests {
    static let red1 = CGRect(x: 0, y: 91, width: 390, height: 132)
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let halfway = CGRect(x: 0, y: 45.5, width: 390, height: 488)

    @Test("Under .fullScreen both views are given; the second screen grows from red-1 and shrinks back in front")
    func fullScreen() throws {
        let (host, clock) = freshHost()
        let scenario = RedviewScaleScenario(variant: .fullScreen)
        let vc1 = scenario.sourceController
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.tap(at: CGPoint(x: 195, y: 157))
        let vc2 = try #require(vc1.detailController)
        let presenting = try #require(vc2.transitionCoordinator)
        #expect(presenting.viewController(forKey: .from) === vc1)
        #expect(presenting.view(forKey: .from) === vc1.view)
        #expect(presenting.view(forKey: .to) === vc2.view)
        #expect(rectsClose(vc2.view.visibleRect, Self.red1))
        let start = clock.now
        clock.advance(to: start + 0.5)
        #expect(rectsClose(vc2.view.visibleRect, Self.halfway))
        clock.advance(to: start + 1)
        #expect(vc2.view.visibleRect == Self.screen)
        #expect(vc1.view.window == nil, "a completed .fullScreen presentation takes the presenter's view away")

        scenario.perform(.dismiss)
        let dismissing = try #require(vc2.transitionCoordinator)
        #expect(dismissing.viewController(forKey: .from) === vc2)
        #expect(dismissing.view(forKey: .from) === vc2.view)
        #expect(dismissing.view(forKey: .to) === vc1.view)
        #expect(vc2.view.superview?.subviews.last === vc2.view, "the second screen is brought to the front")
        clock.advance(by: 0.5)
        #expect(rectsClose(vc2.view.visibleRect, Self.halfway))
        clock.advance(by: 0.5)
        #expect(vc2.view.window == nil)
        #expect(vc1.view.window === scenario.window)
        #expect(vc1.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Under .custom the presenter's view is never handed over: from is nil presenting, to is nil dismissing")
    func custom() throws {
        let (host, clock) = freshHost()
        let scenario = RedviewScaleScenario(variant: .custom)
        let vc1 = scenario.sourceController
        scenario.perform(.present)
        let vc2 = try #require(vc1.detailController)
        let presenting = try #require(vc2.transitionCoordinator)
        #expect(presenting.view(forKey: .from) == nil)
        #expect(presenting.view(forKey: .to) === vc2.view)
        #expect(rectsClose(vc2.view.visibleRect, Self.red1))
        clock.advance(by: 1)
        #expect(vc1.view.window === scenario.window, "the presenter's view stays under .custom")
        scenario.perform(.dismiss)
        let dismissing = try #require(vc2.transitionCoordinator)
        #expect(dismissing.view(forKey: .from) === vc2.view)
        #expect(dismissing.view(forKey: .to) == nil)
        #expect(vc1.view.superview === scenario.window, "the animator left the view it was not given alone")
        clock.advance(by: 1)
        #expect(vc2.view.window == nil)
        #expect(scenario.window.subviews.map(\.identifier) == ["vc1"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Inside a navigation controller the from controller is the container, and red-1 is still found")
    func navigation() throws {
        let (host, clock) = freshHost()
        let scenario = RedviewScaleScenario(variant: .navigation)
        let vc1 = scenario.sourceController
        let nav = try #require(scenario.rootController as? NavigationController)
        #expect(vc1.navigationController === nav)
        scenario.perform(.present)
        let vc2 = try #require(vc1.detailController)
        let coordinator = try #require(vc2.transitionCoordinator)
        #expect(coordinator.viewController(forKey: .from) === nav)
        #expect(coordinator.view(forKey: .from) === nav.view)
        #expect(rectsClose(vc2.view.visibleRect, Self.red1))
        clock.advance(by: 1)
        #expect(vc2.view.visibleRect == Self.screen)
        #expect(nav.presentedViewController === vc2)
        let logged = host.animationLog.count
        scenario.perform(.dismiss)
        #expect(vc2.transitionCoordinator?.viewController(forKey: .to) === nav)
        let dismissal = host.animationLog.dropFirst(logged)
        let position = try #require(dismissal.first { $0.view == "vc2" && $0.property == .position })
        #expect(position.to == .point(CGPoint(x: 195, y: 157)))
        let transform = try #require(dismissal.first { $0.view == "vc2" && $0.property == .transform })
        #expect(transform.to == .transform(Transform3D(scaleX: 1, y: 132.0 / 844)))
        clock.advance(by: 1)
        #expect(nav.view.window === scenario.window)
        #expect(nav.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("view(identifiedBy:) looks through the view tree, children off screen and presented controllers")
    func resolver() throws {
        let (_, clock) = freshHost()
        let scenario = RedviewScaleScenario(variant: .navigation)
        let nav = try #require(scenario.rootController as? NavigationController)
        let pushed = ViewController(identifier: "pushed")
        nav.pushViewController(pushed, animated: false)
        #expect(scenario.sourceController.view.window == nil, "red-1's screen is below the top of the stack")
        #expect(nav.view(identifiedBy: "red-1")?.superview === scenario.sourceController.view)
        #expect(nav.view(identifiedBy: "pushed") === pushed.view)
        pushed.present(RedDetailViewController(), animated: false)
        clock.advance(by: 0)
        #expect(nav.view(identifiedBy: "red-2") != nil, "found in the controller the container presents")
        let unloaded = RedSourceViewController()
        #expect(unloaded.view(identifiedBy: "red-1") == nil)
        #expect(!unloaded.isViewLoaded, "looking never loads a view")
    }
}
