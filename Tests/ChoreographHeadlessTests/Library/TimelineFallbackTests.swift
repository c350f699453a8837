import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a timeline animator does with what it cannot capture or plan, and without animation.
@MainActor
@Suite("Timeline fallbacks")
struct TimelineFallbackTests {
    @Test("A transition the planner refuses makes the change without animation and says why")
    func planningFails() {
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.slide(from: .right).duration(100), operation: .push))
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 1 / 60)
        #expect(navigation.topViewController === b && b.view.presentation.frame == window.bounds)
        #expect(!b.view.isAnimating)
        let entries = HostEnvironment.current.diagnostics.entries
        #expect(entries.map(\.code) == [.libraryPlanningFailed])
        #expect(entries.first?.message.contains("duration") == true)
    }

    @Test("A screen that cannot be captured is planned as empty; the transition still runs")
    func captureFails() {
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.zoom(from: "far"), operation: .push))
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.topViewController?.view.addSubview(
            View(frame: CGRect(x: 2e9, y: 0, width: 10, height: 10), identifier: "far"))
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 0.175)
        // The zoom falls back to the center: scale 0.8 + 0.2p.
        let p = easeInOut(0.5)
        #expect(isClose(Double(b.view.presentation.frame.width), 390 * (0.8 + 0.2 * p), within: 1e-6))
        clock.advance(by: 1)
        #expect(navigation.topViewController === b && b.view.transform == .identity)
        let codes = HostEnvironment.current.diagnostics.codes
        #expect(codes == [.libraryCaptureFailed, .libraryPlanNote])
    }

    @Test("A custom presentation without animation is made at once, at the final frame")
    func withoutAnimation() {
        let (host, clock, window, first, second) = modalScene(style: .custom)
        defer { withExtendedLifetime(window) {} }
        var completed = false
        first.present(second, transition: .slide(from: .right), animated: false) { completed = true }
        #expect(completed && first.presentedViewController === second)
        #expect(second.view.frame == window.bounds && !second.view.isAnimating)
        clock.advance(by: 1)
        #expect(host.trace.lines.contains("TimelineAnimator.animateTransition(using:)"))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A custom presentation withholds the presenter's view: its tracks are left alone, the rest runs")
    func withheldFromView() {
        let (host, clock, window, first, second) = modalScene(style: .custom)
        defer { withExtendedLifetime(window) {} }
        first.present(second, transition: .push(from: .right))
        clock.advance(by: 0.2)
        let p = easeInOut(0.5)
        #expect(isClose(shownX(second.view), 390 * (1 - p), within: 1e-6))
        #expect(first.view.presentation.frame == window.bounds && !first.view.isAnimating)
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The duration: the transition's own, the operation's default, a spring's, 0.2 s under Reduce Motion")
    func durations() {
        HostEnvironment.install(clock: ManualClock())
        #expect(TimelineAnimator(.fade, operation: .present).transitionDuration(using: nil) == 0.4)
        #expect(TimelineAnimator(.fade, operation: .pop).transitionDuration(using: nil) == 0.35)
        #expect(TimelineAnimator(.fade, operation: .tabSwitch(.backward)).transitionDuration(using: nil) == 0.3)
        #expect(TimelineAnimator(.fade.duration(0.6), operation: .dismiss).transitionDuration(using: nil) == 0.6)
        let spring = Transition.fade.spring(mass: 1, stiffness: 100, damping: 10)
        let settling = TimelineAnimator(spring, operation: .push).transitionDuration(using: nil)
        #expect(isClose(settling, 1.473, within: 0.01))
        #expect(TimelineAnimator(.fade.duration(-1), operation: .push).transitionDuration(using: nil) == 0)
        HostEnvironment.current.isReduceMotionEnabled = true
        #expect(TimelineAnimator(.fade.duration(0.6), operation: .push).transitionDuration(using: nil) == 0.2)
    }
}
