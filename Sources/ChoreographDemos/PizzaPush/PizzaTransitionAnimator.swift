import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pizza-push animator (seed 001): mirror copies of the selected cell's card and picture fly between the grid and
/// the detail screen while the real screens stay hidden.
///
/// The animator never moves the real views. It puts the "to" view at `finalFrame(for:)` (hidden until the end),
/// takes snapshots of the "from" screen's two shared views (``PizzaTransitionable``) and adds them to the container at
/// their converted frames, hides the four shared views and the grid, then runs two chained property animators.
///
/// Pushing (``PizzaAnimationType/present``):
/// 1. for a third of ``duration``, a critically damped spring (damping ratio 1) presses the background copy to
///    ``pressedScale`` (0.9);
/// 2. for the other two thirds, on ease-in-out, the background copy grows to the container's bounds (its transform
///    back to identity, its corner radius to the detail panel's), and the picture copy turns by π while it moves onto
///    the detail picture's frame.
///
/// Popping (``PizzaAnimationType/dismiss``) plays the push backwards from the detail screen's views: for two thirds
/// of the duration, on ease-in-out, the background copy shrinks onto the cell's card, pressed to ``pressedScale``,
/// and the picture copy turns from π back to 0 onto the cell's picture; then for a third a critically damped spring
/// releases the press.
///
/// At the end every hidden view is shown again as it was, the copies are removed and the transition completes with
/// `!transitionWasCancelled`; a cancelled transition also removes the "to" view the animator added. A transition
/// cancelled while the first phase is pending (an edge-swipe pop let go early, scrubbed back to its start) ends when
/// that phase does, without starting the second. When a screen has no shared views to offer, the screens are swapped
/// without the mirrors and the transition completes at once.
@MainActor
public final class PizzaTransitionAnimator: AnimatedTransitioning {
    /// The scale the background copy is pressed to between the two phases: 0.9.
    public static let pressedScale: CGFloat = 0.9

    /// The whole transition's duration in seconds: the first phase takes a third of it, the second two thirds.
    public let duration: TimeInterval
    /// Which way the animator runs.
    public let type: PizzaAnimationType

    /// Creates an animator running `type` over `duration` seconds (default 1.5).
    public init(duration: TimeInterval = 1.5, type: PizzaAnimationType) {
        self.duration = duration
        self.type = type
    }

    /// ``duration``.
    public func transitionDuration(using context: (any ContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// Adds the "to" view and the mirrors, and runs the two phases.
    public func animateTransition(using context: any ContextTransitioning) {
        let presenting = type == .present
        let container = context.containerView
        guard let fromController = context.viewController(forKey: .from),
            let toController = context.viewController(forKey: .to),
            let fromView = context.view(forKey: .from),
            let toView = context.view(forKey: .to)
        else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        toView.frame = context.finalFrame(for: toController)
        toView.layoutIfNeeded()
        if presenting {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }

        let gridScreen = (presenting ? fromController : toController) as? PizzaTransitionable
        let detailScreen = (presenting ? toController : fromController) as? PizzaTransitionable
        guard let cellBackground = gridScreen?.pizzaBackgroundView, let cellImage = gridScreen?.pizzaImageView,
            let detailBackground = detailScreen?.pizzaBackgroundView, let detailImage = detailScreen?.pizzaImageView
        else {
            return finish(context, restoring: [], mirrors: [], addedView: toView)
        }

        let cell = PizzaMirrorPose(
            backgroundFrame: cellBackground.convert(cellBackground.bounds, to: container),
            backgroundTransform: .identity,
            cornerRadius: cellBackground.layer.cornerRadius,
            imageFrame: cellImage.convert(cellImage.bounds, to: container),
            imageTransform: .identity
        )
        var pressed = cell
        pressed.backgroundTransform = Transform3D(scaleX: Self.pressedScale, y: Self.pressedScale)
        let detail = PizzaMirrorPose(
            backgroundFrame: container.bounds,
            backgroundTransform: .identity,
            cornerRadius: detailBackground.layer.cornerRadius,
            imageFrame: detailImage.convert(detailImage.bounds, to: container),
            imageTransform: Transform3D(rotationAngle: .pi)
        )

        // Copy the picture before hiding it, then the background, which may contain it: a snapshot leaves hidden
        // subviews out, so the background copy never carries a second picture.
        let imageCopy = (presenting ? cellImage : detailImage).snapshotView()
        let hidden = [cellImage, detailImage]
        let restoring = hidden.map { ($0, $0.isHidden) }
        for view in hidden { view.isHidden = true }
        let backgroundCopy = (presenting ? cellBackground : detailBackground).snapshotView()
        let alsoHidden = [
            cellBackground, detailBackground, gridScreen?.pizzaTransitionContent, presenting ? toView : fromView,
        ]
        .compactMap { $0 }
        let allRestoring = restoring + alsoHidden.map { ($0, $0.isHidden) }
        for view in alsoHidden { view.isHidden = true }

        let start = presenting ? cell : detail
        start.apply(background: backgroundCopy, image: imageCopy)
        container.addSubview(backgroundCopy)
        container.addSubview(imageCopy)

        let short = duration / 3
        let long = duration - short
        let first: PropertyAnimator
        let second: PropertyAnimator
        if presenting {
            first = PropertyAnimator(duration: short, dampingRatio: 1) {
                pressed.apply(background: backgroundCopy, image: nil)
            }
            second = PropertyAnimator(duration: long, curve: .easeInOut) {
                detail.apply(background: backgroundCopy, image: imageCopy)
            }
        } else {
            first = PropertyAnimator(duration: long, curve: .easeInOut) {
                pressed.apply(background: backgroundCopy, image: imageCopy)
            }
            second = PropertyAnimator(duration: short, dampingRatio: 1) {
                cell.apply(background: backgroundCopy, image: nil)
            }
        }
        let end = { [self] in
            finish(context, restoring: allRestoring, mirrors: [backgroundCopy, imageCopy], addedView: toView)
        }
        // A cancelled interactive pop (the edge swipe let go early) ends after the first phase: never chain on.
        first.addCompletion { _ in
            if context.transitionWasCancelled { end() } else { second.startAnimation() }
        }
        second.addCompletion { _ in end() }
        first.startAnimation()
    }

    // MARK: - Internal API

    /// Shows the hidden views as they were, removes the mirrors (and, when cancelled, the added "to" view), and
    /// completes the transition.
    private func finish(
        _ context: any ContextTransitioning,
        restoring: [(View, Bool)],
        mirrors: [View],
        addedView: View
    ) {
        for (view, wasHidden) in restoring { view.isHidden = wasHidden }
        for mirror in mirrors { mirror.removeFromSuperview() }
        let didComplete = !context.transitionWasCancelled
        if !didComplete { addedView.removeFromSuperview() }
        context.completeTransition(didComplete)
    }
}
