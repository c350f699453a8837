import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A timeline animator playing presets frame by frame, checked against the presets' documented geometry with the
/// progress p = ease-in-out(t / duration) solved independently.
@MainActor
@Suite("Timeline animator")
struct TimelineAnimatorTests {
    private let width = Double(Window.defaultSize.width)
    private let height = Double(Window.defaultSize.height)

    @Test("Push with push(from: .right): the new screen enters by W(1 − p), the old moves −0.3Wp under a dimming 0.1p")
    func push() throws {
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.push(from: .right), operation: .push))
        defer { withExtendedLifetime((window, vendor)) {} }
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        for frame in 1...20 {
            clock.advance(to: start + Double(frame) / 60)
            let p = easeInOut(Double(frame) / 60 / 0.35)
            #expect(isClose(shownX(b.view), width * (1 - p), within: 1e-6), "frame \(frame)")
            #expect(isClose(shownX(a.view), -0.3 * width * p, within: 1e-6), "frame \(frame)")
            let dimming = try #require(libraryViews(in: navigation.view.subviews[0]).first)
            #expect(isClose(Double(dimming.presentation.alpha), 0.1 * p, within: 1e-6), "frame \(frame)")
            #expect(dimming.presentation.frame == window.bounds)
            // Stacked old screen, dimming, new screen.
            let order = navigation.view.subviews[0].subviews
            #expect(order.firstIndex { $0 === a.view }! < order.firstIndex { $0 === dimming }!)
            #expect(order.firstIndex { $0 === dimming }! < order.firstIndex { $0 === b.view }!)
        }
        clock.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.view.presentation.frame == window.bounds && !b.view.isAnimating)
        #expect(a.view.transform == .identity && a.view.alpha == 1 && a.view.superview == nil)
        #expect(libraryViews(in: navigation.view.subviews[0]).isEmpty)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Pop runs the push backwards: the old screen leaves by Wp, the revealed one comes from −0.3W(1 − p)")
    func pop() {
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.push(from: .right), operation: .pop), pushed: true)
        defer { withExtendedLifetime((window, vendor)) {} }
        let start = clock.now
        navigation.popViewController(animated: true)
        for frame in 1...20 {
            clock.advance(to: start + Double(frame) / 60)
            let p = easeInOut(Double(frame) / 60 / 0.35)
            #expect(isClose(shownX(b.view), width * p, within: 1e-6), "frame \(frame)")
            #expect(isClose(shownX(a.view), -0.3 * width * (1 - p), within: 1e-6), "frame \(frame)")
            // The leaving screen stays on top.
            let order = navigation.view.subviews[0].subviews
            #expect(order.last === b.view)
        }
        clock.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(b.view.transform == .identity && b.view.superview == nil)
        #expect(a.view.presentation.frame == window.bounds)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Present full screen with slide(from: .bottom): the new screen rises by H(1 − p), the old leaves by −Hp")
    func present() {
        let (host, clock, window, first, second) = modalScene(style: .fullScreen)
        let vendor = Vendor(
            animator: TimelineAnimator(.slide(from: .bottom), operation: .present),
            dismissalAnimator: TimelineAnimator(.slide(from: .bottom), operation: .dismiss))
        second.transitioningDelegate = vendor
        defer { withExtendedLifetime((window, vendor)) {} }
        let start = clock.now
        first.present(second, animated: true)
        for frame in 1...23 {
            clock.advance(to: start + Double(frame) / 60)
            let p = easeInOut(Double(frame) / 60 / 0.4)
            #expect(isClose(Double(second.view.presentation.frame.minY), height * (1 - p), within: 1e-6))
            #expect(isClose(Double(first.view.presentation.frame.minY), -height * p, within: 1e-6))
        }
        clock.advance(by: 0.5)
        #expect(first.presentedViewController === second)
        #expect(second.view.frame == window.bounds && second.view.transform == .identity)
        #expect(first.view.transform == .identity)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Dismiss with zoom: the presented screen shrinks to 0.8 about its center as it fades out")
    func dismissZoom() {
        let (host, clock, window, first, second) = modalScene(style: .fullScreen)
        let vendor = Vendor(
            animator: TimelineAnimator(.zoom, operation: .present),
            dismissalAnimator: TimelineAnimator(.zoom, operation: .dismiss))
        second.transitioningDelegate = vendor
        defer { withExtendedLifetime((window, vendor)) {} }
        first.present(second, animated: true)
        clock.advance(by: 1)
        let start = clock.now
        second.dismiss(animated: true)
        for frame in 1...23 {
            clock.advance(to: start + Double(frame) / 60)
            // Played backwards: the forward progress at the mirrored time, 1 − p for a symmetric curve.
            let p = easeInOut(Double(frame) / 60 / 0.4)
            let scale = 0.8 + 0.2 * (1 - p)
            let shown = second.view.presentation.frame
            #expect(isClose(Double(shown.width), width * scale, within: 1e-6), "frame \(frame)")
            #expect(isClose(Double(shown.midX), width / 2, within: 1e-6))
            #expect(isClose(Double(second.view.presentation.alpha), 1 - p, within: 1e-6), "frame \(frame)")
            #expect(first.view.presentation.frame == window.bounds && first.view.presentation.alpha == 1)
        }
        clock.advance(by: 0.5)
        #expect(first.presentedViewController == nil)
        #expect(second.view.alpha == 1 && second.view.transform == .identity)
        #expect(first.view.window === window)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A timeline animator with no interaction runs its plan once and reports it")
    func planIsKept() throws {
        let animator = TimelineAnimator(.slide(from: .right).duration(0.5), operation: .push)
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(animator: animator)
        defer { withExtendedLifetime((window, vendor)) {} }
        #expect(animator.plan == nil)
        #expect(animator.transitionDuration(using: nil) == 0.5)
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        #expect(plan.duration == 0.5 && plan.effectName == "slide(from: right)")
        clock.advance(by: 0.25)
        #expect(isClose(shownX(b.view), width * (1 - easeInOut(0.5)), within: 1e-6))
        clock.advance(by: 0.3)
        #expect(navigation.topViewController === b && !b.view.isAnimating)
    }
}

@Suite("Timeline animator: the duration asked before the run")
@MainActor
struct TimelineDurationBeforeStagingTests {
    @Test("An element modifier that ends after the screens counts in the duration the host asks for first")
    func elementDelayCounts() throws {
        let title = View(frame: CGRect(x: 20, y: 100, width: 200, height: 40), identifier: "b-title")
        // The screens fade over 0.3 s; the title waits 0.4 s, then fades in over the base duration: the plan lasts 0.7 s.
        let transition = Transition.fade.duration(0.3).modifying("b-title", .opacity(0), .delay(0.4))
        let animator = TimelineAnimator(transition, operation: .push)
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(animator: animator)
        defer { withExtendedLifetime((window, vendor)) {} }
        b.view.addSubview(title)
        navigation.pushViewController(b, animated: true)
        let plan = try #require(animator.plan)
        #expect(isClose(plan.duration, 0.7, within: 1e-9))
        // The host asked before staging; the answer is the run's duration, not the screens' 0.3 s.
        let asked = HostEnvironment.current.trace.entries.last { $0.event.hasPrefix("transitionDuration(using:)") }
        #expect(asked?.event == "transitionDuration(using:) -> \(plan.duration)")
        clock.advance(by: 0.8)
        #expect(navigation.topViewController === b && !title.isAnimating)
    }
}
