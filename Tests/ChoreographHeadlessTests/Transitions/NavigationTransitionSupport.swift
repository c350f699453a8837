import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A navigation delegate that vends fixed objects and notes the operations it was asked about (the host traces the
/// calls themselves).
@MainActor
final class NavigationVendor: NavigationControllerDelegate {
    var animator: (any AnimatedTransitioning)?
    var interactor: (any InteractiveTransitioning)?
    private(set) var operations: [NavigationOperation] = []

    init(animator: (any AnimatedTransitioning)?, interactor: (any InteractiveTransitioning)? = nil) {
        self.animator = animator
        self.interactor = interactor
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        operations.append(operation)
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        interactor
    }
}

/// A tab bar delegate that vends fixed objects.
@MainActor
final class TabVendor: TabBarControllerDelegate {
    var animator: (any AnimatedTransitioning)?
    var interactor: (any InteractiveTransitioning)?

    init(animator: (any AnimatedTransitioning)?, interactor: (any InteractiveTransitioning)? = nil) {
        self.animator = animator
        self.interactor = interactor
    }

    func tabBarController(
        _ tabBarController: TabBarController,
        animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? {
        animator
    }

    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        interactor
    }
}

/// What an animator saw in its context when it was asked to animate.
struct ContextSighting {
    var from: ViewController?
    var to: ViewController?
    var fromView: View?
    var toView: View?
    var container: View
    var style: ModalPresentationStyle
    var isAnimated: Bool
    var initialFrom: CGRect
    var finalFrom: CGRect
    var initialTo: CGRect
    var finalTo: CGRect
    var fromViewSuperview: View?
    var toViewSuperview: View?
    /// The frames given for a controller that is not in the transition.
    var strangerFrames: [CGRect]
}

/// An animator that notes its context, puts the "to" view at its final frame and completes at once.
@MainActor
final class ContextProbeAnimator: AnimatedTransitioning {
    private(set) var sightings: [ContextSighting] = []

    func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using context: any ContextTransitioning) {
        let from = context.viewController(forKey: .from)
        let to = context.viewController(forKey: .to)
        let stranger = ViewController()
        sightings.append(
            ContextSighting(
                from: from,
                to: to,
                fromView: context.view(forKey: .from),
                toView: context.view(forKey: .to),
                container: context.containerView,
                style: context.presentationStyle,
                isAnimated: context.isAnimated,
                initialFrom: from.map { context.initialFrame(for: $0) } ?? .null,
                finalFrom: from.map { context.finalFrame(for: $0) } ?? .null,
                initialTo: to.map { context.initialFrame(for: $0) } ?? .null,
                finalTo: to.map { context.finalFrame(for: $0) } ?? .null,
                fromViewSuperview: context.view(forKey: .from)?.superview,
                toViewSuperview: context.view(forKey: .to)?.superview,
                strangerFrames: [context.initialFrame(for: stranger), context.finalFrame(for: stranger)]
            )
        )
        if let view = context.view(forKey: .to), let controller = to {
            view.frame = context.finalFrame(for: controller)
            context.containerView.addSubview(view)
        }
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// A percent-driven interactor with its own type name, to tell it apart from the host's in traces.
@MainActor
final class DelegateInteractor: PercentDrivenInteractiveTransition {}

/// A visible window whose root is a navigation controller `nav` on a root `A`, on a fresh host.
@MainActor
func navigationScene() -> (HostEnvironment, ManualClock, Window, NavigationController, ViewController) {
    let clock = ManualClock()
    let host = HostEnvironment.install(clock: clock)
    let root = ViewController(identifier: "A")
    let navigation = NavigationController(rootViewController: root, identifier: "nav")
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (host, clock, window, navigation, root)
}

/// The trace lines after the first `mark` entries, without layout callbacks.
@MainActor
func transitionCalls(_ host: HostEnvironment, after mark: Int = 0) -> [String] {
    host.trace.lines.dropFirst(mark).filter { !$0.contains("LayoutSubviews") }
}

/// The appearance callbacks in the trace after the first `mark` entries.
@MainActor
func appearanceCalls(_ host: HostEnvironment, after mark: Int = 0) -> [String] {
    host.trace.lines.dropFirst(mark).filter { $0.contains("Appear(") || $0.contains("Disappear(") }
}

/// The ease-out curve's progress at time fraction `x`, solved here from its control points (0, 0) and (0.58, 1) by
/// bisection on the Bézier parameter, independently of the package's curve code.
func easeOutProgress(at x: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if bezier(middle, 0, 0.58) < x { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, 0, 1)
}
