import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A gesture that would dismiss does not begin while its dismissal would be refused: HostRules ("Changes while a
/// transition runs") says the drag-to-dismiss interactions wait for the same transitions as the dismissal they start,
/// so a user's drag never gets a programmer-error refusal.
@MainActor
@Suite("Dismissing gestures wait for the transitions their dismissal waits for")
struct ScopedGestureTests {
    /// A tab bar controller whose first tab is a navigation controller on `F`, in a visible window, and a card
    /// presented over full screen from `F` with a pan to dismiss it.
    private func cardOverTabs() -> (
        host: HostEnvironment, clock: ManualClock, window: Window, navigation: NavigationController,
        card: ViewController, drag: DragInteractionController
    ) {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let navigation = NavigationController(rootViewController: ViewController(identifier: "F"), identifier: "n1")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [navigation, ViewController(identifier: "two")]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let card = ViewController(identifier: "card")
        card.modalPresentationStyle = .overFullScreen
        navigation.topViewController?.present(card, animated: false)
        let drag = DragInteractionController.panToDismiss(card)
        drag.attach(to: card.view)
        return (host, clock, window, navigation, card, drag)
    }

    /// Drags down the middle of the window from y 300 to 600 and lifts.
    private func dragDown(in window: Window, clock: ManualClock) throws {
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.press(at: CGPoint(x: 195, y: 300))
        try touches.move(to: CGPoint(x: 195, y: 330), duration: 0.05)
        try touches.move(to: CGPoint(x: 195, y: 600), duration: 0.1)
        try touches.release()
    }

    @Test("A drag on a card does not begin while a push runs under it in its presenter's navigation controller")
    func dragDuringPushUnderCard() throws {
        let scene = cardOverTabs()
        defer { withExtendedLifetime(scene.window) {} }
        var began = false
        scene.drag.recognizer.observeState { _, state in if state == .began { began = true } }
        scene.navigation.pushViewController(ViewController(identifier: "F1"), animated: true)
        #expect(scene.navigation.transitionCoordinator != nil)
        try dragDown(in: scene.window, clock: scene.clock)
        scene.clock.advance(by: 2)
        #expect(!began, "the dismissal would be refused, so the gesture does not begin")
        #expect(scene.host.diagnostics.codes.isEmpty, "a user's drag gets no programmer-error refusal")
        #expect(scene.card.presentingViewController != nil, "the card stays presented")
        #expect(scene.navigation.viewControllers.map(\.traceName) == ["F", "F1"])
        #expect(AppearanceRules.isBalanced(scene.host.trace))
    }

    @Test("Once the push has ended, the same drag dismisses the card")
    func dragAfterPush() throws {
        let scene = cardOverTabs()
        defer { withExtendedLifetime(scene.window) {} }
        scene.navigation.pushViewController(ViewController(identifier: "F1"), animated: true)
        scene.clock.advance(by: 2)
        #expect(scene.navigation.transitionCoordinator == nil)
        try dragDown(in: scene.window, clock: scene.clock)
        scene.clock.advance(by: 2)
        #expect(scene.host.diagnostics.codes.isEmpty)
        #expect(scene.card.presentingViewController == nil, "a long drag down dismisses the card")
    }

    @Test("dismiss asked of the card while the push runs is refused, naming the controller that takes part")
    func dismissRefusalNamesTheParticipant() {
        let scene = cardOverTabs()
        defer { withExtendedLifetime(scene.window) {} }
        scene.navigation.pushViewController(ViewController(identifier: "F1"), animated: true)
        scene.card.dismiss(animated: true)
        #expect(scene.host.diagnostics.codes == [.dismissWhileTransitioning])
        let message = scene.host.diagnostics.entries.first?.message ?? ""
        #expect(message.contains("tabs contains "), "\(message)")
        #expect(message.contains("which takes part in a running push transition"), "\(message)")
    }

    @Test("A tap on another tab during a push in the selected tab is ignored without a diagnostic, and works after")
    func tapDuringPushInSelectedTab() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let navigation = NavigationController(rootViewController: ViewController(identifier: "F"), identifier: "n1")
        let two = ViewController(identifier: "two")
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [navigation, two]
        let window = Window()
        defer { withExtendedLifetime(window) {} }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        navigation.pushViewController(ViewController(identifier: "F1"), animated: true)
        #expect(!tabs.tapTab(at: 1), "a person's tap reaches nothing mid-push")
        #expect(tabs.selectedIndex == 0)
        #expect(host.diagnostics.codes.isEmpty, "a person's tap is not the app's programming error")
        clock.advance(by: 1)
        #expect(tabs.tapTab(at: 1))
        #expect(tabs.selectedViewController === two)
        #expect(AppearanceRules.isBalanced(host.trace))
    }
}
