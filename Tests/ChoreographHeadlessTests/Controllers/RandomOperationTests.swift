import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Random sequences of what a user and an app do — push, pop, present in every style, dismiss, switch tabs, swipe
/// back, rotate, wait a little or a lot, often in the middle of a running transition — on the host's standard
/// transitions. After every step that leaves nothing running, the window must be laid out (every child filling its
/// container, every frame inside the window); at the end, the only diagnostics allowed are refusals of requests made
/// while a transition ran, never a broken contract of the host's own animators.
@MainActor
@Suite("Random operation sequences")
struct RandomOperationTests {
    enum Step: Int, CaseIterable {
        case push, pop, presentSheet, presentFullScreen, presentOverFullScreen, dismiss, switchTab, swipeBack
        case swipeBackShort, rotate, waitFrame, waitLong
    }

    /// Requests the host may refuse because a transition is running; everything else is a bug here.
    static let allowedRefusals: Set<Diagnostic.Code> = [
        .navigationWhileTransitioning, .presentWhileTransitioning, .dismissWhileTransitioning,
        .tabBarWhileTransitioning, .popRoot, .nothingPresented, .alreadyPresenting,
    ]

    @MainActor
    private final class Scene: RandomSequenceHost {
        var made = 0

        func make(_ name: String) -> ViewController {
            made += 1
            return ViewController(identifier: "\(name)-\(made)")
        }

        func perform(_ step: Step) {
            switch step {
            case .push: navigation.pushViewController(make("pushed"), animated: true)
            case .pop: navigation.popViewController(animated: true)
            case .presentSheet: present(.pageSheet)
            case .presentFullScreen: present(.fullScreen)
            case .presentOverFullScreen: present(.overFullScreen)
            case .dismiss: top.presentingViewController?.dismiss(animated: true)
            case .switchTab: tabs.selectedIndex = 1 - tabs.selectedIndex
            case .swipeBack: swipe(to: window.bounds.width * 0.9)
            case .swipeBackShort: swipe(to: window.bounds.width * 0.1)
            case .rotate: window.resize(to: CGSize(width: window.bounds.height, height: window.bounds.width))
            case .waitFrame: clock.advance(frames: 1)
            case .waitLong: clock.advance(by: 1)
            }
        }

        private func present(_ style: ModalPresentationStyle) {
            let presented = make("presented")
            presented.modalPresentationStyle = style
            top.present(presented, animated: true)
        }

        private func swipe(to x: CGFloat) {
            touches.swipeBack(in: window, to: x)
        }

        var isSettled: Bool {
            (tabs.presentationChain + [navigation] + navigation.viewControllers).allSatisfy {
                $0.transitionCoordinator == nil
            }
        }
    }

    /// The window sizes sequences start in: a phone, a tablet in landscape, and the degenerate ones.
    static let sizes = [
        CGSize(width: 390, height: 844), CGSize(width: 1366, height: 1024), CGSize(width: 1, height: 1), .zero,
    ]

    /// The seed of the sequences: fixed, so that every run checks the same sequences.
    static let seed = "3q2+78r+ur4BI0VniavN7xAyVHaYutz+EjRWeJCrze8="

    /// The number of sequences; the window sizes take turns.
    static let sequenceCount = 1_000

    /// The first problem of the sequence, or `nil`: after every settled step the window must be laid out; at the end
    /// everything must have settled, laid out, with no diagnostic but refusals.
    static func problem(of sequence: RandomSequence) -> String? {
        let scene = Scene(size: sizes[sequence.subject])
        var trail: [Step] = []
        for index in sequence.steps {
            let step = Step.allCases[index]
            trail.append(step)
            scene.perform(step)
            if scene.isSettled {
                let problems = LayoutInvariants.problems(in: scene.window)
                if !problems.isEmpty { return "after \(trail): \(problems.prefix(3))" }
            }
        }
        scene.clock.advance(by: 5)
        guard scene.isSettled else { return "still in transition after \(trail)" }
        let problems = LayoutInvariants.problems(in: scene.window)
        if !problems.isEmpty { return "at the end: \(problems.prefix(3))" }
        let unexpected = scene.host.diagnostics.entries.filter { !allowedRefusals.contains($0.code) }
        return unexpected.isEmpty ? nil : "unexpected diagnostics: \(unexpected.prefix(3))"
    }

    @Test("After every settled step the window is laid out; no contract breaks, only refusals mid-transition")
    func randomSequences() {
        let runs = RandomRuns(
            seed: Self.seed, count: Self.sequenceCount, subjects: Self.sizes.count, stepKinds: Step.allCases.count,
            length: 1...40)
        let outcome = runs.check(Self.problem)
        print("randomized runs: \(outcome.sequences) sequences of host operations")
        if let failure = outcome.failure {
            Issue.record(
                Comment(
                    rawValue: failure.report {
                        "\(Self.sizes[$0.subject]) window, steps \($0.steps.map { Step.allCases[$0] })"
                    }))
        }
        #expect(outcome.sequences == Self.sequenceCount)
    }
}
