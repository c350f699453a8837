import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Runs a controller's zoom (``ViewController/preferredTransition``) as the host's animator: when the transition
/// starts it asks the source-view provider for the view to zoom from (on the way in) or onto (on the way out), and
/// plays ``/Choreograph/Transition/zoom(fromFrame:alignmentRect:dimmingColor:dragPhase:dragOffset:dragScale:)`` from
/// that view's frame on a ``TimelineAnimator`` (<doc:ZoomTransitions>).
///
/// The source view is hidden while the zoom runs when it has an ``View/identifier``. A provider that returns `nil`, a
/// view outside the transition's window, or one with no width or height falls back to the plain transition, played
/// by the library: ``/Choreograph/Transition/push(from:)`` from the right for a push and pop, and
/// ``/Choreograph/Transition/cover(from:)`` from the bottom for a presentation and dismissal.
@MainActor
public final class ZoomTransitionAnimator: AnimatedTransitioning {
    /// The operation it runs the zoom for.
    public let operation: TransitionOperation
    /// The source view's frame in the container's coordinates, as the last transition found it; `nil` before one and
    /// when it fell back.
    public private(set) var sourceFrame: CGRect?
    /// The scale, along x, that puts the zoomed screen's alignment rect onto the source view, as the last transition
    /// found it; `nil` before one and when it fell back.
    public private(set) var sourceScale: CGFloat?
    /// The transition the last run played: the zoom, or the fallback.
    public private(set) var transition: Transition?

    /// The container of the run in flight; `nil` before one.
    private(set) weak var containerView: View?

    private let coordinator: ZoomTransitionCoordinator
    private var timeline: TimelineAnimator?
    private weak var timelineContext: TransitionContext?
    /// The screen the zoom returns to, when the animator put it in the container to measure its source view; taken
    /// out again when the transition is cancelled, as the timeline takes out a "to" view it added.
    private weak var insertedToView: View?

    init(coordinator: ZoomTransitionCoordinator, operation: TransitionOperation) {
        self.coordinator = coordinator
        self.operation = operation
    }

    /// Whether the zoomed screen enters (push, present) rather than leaves.
    private var isForward: Bool {
        operation == .push || operation == .present
    }

    // MARK: - AnimatedTransitioning

    /// The zoom's duration, ``ZoomTransitionCoordinator/duration`` (0.5 s); the fallback's own for a fallback.
    public func transitionDuration(using transitionContext: (any ContextTransitioning)?) -> TimeInterval {
        guard let transitionContext else { return ZoomTransitionCoordinator.duration }
        return timeline(for: transitionContext).transitionDuration(using: transitionContext)
    }

    /// Runs the zoom (or its fallback) by itself.
    public func animateTransition(using transitionContext: any ContextTransitioning) {
        timeline(for: transitionContext).animateTransition(using: transitionContext)
    }

    /// The property animator of the zoom, the same for the whole transition.
    public func interruptibleAnimator(
        using transitionContext: any ContextTransitioning
    ) -> any ViewImplicitlyAnimating {
        timeline(for: transitionContext).interruptibleAnimator(using: transitionContext)
    }

    /// Tells the coordinator, which installs the drag on a zoomed-in screen, and lets go of the run.
    public func animationEnded(_ transitionCompleted: Bool) {
        if !transitionCompleted, let view = insertedToView, let container = containerView, view.superview === container
        {
            view.removeFromSuperview()
        }
        insertedToView = nil
        timeline?.animationEnded(transitionCompleted)
        timeline = nil
        coordinator.transitionEnded(operation: operation, completed: transitionCompleted)
    }

    // MARK: - Internal API

    /// The timeline animator of the run `context` makes, planned on the first call from the source view found then.
    private func timeline(for context: any ContextTransitioning) -> TimelineAnimator {
        if let timeline, timelineContext === context as? TransitionContext { return timeline }
        let transition = plan(for: context)
        self.transition = transition
        let animator = TimelineAnimator(transition, operation: operation)
        containerView = context.containerView
        timeline = animator
        timelineContext = context as? TransitionContext
        return animator
    }

    /// Asks the provider and builds the zoom, or the fallback.
    /// Whether `view` shows: neither it nor an ancestor is hidden or has an alpha below 0.01 (the threshold below
    /// which UIKit treats a view as invisible). A zoom out of a view that does not show falls back.
    private static func shows(_ view: View) -> Bool {
        var current: View? = view
        while let shown = current {
            guard !shown.isHidden, shown.alpha >= 0.01 else { return false }
            current = shown.superview
        }
        return true
    }

    private func plan(for context: any ContextTransitioning) -> Transition {
        let container = context.containerView
        let fallback: Transition = operation == .push || operation == .pop ? .push(from: .right) : .cover(from: .bottom)
        sourceFrame = nil
        sourceScale = nil
        guard let zoomed = context.viewController(forKey: isForward ? .to : .from),
            let source = context.viewController(forKey: isForward ? .from : .to)
        else { return fallback }
        // The screen the zoom returns to must be in place before its source view is measured.
        if !isForward, let toView = context.view(forKey: .to), toView.superview !== container {
            container.insertSubview(toView, at: 0)
            insertedToView = toView
            let final = context.finalFrame(for: source)
            if final != .zero { toView.frame = final }
            toView.layoutIfNeeded()
        }
        let preferred = coordinator.preferred
        let providerContext = ViewController.ZoomSourceViewProviderContext(
            sourceViewController: source, zoomedViewController: zoomed)
        guard let sourceView = preferred.sourceViewProvider(providerContext), sourceView.window != nil,
            sourceView.window === container.window, Self.shows(sourceView)
        else { return fallback }
        let frame = sourceView.convert(sourceView.bounds, to: container)
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else { return fallback }
        let alignment = preferred.options.alignmentRectProvider?(
            .init(sourceView: sourceView, zoomedViewController: zoomed))
        let height = Double(container.bounds.height)
        let drags = !isForward && coordinator.interaction != nil && height > 0
        let physics = try? ZoomDismissal(containerHeight: height)
        var zoom = Transition.zoom(
            fromFrame: frame, alignmentRect: alignment, dimmingColor: preferred.options.resolvedDimmingColor,
            dragPhase: drags ? ZoomDismissal.dragPhase : 0, dragOffset: CGFloat(physics?.dragOffset ?? 0),
            dragScale: CGFloat(ZoomDismissal.dragScale)
        )
        .duration(ZoomTransitionCoordinator.duration)
        .spring(dampingRatio: 1)
        if let identifier = sourceView.identifier {
            zoom = zoom.modifying(identifier, .hidden)
        }
        sourceFrame = frame
        let screen = isForward ? context.finalFrame(for: zoomed) : context.initialFrame(for: zoomed)
        let alignedWidth = alignment?.width ?? screen.width
        sourceScale = alignedWidth > 0 ? frame.width / alignedWidth : nil
        return zoom
    }
}
