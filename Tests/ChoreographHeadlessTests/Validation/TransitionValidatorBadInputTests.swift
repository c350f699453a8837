import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A cross-fade whose duration — asked for and animated with — is any number, sane or not.
@MainActor
private final class AnyDurationAnimator: AnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any ContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }
        View.animate(withDuration: duration) {
            toView?.alpha = 1
            fromView?.alpha = toView == nil ? 0 : 1
        } completion: { _ in
            if transitionContext.transitionWasCancelled { toView?.removeFromSuperview() }
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Vends ``AnyDurationAnimator``s of one duration, or, with `nil`, no animator at all (the system's own transition).
@MainActor
private final class AnyDurationDelegate: TransitioningDelegate {
    let duration: TimeInterval?

    init(duration: TimeInterval?) {
        self.duration = duration
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { duration.map(AnyDurationAnimator.init) }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        duration.map(AnyDurationAnimator.init)
    }
}

/// Bad input given to the validator: what an app's delegate may return, and degenerate windows. Each case ends with
/// a clear violation or a documented fallback, never a crash or a hang (a hang would stop the suite).
@MainActor
@Suite("TransitionValidator with bad input")
struct TransitionValidatorBadInputTests {
    /// The validator's modes that animate with the animator's own duration (the interactive and interrupted modes
    /// lend an interaction controller; not animated never asks).
    static let animatedModes: [TransitionValidator.Mode] = [.animated, .sizeChange]

    private static func violations(
        duration: TimeInterval?, modes: [TransitionValidator.Mode] = TransitionValidator.Mode.allCases,
        size: CGSize = Window.defaultSize
    ) -> [TransitionViolation] {
        TransitionValidator(modes: modes).violations {
            TransitioningDelegateScenario(delegate: AnyDurationDelegate(duration: duration), size: size)
        }
    }

    @Test("a delegate that returns nil animators gets the system's transition, which validates clean")
    func nilAnimators() {
        #expect(Self.violations(duration: nil) == [])
    }

    @Test("a duration of 0 makes the changes at once, which is valid: no violation in any mode")
    func zeroDuration() {
        #expect(Self.violations(duration: 0) == [])
    }

    @Test(
        "a negative or non-finite duration is read as 0 and named, for the transition and for the animation",
        arguments: [-1, -.infinity, .infinity, .nan] as [TimeInterval])
    func invalidDuration(_ duration: TimeInterval) {
        let violations = Self.violations(duration: duration, modes: Self.animatedModes)
        // Each operation (present, dismiss) in each mode: the transition's duration and the animation's, each named.
        // A dismissal's run presents first, and what its host reports then counts too: the presentation's two come
        // before the dismissal's own.
        let named: [Diagnostic.Code] = [.transitionInvalidDuration, .animateInvalidDuration]
        for (operation, expected) in [(ScenarioOperation.present, named), (.dismiss, named + named)] {
            for mode in Self.animatedModes {
                let codes = violations.filter { $0.operation == operation && $0.mode == mode }.map(\.code)
                #expect(codes == expected, "\(operation) \(mode)")
            }
        }
        let transition = violations.first { $0.code == .transitionInvalidDuration }
        #expect(transition?.message.contains("returned \(duration)") == true)
        #expect(transition?.message.contains("read as 0") == true)
    }

    @Test("a duration of 1e308 never ends within the time limit: named as never settled, after 10 virtual seconds")
    func hugeDuration() {
        let violations = Self.violations(duration: 1e308, modes: [.animated])
        // The presentation never settles; the dismissal's preparation (the presentation) does not either, so the
        // dismissal starts while the presentation runs and is refused.
        let present = violations.filter { $0.operation == .present }
        #expect(present.map(\.code) == [.validationNeverSettled])
        #expect(present.first?.message.contains("after 10.0 s") == true)
        #expect(violations.contains { $0.operation == .dismiss && $0.code == .validationNeverSettled })
    }

    @Test("a window with no area validates without a false violation: nothing in it can be seen or covered")
    func zeroSizeWindow() {
        #expect(Self.violations(duration: 0.3, size: .zero) == [])
        // A view left transparent is still named there.
        let transparent = TransitionValidator(modes: [.animated]).violations {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate(fault: .fadesToNothing), size: .zero)
        }
        #expect(transparent.contains { $0.operation == .present && $0.code == .validationShownViewNotVisible })
        // A library transition there runs without animation and reports nothing, in every mode.
        for size in [CGSize.zero, CGSize(width: 0, height: 844)] {
            let library = TransitionValidator().violations {
                TransitioningDelegateScenario(delegate: TimelineTransitioningDelegate(.zoom(from: "photo")), size: size)
            }
            #expect(library == [], "\(size)")
        }
    }

    @Test("a resized size a window refuses reads as the rotation, with no violation of the app's")
    func refusedResizedSize() {
        let rotated = TransitionValidator(modes: [.sizeChange]).violations {
            TransitioningDelegateScenario(delegate: AnyDurationDelegate(duration: 0.3))
        }
        #expect(rotated == [])
        for size in [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: -1, height: 10),
            CGSize(width: 10, height: CGFloat.infinity),
        ] {
            let violations = TransitionValidator(modes: [.sizeChange], resizedSize: size).violations {
                TransitioningDelegateScenario(delegate: AnyDurationDelegate(duration: 0.3))
            }
            #expect(violations == [], "\(size)")
        }
        let validator = TransitionValidator(resizedSize: CGSize(width: -1, height: 10))
        #expect(
            validator.effectiveResizedSize(from: CGSize(width: 390, height: 844)) == CGSize(width: 844, height: 390))
        #expect(
            TransitionValidator(resizedSize: .zero).effectiveResizedSize(from: CGSize(width: 390, height: 844)) == .zero
        )
    }

    @Test("the caller's host is left untouched: the scenario made to learn the operations is made on another")
    func callersHostUntouched() {
        let mine = HostEnvironment.install(clock: ManualClock())
        let violations = TransitionValidator(modes: [.animated]).violations {
            TransitioningDelegateScenario(
                delegate: AnyDurationDelegate(duration: 0.3), size: CGSize(width: CGFloat.nan, height: 100))
        }
        #expect(violations.contains { $0.code == .windowInvalidSize })
        #expect(HostEnvironment.current === mine)
        #expect(mine.diagnostics.codes.isEmpty)
        #expect(mine.trace.entries.isEmpty)
    }
}
