import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A navigation delegate of the app's own that records what it is told and vends nothing.
@MainActor
final class AppNavigationDelegate: NavigationControllerDelegate {
    private(set) var events: [String] = []

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        events.append("willShow \(viewController.traceName)")
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        events.append("didShow \(viewController.traceName)")
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        events.append("animator \(operation.rawValue)")
        return nil
    }
}

/// Presenting, pushing, popping, replacing a stack and switching tabs with a library transition in one line.
@MainActor
@Suite("One-line transitions")
struct OneLineTransitionTests {
    private let width = Double(Window.defaultSize.width)

    @Test(
        "In a window with no area, a library presentation puts the view at its zero final frame and runs without animation"
    )
    func zeroSizeWindow() {
        let (host, clock, window, first, second) = modalScene(style: .fullScreen)
        defer { withExtendedLifetime(window) {} }
        window.frame = .zero
        clock.advance(by: 1.0 / 60)
        first.present(second, transition: .slide(from: .right))
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(second.view.frame == .zero)
        let codes = host.diagnostics.entries.map(\.code)
        #expect(!codes.contains(.finalFrameNotSet))
        // Nothing can be seen there: the change is made without animation, with a trace line and no diagnostic.
        #expect(codes.isEmpty)
        #expect(host.trace.lines.contains { $0.contains("the container has no area") })
        second.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(!host.diagnostics.entries.map(\.code).contains(.finalFrameNotSet))
    }

    @Test("present(_:transition:) keeps its inline delegate alive, slides in, and dismisses with the inverse")
    func presentInline() {
        let (host, clock, window, first, second) = modalScene(style: .automatic)
        defer { withExtendedLifetime(window) {} }
        weak var delegate: (any TransitioningDelegate)?
        first.present(second, transition: .slide(from: .right))
        delegate = second.transitioningDelegate
        #expect(delegate is TimelineTransitioningDelegate)
        #expect(second.modalPresentationStyle == .fullScreen)
        clock.advance(by: 0.2)
        #expect(isClose(shownX(second.view), width * (1 - easeInOut(0.5)), within: 1e-6))
        clock.advance(by: 1)
        #expect(first.presentedViewController === second && delegate != nil)
        second.dismiss(animated: true)
        clock.advance(by: 0.2)
        #expect(isClose(shownX(second.view), width * easeInOut(0.5), within: 1e-6))
        clock.advance(by: 1)
        #expect(first.presentedViewController == nil)
        #expect(host.trace.lines.filter { $0 == "TimelineAnimator.animateTransition(using:)" }.count == 2)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("pushViewController(_:transition:) remembers the transition: a plain pop runs its inverse")
    func pushThenPlainPop() {
        let (_, clock, window, navigation, a) = navigationScene()
        let app = AppNavigationDelegate()
        navigation.delegate = app
        defer { withExtendedLifetime((window, app)) {} }
        let b = ViewController(identifier: "B")
        weak var library: (any NavigationControllerDelegate)?
        navigation.pushViewController(b, transition: .slide(from: .right))
        library = navigation.delegate
        #expect(library is TimelineNavigationDelegate)
        clock.advance(by: 0.175)
        #expect(isClose(shownX(b.view), width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(shownX(a.view), -width * easeInOut(0.5), within: 1e-6))
        clock.advance(by: 1)
        #expect(library != nil)
        navigation.popViewController(animated: true)
        clock.advance(by: 0.175)
        #expect(isClose(shownX(b.view), width * easeInOut(0.5), within: 1e-6))
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        // The app's delegate heard every change, and was not asked for the animators of library changes.
        #expect(app.events == ["willShow B", "didShow B", "willShow A", "didShow A"])
        let c = ViewController(identifier: "C")
        navigation.pushViewController(c, animated: true)
        clock.advance(by: 1)
        #expect(app.events.suffix(3) == ["willShow C", "animator push", "didShow C"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("popViewController(transition:) pops with the transition's dismissing side, whatever the push was")
    func popWithTransition() {
        let (_, clock, window, navigation, _) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        clock.advance(by: 0.1)
        let popped = navigation.popViewController(transition: .fade)
        #expect(popped === b)
        clock.advance(by: 0.175)
        // The fade's inverse: the leaving screen fades out over the revealed one.
        #expect(isClose(Double(b.view.presentation.alpha), 1 - easeInOut(0.5), within: 1e-6))
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"] && b.view.alpha == 1)
    }

    @Test("setViewControllers(_:transition:) pushes a new top with the transition and pops it with the inverse")
    func replaceStack() {
        let (_, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let c = ViewController(identifier: "C")
        navigation.setViewControllers([a, c], transition: .cover(from: .bottom))
        clock.advance(by: 0.175)
        let height = Double(window.bounds.height)
        #expect(isClose(Double(c.view.presentation.frame.minY), height * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(a.view.presentation.frame == window.bounds)
        clock.advance(by: 1)
        navigation.setViewControllers([a], animated: true)
        clock.advance(by: 0.175)
        #expect(isClose(Double(c.view.presentation.frame.minY), height * easeInOut(0.5), within: 1e-6))
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
    }

    @Test("setSelectedIndex(_:transition:) slides to a later tab forwards and to an earlier one backwards")
    func tabSwitch() {
        let (clock, window, tabs, first, second) = twoTabs()
        defer { withExtendedLifetime(window) {} }
        tabs.setSelectedIndex(1, transition: .slide(from: .right))
        clock.advance(by: 0.15)
        #expect(isClose(shownX(second.view), width * (1 - easeInOut(0.5)), within: 1e-6))
        #expect(isClose(shownX(first.view), -width * easeInOut(0.5), within: 1e-6))
        clock.advance(by: 1)
        #expect(tabs.selectedIndex == 1 && tabs.delegate is TimelineTabBarDelegate)
        tabs.setSelectedIndex(0, transition: .slide(from: .right))
        clock.advance(by: 0.15)
        #expect(isClose(shownX(second.view), width * easeInOut(0.5), within: 1e-6))
        #expect(isClose(shownX(first.view), -width * (1 - easeInOut(0.5)), within: 1e-6))
        clock.advance(by: 1)
        #expect(tabs.selectedIndex == 0 && first.view.transform == .identity)
        // Without a transition, a selection is made at once, as UIKit's.
        tabs.selectedIndex = 1
        #expect(second.view.presentation.frame == window.bounds && !second.view.isAnimating)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty, "\(HostEnvironment.current.diagnostics.entries)")
    }
}
