import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The headless host running the same timelines the UIKit bridge runs, compared while a percent-driven interaction
/// drives them: a pop scrubbed to set progresses, as a swipe back does.
///
/// Both hosts plan an interactive run with its motions linear and the animator eased by the transition's timing
/// (`Planner.runnablePlan(…interactive: true…)`). While the interaction drives it, the animator is paused and scrubs
/// linearly (UIKit's `scrubsLinearly`, default `true`), so the progress on screen is the fraction the interaction set:
/// the bridge reads it from its progress view and shows the timeline at `progress × duration`; the headless host
/// evaluates its animations at the same progress. Each view must show the bridge's values within 1e-6.
///
/// After the release the progress is the animator's, run on by UIKit with its timing curve — a device's to measure;
/// what is comparable here is that every view shows the plan at one and the same progress, read back from the leaving
/// screen's linear move. Where the release springs past the end the hosts differ (see ``springPastTheEnd()``).
@MainActor
@Suite("Bridge sampling against the headless host: interactive runs")
struct BridgeSamplingInteractiveTests {
    nonisolated static let transitions: [(String, Transition)] = [
        ("slide(from: .right)", .slide(from: .right)),
        ("push(from: .right)", .push(from: .right)),
        ("fade", .fade),
        ("cube(from: .right)", .cube(from: .right)),
        ("cover(from: .right), spring(dampingRatio: 0.7)", Transition.cover(from: .right).spring(dampingRatio: 0.7)),
    ]
    nonisolated static let progresses = [0.1, 0.25, 0.6, 0.3, 0.85, 0.5]

    /// `B` pushed on `A`, popped with `transition` driven by `interaction`, and the bridge's binding of its plan.
    private func popping(_ name: String, _ transition: Transition, _ interaction: PercentDrivenInteractiveTransition)
        throws -> (ManualClock, Window, NavigationController, View, NavigationVendor, BridgeSampling)
    {
        let animator = TimelineAnimator(transition, operation: .pop)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(
            animator: animator, interactor: interaction, pushed: true)
        navigation.popViewController(animated: true)
        let bridge = try BridgeSampling.of("interactive pop \(name)", animator, from: b.view, to: a.view)
        return (clock, window, navigation, b.view, vendor, bridge)
    }

    @Test(
        "Scrubbed by a percent-driven interaction, every view shows the bridge's values at progress × duration",
        arguments: transitions.indices, [false, true])
    func scrubbed(index: Int, library: Bool) throws {
        let (name, transition) = Self.transitions[index]
        let interaction = library ? TransitionInteraction() : PercentDrivenInteractiveTransition()
        let (clock, window, navigation, _, vendor, bridge) = try popping(name, transition, interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let duration = bridge.duration
        for progress in Self.progresses {
            interaction.update(CGFloat(progress))
            clock.advance(by: 1.0 / 240)
            try bridge.expectShown(at: progress * duration, "at \(progress)")
        }
        interaction.finish()
        clock.advance(by: 2)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test(
        "Finishing or cancelling on the animator's curve, every view shows the plan at one progress on every frame",
        arguments: [true, false])
    func completing(finishes: Bool) throws {
        let interaction = PercentDrivenInteractiveTransition()
        let (clock, window, navigation, leaving, vendor, bridge) = try popping(
            "slide", .slide(from: .right), interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let width = Double(Window.defaultSize.width)
        interaction.update(0.4)
        clock.advance(by: 1.0 / 240)
        if finishes { interaction.finish() } else { interaction.cancel() }
        var frames = 0
        var last = 0.4
        while leaving.isAnimating, frames < 120 {
            clock.advance(by: 1.0 / 60)
            guard leaving.isAnimating else { break }
            // The leaving screen moves linearly from 0 to the width: its offset is the progress, which runs on
            // towards 1 when finishing and back towards 0 when cancelling, never past either.
            let progress = Double(leaving.presentation.transform.m41) / width
            let onward = finishes ? progress >= last - 1e-9 : progress <= last + 1e-9
            #expect(onward && progress >= 0 && progress <= 1, "frame \(frames): \(progress) after \(last)")
            last = progress
            try bridge.expectShown(at: progress * bridge.duration, "completing frame \(frames)")
            frames += 1
        }
        #expect(frames >= 5)
        clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.traceName) == (finishes ? ["A"] : ["A", "B"]))
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    /// A flick released on an underdamped spring carries the headless screens past the end before they settle
    /// (``TransitionInteraction``'s momentum release, as `TransitionInteractionTests` shows). The bridge clamps the
    /// progress it reads from its progress view to 0…1 before it samples (`TimelineAnimator`'s display-link closure,
    /// `min(max(run.progress, 0), 1) * duration`), and the core's sampling holds the last keyframe past the duration,
    /// so on a device the screens stop at the end: a mismatch between the hosts, recorded as a known issue until the
    /// bridge shows a progress past 1.
    @Test("A flick's spring past the end: the headless host overshoots, the bridge's clamped sampling does not")
    func springPastTheEnd() throws {
        let interaction = TransitionInteraction()
        let (clock, window, _, leaving, vendor, bridge) = try popping("slide", .slide(from: .right), interaction)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        let duration = bridge.duration
        let width = Double(Window.defaultSize.width)
        interaction.update(0.3)
        clock.advance(by: 1.0 / 240)
        interaction.release(velocity: 2)
        var farthest = 0.0
        for _ in 0..<120 {
            clock.advance(by: 1.0 / 240)
            guard leaving.isAnimating else { break }
            farthest = max(farthest, Double(leaving.presentation.transform.m41) / width)
        }
        #expect(farthest > 1, "the headless spring overshoots: \(farthest)")
        // The bridge shows the plan at the clamped progress: the end, not past it.
        let index = try #require(bridge.tracks.firstIndex { $0.target == TransitionTarget.fromScreen.name })
        let shown = try #require(bridge.values(at: min(max(farthest, 0), 1) * duration)[index])
        guard case .transform(let transform) = shown else { throw BridgeSamplingError.notATransform(shown) }
        withKnownIssue("the bridge clamps its progress to 0…1; the headless host follows the spring past the end") {
            #expect(isClose(Double(transform.m41), farthest * width, within: 1e-6))
        }
    }
}

/// A value of another kind than the test expects.
enum BridgeSamplingError: Error {
    case notATransform(AnimatableValue)
}
