import Choreograph
import Foundation
import Testing

@testable import ChoreographHeadless

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An app may hand one ``TimelineAnimator`` to several transitions — one delegate object shared by two navigation
/// controllers. UIKit runs a shared animator for each transition it is given; so must a library animator, when the
/// transitions overlap too (allowed since refusals are scoped to the controllers a transition involves).
@MainActor
@Suite("One library animator for overlapping transitions")
struct SharedAnimatorTests {
    /// A photo and a badge on `controller`'s view, the photo matched by identifier across screens.
    private func furnish(_ controller: ViewController) {
        let photo = View(frame: CGRect(x: 20, y: 100, width: 80, height: 60))
        photo.identifier = "photo"
        photo.backgroundColor = .systemBlue
        controller.view.addSubview(photo)
        let badge = View(frame: CGRect(x: 30, y: 300, width: 40, height: 40))
        badge.identifier = "badge"
        controller.view.addSubview(badge)
    }

    /// The views a transition adds to a container (ghosts, snapshots, dimming, masks) still in `window`.
    private func leftovers(in window: Window) -> [String] {
        window.subtree.compactMap(\.identifier).filter {
            $0.hasPrefix("ghost:") || $0.hasPrefix("snapshot:") || $0.hasPrefix("element:")
                || $0 == "transition.dimming" || $0 == "transition.mask"
        }
    }

    @Test("two pushes in two windows sharing one animator both end, every view put back")
    func twoWindows() {
        let clock = ManualClock()
        let host = HostEnvironment.install(clock: clock)
        let shared = TimelineAnimator(.fade.combined(with: .matchedGeometry()), operation: .push)
        let vendor = NavigationVendor(animator: shared)
        let windows = (0..<2).map { _ in Window() }
        defer { withExtendedLifetime((vendor, windows)) {} }
        let navigations = (0..<2).map { index in
            NavigationController(
                rootViewController: ViewController(identifier: "root\(index)"), identifier: "navigation\(index)")
        }
        for (window, navigation) in zip(windows, navigations) {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.delegate = vendor
        }
        let pushed = [ViewController(identifier: "P0"), ViewController(identifier: "P1")]
        for (navigation, controller) in zip(navigations, pushed) {
            furnish(navigation.viewControllers[0])
            furnish(controller)
        }
        clock.advance(by: 0.1)
        navigations[0].pushViewController(pushed[0], animated: true)
        clock.advance(by: 0.1)
        navigations[1].pushViewController(pushed[1], animated: true)
        #expect(navigations.allSatisfy { $0.transitionCoordinator != nil }, "both pushes run at once")
        clock.advance(by: 3)
        #expect(navigations.allSatisfy { $0.transitionCoordinator == nil }, "both pushes end")
        #expect(host.diagnostics.codes.isEmpty, "\(host.diagnostics.entries)")
        #expect(AppearanceRules.isBalanced(host.trace))
        for window in windows {
            #expect(leftovers(in: window).isEmpty)
        }
        for controller in navigations.map({ $0.viewControllers[0] }) + pushed {
            for view in controller.view.subtree {
                #expect(
                    !view.isHidden && view.alpha == 1 && view.transform == .identity, "\(view.identifier ?? "a view")")
            }
        }
        #expect(navigations.map { $0.topViewController } == pushed.map { Optional($0) })
    }

    @Test("the same animator runs a push and then a pop, one after the other")
    func oneAfterAnother() {
        let (host, clock, window, navigation, root) = navigationScene()
        let shared = TimelineAnimator(.zoom(from: "photo"), operation: .push)
        let vendor = NavigationVendor(animator: shared)
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.delegate = vendor
        furnish(root)
        let detail = ViewController(identifier: "detail")
        furnish(detail)
        navigation.pushViewController(detail, animated: true)
        clock.advance(by: 1)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [root])
        #expect(leftovers(in: window).isEmpty)
        #expect(host.diagnostics.codes.isEmpty, "\(host.diagnostics.entries)")
    }

    @Test("a stage whose animator the app stops without finishing is let go of once the app completes the transition")
    func stoppedAnimator() {
        let (host, clock, window, navigation, root) = navigationScene()
        let animator = TimelineAnimator(.slide(from: .right), operation: .push)
        let interaction = StoppingInteraction(animator: animator)
        let vendor = NavigationVendor(animator: animator, interactor: interaction)
        defer { withExtendedLifetime((window, vendor)) {} }
        navigation.delegate = vendor
        furnish(root)
        navigation.pushViewController(ViewController(identifier: "detail"), animated: true)
        clock.advance(by: 1)
        let context = interaction.context
        #expect(context != nil, "the interaction started")
        #expect(navigation.transitionCoordinator == nil, "the app completed the transition itself")
        if let context {
            #expect(animator.runningStage(for: context) == nil, "the stage is let go of")
        }
        #expect(!host.diagnostics.codes.contains(.neverCompleted))
    }
}

/// An interaction controller that takes the library animator's property animator, stops it without finishing (which
/// drops its completions) and completes the transition itself.
@MainActor
private final class StoppingInteraction: InteractiveTransitioning {
    let animator: TimelineAnimator
    private(set) var context: (any ContextTransitioning)?

    init(animator: TimelineAnimator) {
        self.animator = animator
    }

    func startInteractiveTransition(_ transitionContext: any ContextTransitioning) {
        context = transitionContext
        (animator.interruptibleAnimator(using: transitionContext) as? PropertyAnimator)?.stopAnimation(true)
        transitionContext.completeTransition(true)
    }
}
