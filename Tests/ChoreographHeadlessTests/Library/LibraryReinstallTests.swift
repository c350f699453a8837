import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The app replaces the library's navigation delegate with its own, then a one-line call puts the library back
/// (<doc:RunningTransitions#Swipe-back>): one edge pan, swipe-back working, the app's delegate told of every change.
@MainActor
@Suite("Library navigation delegate reinstalled")
struct LibraryReinstallTests {
    /// The states a recognizer went through.
    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    /// The library edge pans on `navigation`'s view.
    private func libraryPans(_ navigation: NavigationController) -> [GestureRecognizer] {
        navigation.view.gestureRecognizers.filter { $0.name == "library-edge-pan" }
    }

    @Test("After the app sets its delegate and a one-line push reinstalls the library, one edge pan swipes back")
    func reinstalledSwipesBack() throws {
        let (host, clock, window, navigation, _) = navigationScene()
        let app = AppNavigationDelegate()
        defer { withExtendedLifetime((window, app)) {} }
        let b = ViewController(identifier: "B")
        let c = ViewController(identifier: "C")
        navigation.pushViewController(b, transition: .slide(from: .right))
        clock.advance(by: 1)
        let first = navigation.delegate as? TimelineNavigationDelegate
        navigation.delegate = app
        navigation.pushViewController(c, transition: .fade)
        clock.advance(by: 1)
        let library = try #require(navigation.delegate as? TimelineNavigationDelegate)
        #expect(library === first)
        #expect(library.forwardingDelegate === app)
        #expect(libraryPans(navigation).count == 1)
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        // B, still in the stack, kept the transition it was pushed with: a second swipe pops it too.
        #expect(library.transition(for: b)?.name == Transition.slide(from: .right).name)
        try touches.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        // The library forwards to the app's delegate every change it shows, and answers the animators itself.
        #expect(app.events == ["willShow C", "didShow C", "willShow B", "didShow B", "willShow A", "didShow A"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("While the app's delegate is in charge, the library's edge pan stays still and the system swipe pops")
    func appDelegateInCharge() throws {
        let (host, clock, window, navigation, _) = navigationScene()
        let app = AppNavigationDelegate()
        defer { withExtendedLifetime((window, app)) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, transition: .slide(from: .right))
        clock.advance(by: 1)
        let library = try #require(navigation.delegate as? TimelineNavigationDelegate)
        navigation.delegate = app
        let system = StateLog()
        navigation.interactivePopGestureRecognizer.observeState { _, state in system.states.append(state) }
        let libraryPan = StateLog()
        library.edgePan.observeState { _, state in libraryPan.states.append(state) }
        let mark = host.trace.lines.count
        let touches = TouchSimulator(window: window, clock: clock)
        try touches.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
        clock.advance(by: 1)
        #expect(!libraryPan.states.contains(.began))
        #expect(system.states.contains(.began))
        #expect(host.trace.lines.dropFirst(mark).contains("StandardNavigationAnimator.animateTransition(using:)"))
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(app.events.suffix(2) == ["willShow A", "didShow A"])
    }
}
