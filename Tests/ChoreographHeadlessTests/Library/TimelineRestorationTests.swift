import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Matched geometry on the host, and every view put back as it was after a transition completes or is cancelled.
@MainActor
@Suite("Timeline restoration")
struct TimelineRestorationTests {
    /// `A` with a `herb` card at (20, 300, 100, 100) rounded 8 with a label, and `B` with a `herb` card at
    /// (0, 0, 390, 300); `A`'s view at alpha 0.9.
    private func matchedScene(
        operation: TransitionOperation,
        interactor: (any InteractiveTransitioning)? = nil
    ) -> (ManualClock, Window, NavigationController, ViewController, ViewController, NavigationVendor, View, View) {
        let transition = Transition.fade.combined(with: .matchedGeometry())
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(transition, operation: operation), interactor: interactor,
            pushed: operation == .pop)
        let small = View(frame: CGRect(x: 20, y: 300, width: 100, height: 100), identifier: "herb")
        small.layer.cornerRadius = 8
        small.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Basil"
        small.addSubview(label)
        a.view.addSubview(small)
        a.view.alpha = 0.9
        let large = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300), identifier: "herb")
        b.view.addSubview(large)
        return (clock, window, navigation, a, b, vendor, small, large)
    }

    @Test("Matched elements fly as ghosts over the screens while the originals hide, then everything is put back")
    func matchedPushCompletes() throws {
        let (clock, window, navigation, a, b, vendor, small, large) = matchedScene(operation: .push)
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 0.175)
        let container = navigation.view.subviews[0]
        let ghost = try #require(container.subviews.last)
        #expect(ghost.identifier == "ghost:herb" && ghost.subviews.count == 2)
        #expect(small.isHidden && large.isHidden)
        // Half way in time, p = 0.5 on the symmetric curve: the ghost is half way between the two frames.
        let p = easeInOut(0.5)
        let frame = ghost.presentation.frame
        #expect(isClose(Double(frame.midX), 70 + (195 - 70) * p, within: 1e-6))
        #expect(isClose(Double(frame.midY), 350 + (150 - 350) * p, within: 1e-6))
        #expect(isClose(Double(frame.width), 100 + 290 * p, within: 1e-6))
        #expect(isClose(Double(ghost.presentation.cornerRadii.topLeft), 8 * (1 - p), within: 1e-6))
        // The snapshots cross-fade: the old one's opacity 1 − p, the new one's p.
        #expect(isClose(Double(ghost.subviews[0].presentation.alpha), 1 - p, within: 1e-6))
        #expect(isClose(Double(ghost.subviews[1].presentation.alpha), p, within: 1e-6))
        #expect(ghost.subviews[0].snapshotOf == "herb" && !ghost.subviews[0].subviews.isEmpty)
        clock.advance(by: 0.5)
        #expect(navigation.topViewController === b)
        #expect(!small.isHidden && !large.isHidden)
        #expect(libraryViews(in: container).isEmpty)
        #expect(a.view.alpha == 0.9 && a.view.transform == .identity)
        #expect(b.view.alpha == 1 && b.view.transform == .identity)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test(
        "A cancelled interactive pop puts back every view: no hidden original, no ghost, transforms and alpha as before"
    )
    func cancelledPopRestores() throws {
        let interaction = TransitionInteraction()
        let (clock, window, navigation, a, b, vendor, small, large) = matchedScene(
            operation: .pop, interactor: interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        large.layer.transform = Transform3D(rotationAngle: 0.1)
        let before = (a: a.view.model, b: b.view.model, large: large.model, small: small.model)
        navigation.popViewController(animated: true)
        interaction.update(0.4)
        clock.advance(by: 0.05)
        let container = navigation.view.subviews[0]
        #expect(small.isHidden && large.isHidden && !libraryViews(in: container).isEmpty)
        interaction.release(velocity: -0.5)
        #expect(interaction.lastRelease?.finishes == false)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(!small.isHidden && !large.isHidden)
        #expect(libraryViews(in: container).isEmpty && a.view.superview == nil)
        #expect(a.view.model == before.a && b.view.model == before.b)
        #expect(large.model == before.large && small.model == before.small)
        #expect(!a.view.isAnimating && !b.view.isAnimating)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A cancelled full-screen dismissal leaves the presented screen as it was and takes away the presenter's view")
    func cancelledDismissalRestores() {
        let (host, clock, window, first, second) = modalScene(style: .fullScreen)
        let interaction = TransitionInteraction()
        let vendor = Vendor(
            animator: TimelineAnimator(.cover(from: .bottom), operation: .present),
            dismissalAnimator: TimelineAnimator(.cover(from: .bottom), operation: .dismiss))
        vendor.interactor = interaction
        second.transitioningDelegate = vendor
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        first.present(second, animated: true)
        clock.advance(by: 1)
        second.view.alpha = 0.7
        let before = second.view.model
        second.dismiss(animated: true)
        interaction.update(0.25)
        clock.advance(by: 0.1)
        #expect(isClose(Double(second.view.presentation.frame.minY), 0.25 * Double(window.bounds.height), within: 1e-6))
        interaction.release(velocity: 0)
        clock.advance(by: 1)
        #expect(first.presentedViewController === second)
        #expect(second.view.model == before)
        #expect(first.view.superview == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("Under Reduce Motion every library transition is a 0.2 s cross-fade, matched elements included")
    func reduceMotion() {
        let (clock, window, navigation, a, b, vendor, small, large) = matchedScene(operation: .push)
        defer { withExtendedLifetime((window, vendor)) {} }
        HostEnvironment.current.isReduceMotionEnabled = true
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        #expect(navigation.view.subviews[0].subviews.count == 2)
        for frame in 1...11 {
            clock.advance(to: start + Double(frame) / 60)
            let p = easeInOut(Double(frame) / 60 / 0.2)
            #expect(isClose(Double(b.view.presentation.alpha), p, within: 1e-6), "frame \(frame)")
            #expect(b.view.presentation.frame == window.bounds && a.view.presentation.frame == window.bounds)
            #expect(!small.isHidden && !large.isHidden)
        }
        clock.advance(to: start + 0.2 + 1e-6)
        #expect(navigation.topViewController === b && !b.view.isAnimating && b.view.alpha == 1)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("A circular reveal from a missing element runs with its mask: the planner's note, no track left out")
    func circularRevealMask() {
        let (clock, window, navigation, _, b, vendor) = libraryNavigation(
            animator: TimelineAnimator(.circularReveal(from: "none"), operation: .push))
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.pushViewController(b, animated: true)
        clock.advance(by: 1)
        #expect(navigation.topViewController === b)
        let codes = HostEnvironment.current.diagnostics.codes
        #expect(!codes.contains(.libraryTrackIgnored))
        #expect(b.view.mask == nil)
        #expect(codes.contains(.libraryPlanNote))
    }
}
