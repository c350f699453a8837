import Choreograph
import ChoreographHeadless
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Random interleavings of pushes, pops, presentations and dismissals across windows, at random frames on the manual
/// clock, checked against a model kept by the test: a controller is busy from an accepted animated change until the
/// callback UIKit documents for its end (the navigation delegate's `didShow`, the `present`/`dismiss` completion). A
/// request is refused exactly when its controller is busy; every transition ends; the stacks are what the accepted
/// requests make them; every view is back at rest.
@MainActor
@Suite("Random interleavings across windows")
struct ScopedInterleavingTests {
    enum Step: Int, CaseIterable {
        case pushA, popA, pushB, popB, toggleModalC, offscreenChange, waitFrame, waitFrames, waitLong
    }

    /// Notes the end of each change of a navigation controller: `didShow` comes when its transition is over.
    @MainActor
    final class ShowWatcher: NavigationControllerDelegate {
        var busy = false

        func navigationController(
            _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
        ) {
            busy = false
        }
    }

    /// One navigation controller in its own window, with the stack the accepted requests make.
    @MainActor
    final class Lane {
        let window = Window()
        let navigation: NavigationController
        let watcher = ShowWatcher()
        var stack: [String]

        init(_ name: String) {
            navigation = NavigationController(
                rootViewController: ViewController(identifier: name), identifier: "nav\(name)")
            stack = [name]
            navigation.delegate = watcher
            window.rootViewController = navigation
            window.makeKeyAndVisible()
        }
    }

    @MainActor
    final class Scene {
        let clock = ManualClock()
        let host: HostEnvironment
        let a: Lane
        let b: Lane
        let windowC = Window()
        let rootC = ViewController(identifier: "C")
        var modalBusy = false
        var presentsC = false
        let offscreen = TabBarController(identifier: "offscreen")
        var made = 0

        init() {
            host = HostEnvironment.install(clock: clock)
            a = Lane("A")
            b = Lane("B")
            windowC.rootViewController = rootC
            windowC.makeKeyAndVisible()
            offscreen.viewControllers = [ViewController(identifier: "t0"), ViewController(identifier: "t1")]
        }

        /// Performs `step`; the problem when the host's answer differs from the model's.
        func perform(_ step: Step) -> String? {
            switch step {
            case .pushA: return push(a)
            case .popA: return pop(a)
            case .pushB: return push(b)
            case .popB: return pop(b)
            case .toggleModalC: return toggleModal()
            case .offscreenChange: return changeOffscreen()
            case .waitFrame: clock.advance(frames: 1)
            case .waitFrames: clock.advance(frames: 7)
            case .waitLong: clock.advance(by: 0.6)
            }
            return nil
        }

        private func push(_ lane: Lane) -> String? {
            made += 1
            let name = "\(lane.stack[0])\(made)"
            let expectRefusal = lane.watcher.busy
            let count = host.diagnostics.entries.count
            lane.navigation.pushViewController(ViewController(identifier: name), animated: true)
            if !expectRefusal {
                lane.stack.append(name)
                lane.watcher.busy = true
            }
            return check(expectRefusal ? .navigationWhileTransitioning : nil, since: count, "push \(name)")
        }

        private func pop(_ lane: Lane) -> String? {
            let count = host.diagnostics.entries.count
            let expected: Diagnostic.Code?
            if lane.watcher.busy {
                expected = .navigationWhileTransitioning
            } else if lane.stack.count == 1 {
                expected = .popRoot
            } else {
                expected = nil
                lane.stack.removeLast()
                lane.watcher.busy = true
            }
            lane.navigation.popViewController(animated: true)
            return check(expected, since: count, "pop \(lane.stack[0])")
        }

        private func toggleModal() -> String? {
            let count = host.diagnostics.entries.count
            let expected: Diagnostic.Code?
            if presentsC {
                expected = modalBusy ? .dismissWhileTransitioning : nil
                if !modalBusy {
                    presentsC = false
                    modalBusy = true
                }
                rootC.dismiss(animated: true) { [weak self] in self?.modalBusy = false }
            } else {
                expected = modalBusy ? .presentWhileTransitioning : nil
                if !modalBusy {
                    presentsC = true
                    modalBusy = true
                }
                made += 1
                let shown = ViewController(identifier: "modal\(made)")
                shown.modalPresentationStyle = .overFullScreen
                rootC.present(shown, animated: true) { [weak self] in self?.modalBusy = false }
            }
            return check(expected, since: count, "toggle modal")
        }

        private func changeOffscreen() -> String? {
            let count = host.diagnostics.entries.count
            made += 1
            offscreen.viewControllers = [
                ViewController(identifier: "t\(made)"), ViewController(identifier: "u\(made)"),
            ]
            offscreen.selectedIndex = made % 2
            guard offscreen.selectedIndex == made % 2 else { return "offscreen selection not made" }
            return check(nil, since: count, "offscreen change")
        }

        /// The problem when the diagnostics reported since `count` are not `expected` (one entry) or none.
        private func check(_ expected: Diagnostic.Code?, since count: Int, _ what: String) -> String? {
            let new = host.diagnostics.codes.dropFirst(count)
            let wanted = expected.map { [$0] } ?? []
            return Array(new) == wanted ? nil : "\(what): expected \(wanted), got \(Array(new))"
        }

        /// The problem at the end, after every transition had time to end.
        func finalProblem() -> String? {
            clock.advance(by: 5)
            for lane in [a, b] {
                if lane.watcher.busy || lane.navigation.transitionCoordinator != nil {
                    return "\(lane.stack[0]) still in transition"
                }
                let names = lane.navigation.viewControllers.map(\.traceName)
                if names != lane.stack { return "\(lane.stack[0]) stack \(names), expected \(lane.stack)" }
                if lane.navigation.topViewController?.view.window !== lane.window {
                    return "\(lane.stack[0]) top not shown"
                }
            }
            if modalBusy { return "C still in transition" }
            if (rootC.presentedViewController != nil) != presentsC { return "C presents \(!presentsC), expected" }
            for window in [a.window, b.window, windowC] where !isAtRest(window) {
                return "a view is left with a transform or an alpha"
            }
            if !AppearanceRules.isBalanced(host.trace) { return "unbalanced appearance callbacks" }
            return nil
        }
    }

    static let seed = "k8W6Jq4t0Y1c0mZrWb7xH3a9nQe2uP5sV6dL1fG8hTo="

    static func problem(of sequence: RandomSequence) -> String? {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        for (index, raw) in sequence.steps.enumerated() {
            if let problem = scene.perform(Step.allCases[raw]) { return "step \(index): \(problem)" }
        }
        return scene.finalProblem()
    }

    @Test("Requests are refused exactly while their own controller's transition runs; all end, at rest")
    func randomInterleavings() {
        let runs = RandomRuns(seed: Self.seed, count: 300, subjects: 1, stepKinds: Step.allCases.count, length: 1...40)
        let outcome = runs.check(Self.problem)
        if let failure = outcome.failure {
            Issue.record(Comment(rawValue: failure.report { "steps \($0.steps.map { Step.allCases[$0] })" }))
        }
        #expect(outcome.sequences == 300)
    }
}
