#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The pizza-push animator (seed 001): mirror copies of the selected cell's card and picture fly between the grid and
/// the detail screen while the real views stay hidden.
///
/// The animator never moves the real views. It puts the "to" view at `finalFrame(for:)`, makes two new views — a
/// plain view with the background's colour and corner radius, and an image view with the picture's image
/// (accessibility identifiers ``backgroundMirrorIdentifier`` and ``imageMirrorIdentifier``) — and adds them to the
/// container over the "from" screen's two shared views (``PizzaTransitionable``). It hides the four shared views, the
/// grid and the detail screen, then runs two chained `UIViewPropertyAnimator`s.
///
/// Pushing (``PizzaAnimationType/present``):
/// 1. for a third of ``animationDuration``, a critically damped spring (damping ratio 1) presses the background copy
///    to ``pressedScale`` (0.9);
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
/// cancelled while the first phase runs (an edge-swipe pop let go early, scrubbed back to its start) ends when that
/// phase does, without starting the second. When a screen has no shared views to offer, the screens are swapped
/// without the mirrors and the transition completes at once.
@MainActor
public final class PizzaTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The scale the background copy is pressed to between the two phases: 0.9.
    public static let pressedScale: CGFloat = 0.9
    /// The accessibility identifier of the background copy: `pizza-mirror-background`.
    public static let backgroundMirrorIdentifier = "pizza-mirror-background"
    /// The accessibility identifier of the picture copy: `pizza-mirror-image`.
    public static let imageMirrorIdentifier = "pizza-mirror-image"

    /// The whole transition's duration in seconds: the first phase takes a third of it, the second two thirds.
    public let animationDuration: TimeInterval
    /// Which way the animator runs.
    public let animationType: PizzaAnimationType

    /// Creates an animator running `animationType` over `animationDuration` seconds.
    public init(animationDuration: TimeInterval, animationType: PizzaAnimationType) {
        self.animationDuration = animationDuration
        self.animationType = animationType
    }

    /// ``animationDuration``.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animationDuration
    }

    /// Adds the "to" view and the mirrors, and runs the two phases.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presenting = animationType == .present
        let containerView = transitionContext.containerView
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.layoutIfNeeded()
        if presenting {
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        let gridScreen = (presenting ? fromViewController : toViewController) as? PizzaTransitionable
        let detailScreen = (presenting ? toViewController : fromViewController) as? PizzaTransitionable
        guard let cellBackground = gridScreen?.pizzaBackgroundView, let cellImage = gridScreen?.pizzaImageView,
            let detailBackground = detailScreen?.pizzaBackgroundView, let detailImage = detailScreen?.pizzaImageView
        else {
            return finish(transitionContext, restoring: [], mirrors: [], addedView: toView)
        }

        // Where the shared views are, in the container.
        let cell = PizzaMirrorPose(
            backgroundFrame: containerView.convert(cellBackground.frame, from: cellBackground.superview),
            backgroundTransform: .identity,
            cornerRadius: cellBackground.layer.cornerRadius,
            imageFrame: containerView.convert(cellImage.frame, from: cellImage.superview),
            imageTransform: .identity
        )
        var pressed = cell
        pressed.backgroundTransform = CGAffineTransform(scaleX: Self.pressedScale, y: Self.pressedScale)
        let detail = PizzaMirrorPose(
            backgroundFrame: containerView.bounds,
            backgroundTransform: .identity,
            cornerRadius: detailBackground.layer.cornerRadius,
            imageFrame: containerView.convert(detailImage.frame, from: detailImage.superview),
            imageTransform: CGAffineTransform(rotationAngle: .pi)
        )

        // Mirror the views the transition starts from: new objects with their colour, corners and picture.
        let sourceBackground = presenting ? cellBackground : detailBackground
        let sourceImage = presenting ? cellImage : detailImage
        let backgroundView = UIView()
        backgroundView.accessibilityIdentifier = Self.backgroundMirrorIdentifier
        backgroundView.backgroundColor = sourceBackground.backgroundColor
        let pizzaSnapshot = UIImageView()
        pizzaSnapshot.accessibilityIdentifier = Self.imageMirrorIdentifier
        pizzaSnapshot.image = sourceImage.image
        pizzaSnapshot.contentMode = .scaleAspectFit
        (presenting ? cell : detail).apply(background: backgroundView, image: pizzaSnapshot)
        containerView.addSubview(backgroundView)
        containerView.addSubview(pizzaSnapshot)

        // Hide what the mirrors stand for, remembering how each view was.
        let hidden: [UIView] = [
            cellBackground, cellImage, detailBackground, detailImage, gridScreen?.pizzaTransitionContent,
            presenting ? toView : fromView,
        ]
        .compactMap { $0 }
        let restoring = hidden.map { ($0, $0.isHidden) }
        for view in hidden { view.isHidden = true }

        let firstPartDuration = animationDuration / 3
        let secondPartDuration = animationDuration - firstPartDuration
        let animator1: UIViewPropertyAnimator
        let animator2: UIViewPropertyAnimator
        if presenting {
            animator1 = UIViewPropertyAnimator(duration: firstPartDuration, dampingRatio: 1) {
                pressed.apply(background: backgroundView, image: nil)
            }
            animator2 = UIViewPropertyAnimator(duration: secondPartDuration, curve: .easeInOut) {
                detail.apply(background: backgroundView, image: pizzaSnapshot)
            }
        } else {
            animator1 = UIViewPropertyAnimator(duration: secondPartDuration, curve: .easeInOut) {
                pressed.apply(background: backgroundView, image: pizzaSnapshot)
            }
            animator2 = UIViewPropertyAnimator(duration: firstPartDuration, dampingRatio: 1) {
                cell.apply(background: backgroundView, image: nil)
            }
        }
        let end = {
            self.finish(
                transitionContext, restoring: restoring, mirrors: [backgroundView, pizzaSnapshot], addedView: toView)
        }
        // A cancelled interactive pop (the edge swipe let go early) ends after the first phase: never chain on.
        animator1.addCompletion { _ in
            if transitionContext.transitionWasCancelled { end() } else { animator2.startAnimation() }
        }
        animator2.addCompletion { _ in end() }
        animator1.startAnimation()
    }

    // MARK: - Internal API

    /// Shows the hidden views as they were, removes the mirrors (and, when cancelled, the added "to" view), and
    /// completes the transition.
    private func finish(
        _ transitionContext: UIViewControllerContextTransitioning,
        restoring: [(UIView, Bool)],
        mirrors: [UIView],
        addedView: UIView
    ) {
        for (view, wasHidden) in restoring { view.isHidden = wasHidden }
        for mirror in mirrors { mirror.removeFromSuperview() }
        let didComplete = !transitionContext.transitionWasCancelled
        if !didComplete { addedView.removeFromSuperview() }
        transitionContext.completeTransition(didComplete)
    }
}
