import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The headless host running the same timelines the UIKit bridge runs, compared frame by frame: full-screen
/// presentations and their dismissals, each with the transition's dismissing side.
///
/// A `.fullScreen` presentation gives the animator both screens' views on both hosts (`view(forKey:)` is the
/// presenting controller's view and the presented one's), so every track of the plan — the screens' and the dimming
/// view's — has a view and is compared. The animators are the library's own, vended by a transitioning delegate, as
/// the bridge's `TimelineTransitioningDelegate` vends them; at every 60 fps frame before the end of the present and of
/// the dismissal each view's presentation must equal the bridge's sampling (``BridgeSampling``) within 1e-6.
@MainActor
@Suite("Bridge sampling against the headless host: present and dismiss")
struct BridgeSamplingModalTests {
    nonisolated static let presets: [(String, Transition)] = [
        ("cover(from: .bottom)", .cover(from: .bottom)),
        ("uncover(to: .bottom)", .uncover(to: .bottom)),
        ("cover(from: .trailing)", .cover(from: .trailing)),
        ("slide(from: .right)", .slide(from: .right)),
        ("fade", .fade),
        ("push(from: .bottom)", .push(from: .bottom)),
    ]

    @Test("Every frame of a present and of its dismissal shows the bridge's sampled values", arguments: presets.indices)
    func presentAndDismiss(preset: Int) throws {
        let (name, transition) = Self.presets[preset]
        let (host, clock, window, first, second) = modalScene(style: .fullScreen)
        let presenting = TimelineAnimator(transition, operation: .present)
        let dismissing = TimelineAnimator(transition, operation: .dismiss)
        let vendor = Vendor(animator: presenting, dismissalAnimator: dismissing)
        second.transitioningDelegate = vendor
        defer { withExtendedLifetime((window, vendor)) {} }
        clock.advance(by: 0.1)

        var start = clock.now
        first.present(second, animated: true)
        let presented = try BridgeSampling.of("present \(name)", presenting, from: first.view, to: second.view)
            .startingByItself(laidOutTargets: BridgeSamplingTests.screens, expectingAll: false)
        try presented.expectEveryFrame(duration: presented.duration, clock: clock, from: start)
        clock.advance(by: 0.5)
        #expect(first.presentedViewController === second)

        start = clock.now
        second.dismiss(animated: true)
        // Dismissing, the presented screen leaves and the presenting one comes back.
        let dismissed = try BridgeSampling.of("dismiss \(name)", dismissing, from: second.view, to: first.view)
            .startingByItself(laidOutTargets: BridgeSamplingTests.screens, expectingAll: false)
        try dismissed.expectEveryFrame(duration: dismissed.duration, clock: clock, from: start)
        clock.advance(by: 0.5)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }
}
