import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The headless host running the same timelines the UIKit bridge runs, compared frame by frame: pushes and pops.
///
/// The bridge (`ChoreographUIKit`'s `TimelineStage.show(time:)`) shows a plan by sampling the core's ``Timeline`` of
/// its bound tracks at `time = progress × duration` on every display-link frame and setting each value on its view
/// (``BridgeSampling`` rebuilds that sampling), except the tracks the core's ``RenderServerPlan`` hands to the render
/// server when the transition starts by itself: those play as Core Animation keyframe animations, evaluated here by
/// Core Animation's keyframe rules (`playedByCoreAnimation(_:at:)`). The headless host shows the same plan through its
/// render model instead: property animations driven by one animator, evaluated on the manual clock. Here each preset
/// pushes and pops headless, and at every 60 fps frame before its end each screen and the dimming view must show, as
/// their presentation, what the bridge gives for the same plan at that time, within 1e-6 in every component.
///
/// What this covers: the plan the host ran (the animator's own), every track of it (every target must have a view),
/// the headless render model against the core's sampling, for animated non-interactive runs (whose animator timing is
/// linear, so progress is time over duration on both hosts). What it does not: UIKit's timing of the bridge's
/// progress view and the display link's cadence (seen on a device only). Presentations, ghosts, in-place elements,
/// springs and interactive runs are compared in the other `BridgeSampling…` suites.
@MainActor
@Suite("Bridge sampling against the headless host: push and pop")
struct BridgeSamplingTests {
    /// The targets whose views lay out: the two screens (the dimming view is the stage's own).
    nonisolated static let screens: Set<String> = [TransitionTarget.fromScreen.name, TransitionTarget.toScreen.name]

    nonisolated static let presets: [(String, Transition)] = [
        ("push(from: .right)", .push(from: .right)),
        ("slide(from: .right)", .slide(from: .right)),
        ("cover(from: .bottom)", .cover(from: .bottom)),
        ("fade", .fade),
        ("cube(from: .right)", .cube(from: .right)),
        ("flip(from: .left)", .flip(from: .left)),
    ]

    @Test("Every frame of a push shows the bridge's sampled values", arguments: presets.indices)
    func push(preset: Int) throws {
        let (name, transition) = Self.presets[preset]
        let animator = TimelineAnimator(transition, operation: .push)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(animator: animator)
        defer { withExtendedLifetime((window, vendor)) {} }
        let start = clock.now
        navigation.pushViewController(b, animated: true)
        let bridge = try BridgeSampling.of("push \(name)", animator, from: a.view, to: b.view)
            .startingByItself(laidOutTargets: Self.screens)
        try bridge.expectEveryFrame(duration: bridge.duration, clock: clock, from: start)
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }

    @Test("Every frame of a pop shows the bridge's sampled values", arguments: presets.indices)
    func pop(preset: Int) throws {
        let (name, transition) = Self.presets[preset]
        let animator = TimelineAnimator(transition, operation: .pop)
        let (clock, window, navigation, a, b, vendor) = libraryNavigation(animator: animator, pushed: true)
        defer { withExtendedLifetime((window, vendor)) {} }
        let start = clock.now
        navigation.popViewController(animated: true)
        // Popping, B leaves and A comes back.
        let bridge = try BridgeSampling.of("pop \(name)", animator, from: b.view, to: a.view)
            .startingByItself(laidOutTargets: Self.screens)
        try bridge.expectEveryFrame(duration: bridge.duration, clock: clock, from: start)
        clock.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.traceName) == ["A"])
        #expect(HostEnvironment.current.diagnostics.entries.isEmpty)
    }
}
