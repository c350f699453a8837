import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The standard push and pop mirrored in a right-to-left layout (HostRules#The-standard-push-and-pop): in a
/// 390-point-wide window a push brings the incoming view in from x = −390 while the outgoing one moves to
/// +0.3 × 390 = 117 under the dimming; a pop reverses it.
@MainActor
@Suite("Standard push and pop, right to left")
struct StandardNavigationRightToLeftTests {
    /// A right-to-left navigation controller on `A` in a 390-point-wide window.
    private func scene() -> (HostEnvironment, ManualClock, Window, NavigationController, ViewController) {
        let (host, clock, window, navigation, a) = navigationScene()
        navigation.view.semanticContentAttribute = .forceRightToLeft
        return (host, clock, window, navigation, a)
    }

    @Test("A push slides the new view in from the left edge while the old one moves right by 0.3 width")
    func push() throws {
        let (host, clock, window, navigation, a) = scene()
        defer { withExtendedLifetime(window) {} }
        #expect(window.bounds.width == 390)
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: true)
        // Start: B at −390, A in place, the dimming over A clear.
        #expect(b.view.presentation.frame == CGRect(x: -390, y: 0, width: 390, height: 844))
        #expect(a.view.presentation.frame.minX == 0)
        let dimming = try #require(window.view(withIdentifier: "navigation.dimming"))
        #expect(dimming.presentation.alpha == 0)
        #expect(
            dimming.superview?.subviews.map(ObjectIdentifier.init)
                == [a.view, dimming, b.view].map(ObjectIdentifier.init))
        // Mid: half the time, eased progress e; B at −390 × (1 − e), A at 117 × e.
        clock.advance(by: 0.175)
        let eased = easeOutProgress(at: 0.5)
        #expect(isClose(Double(b.view.presentation.frame.minX), -390 * (1 - eased), within: 0.01))
        #expect(isClose(Double(a.view.presentation.frame.minX), 117 * eased, within: 0.01))
        #expect(isClose(Double(dimming.presentation.frame.minX), 117 * eased, within: 0.01))
        #expect(isClose(Double(dimming.presentation.alpha), 0.1 * eased, within: 1e-4))
        // Just before the end the ease-out curve is flat at 1: B at 0, A at +117.
        clock.advance(by: 0.1749)
        #expect(isClose(Double(b.view.presentation.frame.minX), 0, within: 0.01))
        #expect(isClose(Double(a.view.presentation.frame.minX), 117, within: 0.01))
        // End: B fills the window, A is removed with its frame put back, no dimming.
        clock.advance(by: 0.0001)
        #expect(b.view.presentation.frame == window.bounds && b.view.frame == window.bounds)
        #expect(a.view.superview == nil && a.view.frame == window.bounds)
        #expect(window.view(withIdentifier: "navigation.dimming") == nil)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("A pop reverses it: the top slides out to the left, the one below comes back from +0.3 width")
    func pop() throws {
        let (host, clock, window, navigation, a) = scene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: false)
        navigation.popViewController(animated: true)
        // Start: A at +117 under the dimming at 0.1, B in place.
        #expect(a.view.presentation.frame == CGRect(x: 117, y: 0, width: 390, height: 844))
        #expect(b.view.presentation.frame.minX == 0)
        let dimming = try #require(window.view(withIdentifier: "navigation.dimming"))
        #expect(dimming.presentation.alpha == 0.1)
        #expect(dimming.presentation.frame.minX == 117)
        // Mid: B at −390 × e, A at 117 × (1 − e).
        clock.advance(by: 0.175)
        let eased = easeOutProgress(at: 0.5)
        #expect(isClose(Double(b.view.presentation.frame.minX), -390 * eased, within: 0.01))
        #expect(isClose(Double(a.view.presentation.frame.minX), 117 * (1 - eased), within: 0.01))
        #expect(isClose(Double(dimming.presentation.alpha), 0.1 * (1 - eased), within: 1e-4))
        // Just before the end: B at −390, A in place.
        clock.advance(by: 0.1749)
        #expect(isClose(Double(b.view.presentation.frame.minX), -390, within: 0.01))
        #expect(isClose(Double(a.view.presentation.frame.minX), 0, within: 0.01))
        // End.
        clock.advance(by: 0.0001)
        #expect(b.view.superview == nil)
        #expect(a.view.frame == window.bounds && a.view.presentation.frame == window.bounds)
        #expect(window.view(withIdentifier: "navigation.dimming") == nil)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(AppearanceRules.isBalanced(host.trace))
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("The direction is read when the transition starts: a push begun left to right stays unmirrored")
    func directionReadAtStart() throws {
        let (_, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: true)
        navigation.view.semanticContentAttribute = .forceRightToLeft
        clock.advance(by: 0.175)
        let eased = easeOutProgress(at: 0.5)
        #expect(isClose(Double(b.view.presentation.frame.minX), 390 * (1 - eased), within: 0.01))
        #expect(isClose(Double(a.view.presentation.frame.minX), -117 * eased, within: 0.01))
        clock.advance(by: 0.2)
        #expect(b.view.presentation.frame == window.bounds)
    }
}
