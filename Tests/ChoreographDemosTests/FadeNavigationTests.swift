import Choreograph
import ChoreographDemos
import ChoreographHeadless
import ChoreographSeeds
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fade seed's navigation part: the same 0.7 s fade animator pushes and pops through a navigation controller
/// delegate that the first screen keeps alive, and the delegate's own edge swipe pops with it (the navigation
/// controller's own edge swipe drives only the standard pop).
///
/// Both buttons are 200 × 44, centred on the 390 × 844 screen: both at (195, 422).
@MainActor
@Suite("fade-navigation")
struct FadeNavigationTests {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let buttonCenter = CGPoint(x: 195, y: 422)

    /// The navigation variant with the second screen pushed and settled, and a simulator on its window.
    func pushed() throws -> (
        HostEnvironment, ManualClock, FadeScenario, NavigationController, FadeSecondViewController, TouchSimulator
    ) {
        let (host, clock) = freshHost()
        let scenario = FadeScenario(variant: .navigation)
        let navigation = try #require(scenario.rootController as? NavigationController)
        scenario.perform(.push)
        clock.advance(by: 0.7)
        let second = try #require(scenario.firstController.secondController)
        return (host, clock, scenario, navigation, second, TouchSimulator(window: scenario.window, clock: clock))
    }

    @Test("The buttons push and pop with the fade over 0.7 s; the stack follows")
    func buttonsFade() throws {
        let (host, clock) = freshHost()
        let scenario = FadeScenario(variant: .navigation)
        #expect(scenario.name == "fade-navigation" && scenario.operations == [.push, .pop])
        let first = scenario.firstController
        let navigation = try #require(scenario.rootController as? NavigationController)
        #expect(navigation.delegate === first.navigationTransition, "the first screen holds the delegate")
        let simulator = TouchSimulator(window: scenario.window, clock: clock)
        try simulator.tap(at: Self.buttonCenter)
        let second = try #require(first.secondController)
        #expect(navigation.viewControllers.map { $0.viewIfLoaded?.accessibilityIdentifier } == ["first", "second"])
        #expect(second.view.visibleOpacity == 0)
        #expect(second.view.frame == Self.screen, "the to view is at finalFrame(for:)")
        let start = clock.now
        clock.advance(to: start + 0.35)
        // Ease in and out passes half way at half time, by symmetry.
        #expect(abs(second.view.visibleOpacity - 0.5) < 1e-9)
        #expect(first.view.visibleOpacity == 1)
        clock.advance(to: start + 0.7)
        #expect(second.view.visibleOpacity == 1)
        #expect(first.view.window == nil, "the pushed-over screen leaves the window")
        #expect(navigation.topViewController === second)

        try simulator.tap(at: Self.buttonCenter)
        #expect(navigation.viewControllers.map { $0.viewIfLoaded?.accessibilityIdentifier } == ["first"])
        let pop = clock.now
        clock.advance(to: pop + 0.35)
        #expect(abs(second.view.visibleOpacity - 0.5) < 1e-9)
        #expect(first.view.visibleOpacity == 1, "the revealed screen sits under the fading one")
        clock.advance(to: pop + 0.7)
        #expect(second.view.window == nil)
        #expect(first.view.window === scenario.window)
        #expect(second.view.alpha == 1, "the faded view is put back")
        #expect(navigation.viewControllers.map { $0.viewIfLoaded?.accessibilityIdentifier } == ["first"])
        #expect(host.animationLog.count == 2 && host.animationLog.allSatisfy { $0.duration == 0.7 })
        #expect(host.trace.lines.filter { $0 == "FadeAnimator.animationEnded(true)" }.count == 2)
        #expect(animatingViews(in: scenario.window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The delegate's edge swipe from x = 5 scrubs the fade and, dragged far, pops")
    func edgeSwipeFinishes() throws {
        let (host, clock, scenario, navigation, second, simulator) = try pushed()
        let first = scenario.firstController
        var systemStates: [GestureRecognizer.State] = []
        var ownStates: [GestureRecognizer.State] = []
        navigation.interactivePopGestureRecognizer.observeState { _, state in systemStates.append(state) }
        first.navigationTransition.edgeSwipe.edgePan.observeState { _, state in ownStates.append(state) }
        host.trace.removeAll()
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 200, y: 400), duration: 0.3)
        // 195 points of 390 is half way: the scrubbed fade shows the ease-in-out curve at 0.5.
        #expect(second.transitionCoordinator?.isInteractive == true)
        #expect(isClose(Double(second.view.presentation.alpha), 1 - CubicBezier.easeInOut.value(at: 0.5), within: 1e-6))
        #expect(first.view.window === scenario.window)
        try simulator.move(to: CGPoint(x: 330, y: 400), duration: 0.1)
        try simulator.release()
        clock.advance(by: 1)
        #expect(host.trace.lines.contains("nav.delegate.interactionController(for: FadeAnimator)"))
        #expect(host.trace.lines.contains("PercentDrivenInteractiveTransition.startInteractiveTransition(_:)"))
        #expect(host.trace.lines.contains("FadeAnimator.animationEnded(true)"))
        #expect(ownStates.contains(.began) && !systemStates.contains(.began))
        #expect(navigation.viewControllers.map { $0.viewIfLoaded?.accessibilityIdentifier } == ["first"])
        #expect(second.view.window == nil && second.view.alpha == 1)
        #expect(first.view.window === scenario.window && first.view.frame == Self.screen)
        #expect(animatingViews(in: scenario.window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A slow short edge swipe cancels: the second screen stays, opaque, and the first leaves the window")
    func edgeSwipeCancels() throws {
        let (host, clock, scenario, navigation, second, simulator) = try pushed()
        let first = scenario.firstController
        try simulator.press(at: CGPoint(x: 5, y: 400))
        try simulator.move(to: CGPoint(x: 60, y: 400), duration: 0.5)
        #expect(second.view.presentation.alpha < 1)
        try simulator.release()
        clock.advance(by: 1)
        #expect(host.trace.lines.contains("FadeAnimator.animationEnded(false)"))
        #expect(navigation.viewControllers.map { $0.viewIfLoaded?.accessibilityIdentifier } == ["first", "second"])
        #expect(second.view.window === scenario.window)
        #expect(second.view.alpha == 1 && second.view.presentation.alpha == 1)
        #expect(first.view.window == nil)
        #expect(animatingViews(in: scenario.window).isEmpty)
        #expect(host.diagnostics.entries.isEmpty)
        // And the stack still works: the button pops.
        try simulator.tap(at: Self.buttonCenter)
        clock.advance(by: 0.7)
        #expect(navigation.viewControllers.map { $0.viewIfLoaded?.accessibilityIdentifier } == ["first"])
    }

    @Test("The modal operations are refused by the navigation variant, and the navigation ones by the modal variant")
    func operationsByVariant() throws {
        let (host, clock) = freshHost()
        let navigationVariant = FadeScenario(variant: .navigation)
        navigationVariant.perform(.present)
        clock.advance(by: 1)
        #expect(host.diagnostics.codes == [.unsupportedOperation])
        #expect(navigationVariant.firstController.presentedViewController == nil)
        let modal = FadeScenario()
        #expect(modal.name == "fade" && modal.operations == [.present, .dismiss])
        modal.perform(.push)
        clock.advance(by: 1)
        #expect(host.diagnostics.codes == [.unsupportedOperation, .unsupportedOperation])
        #expect(modal.firstController.navigationController == nil)
        withExtendedLifetime(navigationVariant) {}
    }
}
