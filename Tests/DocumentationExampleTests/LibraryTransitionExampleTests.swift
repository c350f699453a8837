import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The library transitions' examples, run as their documentation shows them.
@MainActor
@Suite("Documentation examples: library transitions")
struct LibraryTransitionExampleTests {
    @Test("ViewSceneCapture: a screen captured in its container")
    func capture() throws {
        HostEnvironment.install(clock: ManualClock())
        let container = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = View(frame: container.bounds, identifier: "screen")
        screen.addSubview(View(frame: CGRect(x: 20, y: 300, width: 100, height: 100), identifier: "herb-2"))
        container.addSubview(screen)
        // example: Sources/ChoreographHeadless/Library/ViewSceneCapture.swift
        let scene = try ViewSceneCapture().captureScene(of: screen, in: container)
        // end example
        #expect(scene.element(withIdentifier: "herb-2")?.center == CGPoint(x: 70, y: 350))
    }

    @Test("TimelineAnimator: an animator for a push")
    func animator() {
        HostEnvironment.install(clock: ManualClock())
        // example: Sources/ChoreographHeadless/Library/TimelineAnimator.swift
        let animator = TimelineAnimator(.slide(from: .right), operation: .push)
        // end example
        #expect(animator.transitionDuration(using: nil) == 0.35)
    }

    @Test("RunningTransitions: the duration of a zoom push")
    func article() {
        HostEnvironment.install(clock: ManualClock())
        // example: Sources/ChoreographHeadless/ChoreographHeadless.docc/RunningTransitions.md
        let animator = TimelineAnimator(.zoom(from: "herb-2"), operation: .push)
        let duration = animator.transitionDuration(using: nil)  // 0.35 s, the navigation default
        // end example
        #expect(duration == 0.35)
    }

    @Test("RunningTransitions: a one-line presentation")
    func oneLinePresent() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let list = ViewController(identifier: "list")
        list.view.addSubview(View(frame: CGRect(x: 20, y: 300, width: 100, height: 100), identifier: "herb-2"))
        let window = Window()
        window.rootViewController = list
        window.makeKeyAndVisible()
        let detail = ViewController(identifier: "detail")
        // example: Sources/ChoreographHeadless/ChoreographHeadless.docc/RunningTransitions.md
        list.present(detail, transition: .zoom(from: "herb-2"))
        // end example
        clock.advance(by: 1)
        #expect(list.presentedViewController === detail)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("RunningTransitions: a one-line push")
    func oneLinePush() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let navigation = NavigationController(rootViewController: ViewController(identifier: "list"))
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let recipe = ViewController(identifier: "recipe")
        // example: Sources/ChoreographHeadless/ChoreographHeadless.docc/RunningTransitions.md
        navigation.pushViewController(recipe, transition: .slide(from: .trailing))
        // end example
        clock.advance(by: 1)
        #expect(navigation.topViewController === recipe)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("RunningTransitions: a one-line tab switch")
    func oneLineTabSwitch() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let tabs = TabBarController(identifier: "tabs")
        tabs.viewControllers = [ViewController(identifier: "first"), ViewController(identifier: "second")]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        // example: Sources/ChoreographHeadless/ChoreographHeadless.docc/RunningTransitions.md
        tabs.setSelectedIndex(1, transition: .slide(from: .right))
        // end example
        clock.advance(by: 1)
        #expect(tabs.selectedIndex == 1 && tabs.delegate is TimelineTabBarDelegate)
    }

    @Test("README: push with a zoom, pop it back")
    func readme() {
        let clock = ManualClock()
        HostEnvironment.install(clock: clock)
        let list = ViewController(identifier: "list")
        list.view.addSubview(View(frame: CGRect(x: 20, y: 300, width: 100, height: 100), identifier: "herb-2"))
        let navigation = NavigationController(rootViewController: list)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = ViewController(identifier: "detail")
        // example: README.md
        navigation.pushViewController(detail, transition: .zoom(from: "herb-2"))
        // end example
        clock.advance(by: 1)
        #expect(navigation.topViewController === detail)
        navigation.popViewController(animated: true)
        clock.advance(by: 0.175)
        #expect(detail.view.presentation.alpha > 0 && detail.view.presentation.alpha < 1)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
