import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A release rule with a value its rule refuses is reported as `library.releaseRuleRefused`, and the release falls
/// back as ``TransitionInteraction/ReleaseRule`` documents (<doc:RunningTransitions#Interactive-transitions>).
@MainActor
@Suite("Release rule fallbacks")
struct ReleaseRuleFallbackTests {
    /// Pops `B` with a slide driven by an interaction with `rule`: dragged to 0.8 and back to 0.6, a frame (1/60 s)
    /// a step, then released with a fast flick backwards.
    private func releasedBackwards(_ rule: TransitionInteraction.ReleaseRule) -> (
        TransitionInteraction, [Diagnostic], [String]
    ) {
        let interaction = TransitionInteraction(releaseRule: rule)
        let (clock, window, navigation, _, _, vendor) = libraryNavigation(
            animator: TimelineAnimator(.slide(from: .right), operation: .pop), interactor: interaction, pushed: true)
        defer { withExtendedLifetime((window, vendor, interaction)) {} }
        navigation.popViewController(animated: true)
        for p in [0.2, 0.4, 0.6, 0.8, 0.7, 0.6] {
            interaction.update(CGFloat(p))
            clock.advance(by: 1.0 / 60)
        }
        interaction.release(velocity: -40)
        clock.advance(by: 2)
        return (interaction, HostEnvironment.current.diagnostics.entries, navigation.viewControllers.map(\.traceName))
    }

    @Test(
        "An edge swipe across a width that is not a finite number above 0 is reported, and past half way finishes",
        arguments: [0.0, -5.0, Double.nan, Double.infinity])
    func edgeSwipeWidthRefused(width: Double) {
        let (interaction, diagnostics, stack) = releasedBackwards(.edgeSwipe(width: width))
        #expect(diagnostics.map(\.code) == [.libraryReleaseRuleRefused])
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("width = \(width)"), "\(message)")
        #expect(message.contains("greater than 0"), "\(message)")
        // The progress alone decides: 0.6 is past half way, whatever the finger's way.
        #expect(interaction.lastRelease?.finishes == true)
        #expect(stack == ["A"])
    }

    @Test("A valid edge swipe reports nothing, and the same drag back cancels")
    func edgeSwipeValid() {
        // The last three samples move back at 6 a second: p + v̄T = 0.6 − 6·0.4·0.35 < min(187.5/390, 0.5).
        let (interaction, diagnostics, stack) = releasedBackwards(.edgeSwipe(width: 390))
        #expect(diagnostics.isEmpty)
        #expect(interaction.lastRelease?.finishes == false)
        #expect(stack == ["A", "B"])
    }

    @Test("A projection threshold that is not finite is reported when released, and 0.5 is used")
    func projectionThresholdRefused() {
        let (interaction, diagnostics, stack) = releasedBackwards(.projection(threshold: .nan))
        #expect(diagnostics.map(\.code) == [.libraryReleaseRuleRefused])
        #expect(diagnostics.first?.message.contains("threshold = nan") == true)
        // Projected with threshold 0.5: 0.6 + (−40/1000)·0.998/0.002 = 0.6 − 19.96 falls short, so it cancels.
        #expect(interaction.lastRelease?.finishes == false)
        #expect(stack == ["A", "B"])
    }
}
