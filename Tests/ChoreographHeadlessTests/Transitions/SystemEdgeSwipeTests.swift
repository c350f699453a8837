import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An app's own left-edge pan on a navigation controller's view that pops and drives `interactor` with it, the way a
/// UIKit app keeps swipe-back with a custom animator: pop on began, progress = translation / width while it
/// changes, and on release `completionSpeed` then finish (`finishes`) or cancel.
@MainActor
final class AppEdgePan {
    let recognizer = ScreenEdgePanGestureRecognizer()
    private(set) var states: [GestureRecognizer.State] = []
    private(set) var lastProgress = 0.0

    init(
        navigation: NavigationController,
        interactor: PercentDrivenInteractiveTransition,
        finishes: Bool = true,
        completionSpeed: Double = 1
    ) {
        recognizer.edges = .left
        recognizer.name = "app-edge-pan"
        recognizer.addTarget { [weak self, weak navigation] recognizer in
            guard let self, let navigation, let pan = recognizer as? PanGestureRecognizer else { return }
            let progress = Double(pan.translation(in: navigation.view).x / navigation.view.bounds.width)
            switch pan.state {
            case .began:
                navigation.popViewController(animated: true)
                lastProgress = progress
                interactor.update(progress)
            case .changed:
                lastProgress = progress
                interactor.update(progress)
            case .ended:
                interactor.completionSpeed = completionSpeed
                if finishes { interactor.finish() } else { interactor.cancel() }
            default:
                break
            }
        }
        recognizer.observeState { [weak self] _, state in self?.states.append(state) }
        navigation.view.addGestureRecognizer(recognizer)
    }
}

/// The system edge swipe (`interactivePopGestureRecognizer`) drives only the standard pop (HostRules#The-edge-swipe-pop): with a
/// delegate animator it does not begin, and an app that wants swipe-back with its animator drives its own
/// interaction controller from its own edge pan.
@MainActor
@Suite("System edge swipe")
struct SystemEdgeSwipeTests {
    /// `B` pushed on `A` without animation, a touch simulator, and the states the system recognizer goes through.
    private func scene() -> (
        HostEnvironment, ManualClock, Window, NavigationController, ViewController, ViewController, TouchSimulator,
        StateLog
    ) {
        let (host, clock, window, navigation, a) = navigationScene()
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        let log = StateLog()
        navigation.interactivePopGestureRecognizer.observeState { _, state in log.states.append(state) }
        return (host, clock, window, navigation, a, b, TouchSimulator(window: window, clock: clock), log)
    }

    /// The states a recognizer went through.
    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    @Test("With a delegate animator and no interaction controller, the edge swipe does nothing")
    func customAnimatorWithoutInteractorDoesNothing() throws {
        let (host, clock, window, navigation, a, b, simulator, log) = scene()
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: false, duration: 0.5))
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.delegate = vendor
        let mark = host.trace.entries.count
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 300, y: 400), duration: 0.3)
        #expect(navigation.transitionCoordinator == nil)
        #expect(b.view.presentation.frame == window.bounds && b.view.presentation.alpha == 1)
        try simulator.release()
        clock.advance(by: 1)
        // The recognizer asked the delegate once for the pop's animator, got one, and failed.
        #expect(log.states.contains(.failed) && !log.states.contains(.began))
        #expect(transitionCalls(host, after: mark) == ["nav.delegate.animationController(for: pop, from: B, to: A)"])
        #expect(vendor.operations == [.pop])
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.window === window && a.view.window == nil)
        #expect(b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("With a delegate interaction controller, the app's own edge pan drives it and the system swipe fails")
    func appInteractorDrivesIt() throws {
        let (host, clock, window, navigation, _, b, simulator, log) = scene()
        let interactor = DelegateInteractor()
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: false, duration: 0.5), interactor: interactor)
        navigation.delegate = vendor
        let app = AppEdgePan(navigation: navigation, interactor: interactor)
        defer { withExtendedLifetime((window, vendor, app)) {} }
        let width = Double(window.bounds.width)
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 200, y: 400), duration: 0.3)
        // The fade is scrubbed with the app's progress: alpha 1 − p, p = 198 / width.
        #expect(isClose(Double(b.view.presentation.alpha), 1 - 198 / width, within: 1e-6))
        try simulator.release()
        clock.advance(by: 1)
        #expect(app.states.contains(.began) && app.states.contains(.ended))
        #expect(!log.states.contains(.began))
        #expect(host.trace.lines.contains("DelegateInteractor.startInteractiveTransition(_:)"))
        #expect(!host.trace.lines.contains("PercentDrivenInteractiveTransition.startInteractiveTransition(_:)"))
        #expect(host.trace.lines.contains("FadeAnimator.animationEnded(true)"))
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A delegate that vends no animator keeps the standard interactive pop; it is asked once")
    func nilAnimatorKeepsStandardPop() throws {
        let (host, clock, window, navigation, a, b, simulator, log) = scene()
        let vendor = NavigationVendor(animator: nil)
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.delegate = vendor
        let width = Double(window.bounds.width)
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 100, y: 400), duration: 0.5)
        // The standard parallax at p = 98 / width: B follows the finger, A sits at −0.3·width·(1 − p).
        #expect(log.states.contains(.began))
        #expect(isClose(Double(b.view.presentation.frame.minX), 98, within: 1e-6))
        #expect(isClose(Double(a.view.presentation.frame.minX), -0.3 * width * (1 - 98 / width), within: 1e-6))
        try simulator.move(to: CGPoint(x: 350, y: 400), duration: 0.2)
        try simulator.release()
        clock.advance(by: 1)
        #expect(vendor.operations == [.pop])
        #expect(host.trace.lines.contains("PercentDrivenInteractiveTransition.startInteractiveTransition(_:)"))
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(a.view.frame == window.bounds && b.view.window == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The edge swipe does not begin while a navigation transition runs")
    func noSwipeDuringTransition() throws {
        let (host, clock, window, navigation, _, _, simulator, log) = scene()
        defer { withExtendedLifetime(window) {} }
        let c = ViewController(identifier: "C")
        navigation.pushViewController(c, animated: true)
        let mark = host.trace.entries.count
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 150, y: 400), duration: 0.1)
        #expect(navigation.transitionCoordinator != nil)
        try simulator.release()
        clock.advance(by: 1)
        #expect(log.states.contains(.failed) && !log.states.contains(.began))
        let calls = transitionCalls(host, after: mark)
        #expect(!calls.contains { $0.contains("willMove(toParent: nil)") || $0.contains("startInteractiveTransition") })
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B", "C"])
        #expect(c.view.frame == window.bounds && c.appearanceState == .appeared)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A disabled system recognizer does not start the standard pop")
    func disabledRecognizer() throws {
        let (host, clock, window, navigation, _, b, simulator, log) = scene()
        defer { withExtendedLifetime(window) {} }
        navigation.interactivePopGestureRecognizer.isEnabled = false
        let mark = host.trace.entries.count
        try simulator.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.3)
        clock.advance(by: 1)
        #expect(!log.states.contains(.began))
        #expect(transitionCalls(host, after: mark).isEmpty)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.window === window)
        #expect(host.diagnostics.entries.isEmpty)
        // Enabled again, the same swipe pops.
        navigation.interactivePopGestureRecognizer.isEnabled = true
        try simulator.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.3)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("A slow app-driven cancel of a long animator at completion speed 0.25 is not reported as stuck")
    func slowCancelOfLongAnimatorIsNotStuck() throws {
        let (host, clock, window, navigation, _, b, simulator, _) = scene()
        let interactor = DelegateInteractor()
        let vendor = NavigationVendor(animator: FadeAnimator(presenting: false, duration: 1.5), interactor: interactor)
        navigation.delegate = vendor
        let app = AppEdgePan(navigation: navigation, interactor: interactor, finishes: false, completionSpeed: 0.25)
        defer { withExtendedLifetime((window, vendor, app)) {} }
        try simulator.press(at: CGPoint(x: 2, y: 400))
        try simulator.move(to: CGPoint(x: 197, y: 400), duration: 1)
        let released = clock.now
        try simulator.release()
        clock.advance(by: 5)
        let progress = app.lastProgress
        #expect(isClose(progress, 0.5, within: 1e-9))
        // The way back, p·duration/completionSpeed = 3 s, is longer than the progress's share of the duration plus
        // the 1 s grace period: the watchdog must wait for the completion speed too.
        let expectedEnd = released + progress * 1.5 / 0.25
        #expect(expectedEnd - released > progress * 1.5 + 1)
        let completed = host.trace.entries.first { $0.event.hasPrefix("completeTransition(") }?.time
        #expect(completed.map { isClose($0, expectedEnd, within: 1e-6) } == true)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.window === window)
        #expect(host.trace.lines.contains("FadeAnimator.animationEnded(false)"))
        #expect(host.diagnostics.entries.isEmpty)
    }
}
