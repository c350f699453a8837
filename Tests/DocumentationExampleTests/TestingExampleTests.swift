import ChoreographHeadless
import ChoreographTesting
import Foundation
import SnapshotTesting
import Testing

/// A correct 0.3 s cross-fade, vended for presentation and dismissal: the app's delegate the examples validate.
@MainActor
final class CrossFadeDelegate: TransitioningDelegate {
    final class Animator: AnimatedTransitioning {
        func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: any ContextTransitioning) {
            let toView = transitionContext.view(forKey: .to)
            let fromView = transitionContext.view(forKey: .from)
            if let toView, let controller = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: controller)
                toView.alpha = 0
                transitionContext.containerView.addSubview(toView)
            }
            View.animate(withDuration: 0.3) {
                toView?.alpha = 1
                if toView == nil { fromView?.alpha = 0 }
            } completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if !completed { toView?.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            }
        }
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { Animator() }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { Animator() }
}

/// The validator's and ChoreographTesting's examples, run as their documentation shows them.
@MainActor
@Suite("Documentation examples: testing transitions")
struct TestingExampleTests {
    @Test("TransitionValidator: a delegate's violations")
    func validator() {
        // example: Sources/ChoreographHeadless/Validation/TransitionValidator.swift
        let violations = TransitionValidator().violations {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate())
        }
        #expect(violations.isEmpty)
        // end example
    }

    @Test("runTransition: one operation, recorded")
    func run() throws {
        // example: Sources/ChoreographTesting/RunTransition.swift
        let run = try runTransition(.present) {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate())
        }
        #expect(run.violations.isEmpty)
        // end example
        #expect(run.recording.settled)
        #expect(run.recording.duration > 0.3 - 1e-9)
    }
}

// example: Sources/ChoreographTesting/ChoreographTesting.docc/TestingYourTransitions.md
@MainActor
@Suite(.transitionSnapshots)
struct CrossFadeTests {
    @Test func validates() {
        expectValidTransitions {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate())
        }
    }

    @Test func presentation() throws {
        let run = try runTransition(.present) {
            TransitioningDelegateScenario(delegate: CrossFadeDelegate())
        }
        expectValid(run)
        assertSnapshot(of: run, as: .filmstrip)
    }
}
// end example

// example: Sources/ChoreographTesting/ChoreographTesting.docc/TestingYourTransitions.md
@MainActor
@Suite(.serialized)
struct WaitingTests {
    @Test func waitsBetweenSteps() async throws {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        try await Task.sleep(nanoseconds: 1_000_000)
        HostEnvironment.current = host
        let view = View()
        View.animate(withDuration: 0.3) { view.alpha = 0 }
        clock.advance(by: 0.3)
        #expect(view.presentation.alpha == 0)
        #expect(host.diagnostics.entries.isEmpty)
    }
}
// end example
