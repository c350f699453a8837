import Choreograph
import ChoreographHeadless
import Foundation
import PropertyBased
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
    private final class Scene {
        let clock = ManualClock()
        let host: HostEnvironment
        let window: Window
        let navigation: NavigationController
        let tabs = TabBarController(identifier: "tabs")
        let touches: TouchSimulator
        var made = 0

        init(size: CGSize) {
            host = HostEnvironment.install(clock: clock)
            window = Window(size: size)
            navigation = NavigationController(rootViewController: ViewController(identifier: "root"))
            tabs.setViewControllers([navigation, ViewController(identifier: "other")], animated: false)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            touches = TouchSimulator(window: window, clock: clock)
        }

        /// The controller at the top of the presentation chain.
        var top: ViewController {
            var top: ViewController = tabs
            while let next = top.presentedViewController { top = next }
            return top
        }

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
            let y = window.bounds.height / 2
            try? touches.drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: x, y: y), duration: 0.2)
        }

        var isSettled: Bool {
            var controller: ViewController? = tabs
            var all: [ViewController] = []
            while let current = controller {
                all.append(current)
                controller = current.presentedViewController
            }
            all += [navigation] + navigation.viewControllers
            return all.allSatisfy { $0.transitionCoordinator == nil }
        }
    }

    /// The window sizes sequences start in: a phone, a tablet in landscape, and the degenerate ones.
    static let sizes = [
        CGSize(width: 390, height: 844), CGSize(width: 1366, height: 1024), CGSize(width: 1, height: 1), .zero,
    ]

    @Test("After every settled step the window is laid out; no contract breaks, only refusals mid-transition")
    func randomSequences() async {
        let steps = Gen.int(in: 0...(Step.allCases.count - 1)).array(of: 1...40)
        let sizes = Gen.int(in: 0...(Self.sizes.count - 1))
        await propertyCheck(count: 300, input: steps, sizes) { indices, size in
            let scene = Scene(size: Self.sizes[size])
            var trail: [Step] = []
            for index in indices {
                let step = Step.allCases[index]
                trail.append(step)
                scene.perform(step)
                if scene.isSettled {
                    let problems = LayoutInvariants.problems(in: scene.window)
                    #expect(problems.isEmpty, "after \(trail): \(problems.prefix(3))")
                    if !problems.isEmpty { return }
                }
            }
            scene.clock.advance(by: 5)
            #expect(scene.isSettled, "after \(trail)")
            #expect(LayoutInvariants.problems(in: scene.window).isEmpty, "after \(trail)")
            let unexpected = scene.host.diagnostics.entries.filter { !Self.allowedRefusals.contains($0.code) }
            #expect(unexpected.isEmpty, "after \(trail): \(unexpected.prefix(3))")
        }
    }
}
