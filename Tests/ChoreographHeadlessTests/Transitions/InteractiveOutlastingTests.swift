import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import PropertyBased
import Testing

/// One interactive presentation whose animations may outlast the duration its animator reports.
struct OutlastingDrag: CustomStringConvertible, Sendable {
    /// The duration the animator reports.
    var reported: TimeInterval
    /// How long its animation really takes (at least `reported`).
    var animated: TimeInterval
    /// Where the drag lets go.
    var progress: Double
    /// The interactor's completion speed.
    var speed: Double
    var interruptible: Bool
    var cancels: Bool
    /// The interactor's completion curve; the time left does not depend on it.
    var curve: View.AnimationCurve = .linear

    var description: String {
        "\(interruptible ? "interruptible" : "scrubbed") \(cancels ? "cancel" : "finish") at \(progress), "
            + "reported \(reported) s, animated \(animated) s, speed \(speed)"
    }

    /// The time left when the interaction ends, by the rules (HostRules#Completion-after-the-interaction): (1 − p) or p of the duration over the
    /// completion speed.
    var nominalTimeLeft: TimeInterval {
        (cancels ? progress : 1 - progress) * reported / speed
    }

    /// When the animation really ends after the interaction ends, and so when the animator completes the
    /// transition.
    ///
    /// - Scrubbed (HostRules#Scrubbed-animators): the clock runs over the time left to the reported duration; a finish then lets the
    ///   animation run on in real time for what it has beyond the duration. A cancel is back at the start after the
    ///   time left, where the animation's completion runs.
    /// - Interruptible (HostRules#Interruptible-animators): the property animator continues over (1 − p) or p of *its own* duration over the
    ///   completion speed (the duration factor is relative to the animator's duration).
    var animationEnd: TimeInterval {
        if interruptible { return (cancels ? progress : 1 - progress) * animated / speed }
        return cancels ? nominalTimeLeft : nominalTimeLeft + (animated - reported)
    }
}

/// What a driven drag left behind.
@MainActor
final class OutlastingOutcome {
    let host: HostEnvironment
    let clock: ManualClock
    let window: Window
    let first: ViewController
    let second: ViewController
    let vendor: InteractiveVendor
    let interactor: PercentDrivenInteractiveTransition
    /// When the interaction ended (host time).
    var endedAt: TimeInterval = 0
    /// When the `present` completion handler ran, if it did.
    var completedAt: TimeInterval?

    init(_ drag: OutlastingDrag, completes: Bool) {
        (host, clock, window, first, second) = modalScene()
        interactor = PercentDrivenInteractiveTransition()
        interactor.completionCurve = drag.curve
        interactor.completionSpeed = drag.speed
        vendor = InteractiveVendor(
            animator: OutlastingFadeAnimator(
                reported: drag.reported, animated: drag.animated, interruptible: drag.interruptible,
                completes: completes),
            interactor: interactor
        )
        second.transitioningDelegate = vendor
        first.present(second, animated: true) { [unowned self] in completedAt = clock.now }
        interactor.update(drag.progress)
        clock.advance(by: 0.25)
        endedAt = clock.now
        if drag.cancels { interactor.cancel() } else { interactor.finish() }
    }
}

@MainActor
@Suite("Interactive transitions whose animations outlast the reported duration")
struct InteractiveOutlastingTests {
    nonisolated static let drags: [OutlastingDrag] = [true, false].flatMap { interruptible in
        [false, true].flatMap { cancels in
            [
                // The reported duration is shorter than the animation.
                OutlastingDrag(
                    reported: 0.3, animated: 0.6, progress: 0.5, speed: 1, interruptible: interruptible,
                    cancels: cancels),
                // A reported duration of 0 with a real animation.
                OutlastingDrag(
                    reported: 0, animated: 0.6, progress: 0.5, speed: 1, interruptible: interruptible,
                    cancels: cancels),
                // Animations that outlast the duration by more than the grace period, at a completion speed.
                OutlastingDrag(
                    reported: 0.3, animated: 3, progress: 0.2, speed: 2, interruptible: interruptible,
                    cancels: cancels),
                OutlastingDrag(
                    reported: 0, animated: 2.5, progress: 0.9, speed: 0.5, interruptible: interruptible,
                    cancels: cancels),
                // Let go at either end.
                OutlastingDrag(
                    reported: 0.3, animated: 0.6, progress: 0, speed: 1, interruptible: interruptible,
                    cancels: cancels),
                OutlastingDrag(
                    reported: 0.3, animated: 0.6, progress: 1, speed: 1, interruptible: interruptible,
                    cancels: cancels),
            ]
        }
    }

    /// The drag's animations run to their end and the animator completes then, with no diagnostic.
    private func expectRunsToItsEnd(_ drag: OutlastingDrag, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = OutlastingOutcome(drag, completes: true)
        defer { withExtendedLifetime(outcome) {} }
        let end = outcome.endedAt + drag.animationEnd
        if drag.animationEnd > 1e-6 {
            outcome.clock.advance(to: end - 1e-6)
            #expect(outcome.completedAt == nil, "\(drag): completed early", sourceLocation: sourceLocation)
        }
        outcome.clock.advance(to: end + 5)
        #expect(
            outcome.completedAt.map { isClose($0, end, within: 1e-6) } == true,
            "\(drag): completed at \(outcome.completedAt.map { "\($0)" } ?? "never"), expected \(end)",
            sourceLocation: sourceLocation)
        #expect(outcome.host.diagnostics.entries.isEmpty, "\(drag)", sourceLocation: sourceLocation)
        let second = outcome.second
        if drag.cancels {
            #expect(outcome.first.presentedViewController == nil, "\(drag)", sourceLocation: sourceLocation)
            #expect(second.viewIfLoaded?.window == nil, "\(drag)", sourceLocation: sourceLocation)
        } else {
            #expect(outcome.first.presentedViewController === second, "\(drag)", sourceLocation: sourceLocation)
            #expect(second.view.alpha == 1, "\(drag)", sourceLocation: sourceLocation)
            #expect(second.view.presentation.alpha == 1, "\(drag)", sourceLocation: sourceLocation)
        }
        #expect(!second.view.isAnimating, "\(drag)", sourceLocation: sourceLocation)
        #expect(second.transitionCoordinator == nil, "\(drag)", sourceLocation: sourceLocation)
    }

    @Test(
        "A finished or cancelled interaction lets the animations run to their end and completes then",
        arguments: drags)
    func runsToItsEnd(_ drag: OutlastingDrag) {
        expectRunsToItsEnd(drag)
    }

    @Test("Any duration, animation length, progress and speed: the transition completes when its animation ends")
    func anyDrag() async {
        await seededPropertyCheck(
            count: 150,
            input: Gen.double(in: 0...1), Gen.double(in: 0...2.5), Gen.double(in: 0...1), Gen.double(in: 0.25...4),
            Gen.bool, Gen.bool, Gen.bool
        ) { reported, extra, progress, speed, interruptible, cancels, eased in
            expectRunsToItsEnd(
                OutlastingDrag(
                    reported: reported, animated: reported + extra, progress: progress, speed: speed,
                    interruptible: interruptible, cancels: cancels, curve: eased ? .easeInOut : .linear))
        }
    }

    @Test("A scrubbed finish runs the clock to the duration over the time left, then on in real time")
    func scrubbedFinishTimeline() {
        let drag = OutlastingDrag(
            reported: 0.3, animated: 0.6, progress: 0.5, speed: 1, interruptible: false, cancels: false)
        let outcome = OutlastingOutcome(drag, completes: true)
        defer { withExtendedLifetime(outcome) {} }
        let view: View = outcome.second.view
        // Held at 0.5 × 0.3 s = 0.15 s of the 0.6 s fade.
        outcome.clock.advance(to: outcome.endedAt)
        #expect(isClose(Double(view.presentation.alpha), 0.25, within: 1e-9))
        // (1 − 0.5) × 0.3 s = 0.15 s to reach the duration, linearly: half way, the fade is at 0.225 s.
        outcome.clock.advance(to: outcome.endedAt + 0.075)
        #expect(isClose(Double(view.presentation.alpha), 0.375, within: 1e-9))
        // Then in real time: 0.15 s past the duration the fade is at 0.45 s.
        outcome.clock.advance(to: outcome.endedAt + 0.3)
        #expect(isClose(Double(view.presentation.alpha), 0.75, within: 1e-9))
        #expect(outcome.completedAt == nil)
        outcome.clock.advance(to: outcome.endedAt + 0.45)
        #expect(outcome.completedAt.map { isClose($0, outcome.endedAt + 0.45, within: 1e-9) } == true)
        #expect(view.presentation.alpha == 1)
        #expect(outcome.host.diagnostics.entries.isEmpty)
    }

    @Test(
        "An interactive push whose fade outlasts its duration completes when the fade ends", arguments: [false, true])
    func push(interruptible: Bool) {
        let (host, clock, window, navigation, a) = navigationScene()
        defer { withExtendedLifetime(window) {} }
        let interactor = PercentDrivenInteractiveTransition()
        interactor.completionCurve = .linear
        let vendor = NavigationVendor(
            animator: OutlastingFadeAnimator(reported: 0.3, animated: 0.9, interruptible: interruptible),
            interactor: interactor)
        defer { withExtendedLifetime(vendor) {} }
        navigation.delegate = vendor
        let b = ViewController(identifier: "B")
        navigation.pushViewController(b, animated: true)
        interactor.update(0.5)
        clock.advance(by: 0.2)
        let endedAt = clock.now
        interactor.finish()
        clock.advance(by: 5)
        // Scrubbed: (1 − 0.5) × 0.3 s to the duration, then the fade's last 0.6 s in real time. Interruptible: half
        // of the 0.9 s property animator.
        let expected = endedAt + (interruptible ? 0.45 : 0.15 + 0.6)
        let completedAt = host.trace.entries.first { $0.event.hasPrefix("completeTransition(") }?.time
        #expect(completedAt.map { isClose($0, expected, within: 1e-9) } == true)
        #expect(navigation.viewControllers.map(\.identifier) == ["A", "B"])
        #expect(b.view.presentation.alpha == 1)
        #expect(a.viewIfLoaded?.window == nil)
        #expect(host.diagnostics.entries.isEmpty)
    }

    /// When `transition.neverCompleted` is due for an animator that never completes: the grace period (1 s) after
    /// the time left by the rules, or, when its animations still run then, the grace period after they end.
    private func reportTime(_ drag: OutlastingDrag) -> TimeInterval {
        let grace: TimeInterval = 1
        return drag.animationEnd > drag.nominalTimeLeft + grace
            ? drag.animationEnd + grace : drag.nominalTimeLeft + grace
    }

    @Test("An animator that never completes is still reported, once its animations have ended", arguments: drags)
    func neverCompletes(_ drag: OutlastingDrag) {
        let outcome = OutlastingOutcome(drag, completes: false)
        defer { withExtendedLifetime(outcome) {} }
        let due = outcome.endedAt + reportTime(drag)
        outcome.clock.advance(to: due - 1e-6)
        #expect(outcome.host.diagnostics.entries.isEmpty, "\(drag)")
        outcome.clock.advance(to: due + 1e-6)
        #expect(outcome.host.diagnostics.codes == [.neverCompleted], "\(drag)")
        #expect(!outcome.second.view.isAnimating, "\(drag)")
        outcome.clock.advance(by: 10)
        #expect(outcome.host.diagnostics.codes == [.neverCompleted], "\(drag)")
        #expect(outcome.completedAt == nil)
    }
}

@MainActor
@Suite("Transitions whose animations outlast the reported duration, without interaction")
struct OutlastingTransitionTests {
    private func present(completes: Bool) -> (OutlastingOutcomeBox, ManualClock, HostEnvironment) {
        let (host, clock, window, first, second) = modalScene()
        let vendor = InteractiveVendor(
            animator: OutlastingFadeAnimator(reported: 0.3, animated: 3, interruptible: false, completes: completes),
            interactor: nil)
        second.transitioningDelegate = vendor
        let box = OutlastingOutcomeBox(keep: [window, vendor, first, second])
        first.present(second, animated: true) { box.completedAt = clock.now }
        return (box, clock, host)
    }

    @Test("An animator whose animation outlasts its duration completes at the animation's end, unreported")
    func completesLate() {
        let (box, clock, host) = present(completes: true)
        clock.advance(by: 2.9)
        #expect(box.completedAt == nil)
        clock.advance(by: 1)
        #expect(box.completedAt.map { isClose($0, 3, within: 1e-9) } == true)
        #expect(host.diagnostics.entries.isEmpty)
    }

    @Test("One that never completes is reported the grace period after its animations end")
    func neverCompletes() {
        let (box, clock, host) = present(completes: false)
        clock.advance(to: 4 - 1e-6)
        #expect(host.diagnostics.entries.isEmpty)
        clock.advance(to: 4 + 1e-6)
        #expect(host.diagnostics.codes == [.neverCompleted])
        #expect(box.completedAt == nil)
    }
}

/// Keeps a scene alive and notes when the completion handler ran.
@MainActor
final class OutlastingOutcomeBox {
    let keep: [AnyObject]
    var completedAt: TimeInterval?
    init(keep: [AnyObject]) { self.keep = keep }
}
