import Choreograph
import ChoreographHeadless
import ChoreographSeeds
import Foundation

/// The bikes-card demo's transitioning delegate for the stations card: the seed's
/// ``/ChoreographSeeds/CardTransitioningDelegate`` for everything, except the dismissal a drag on the card starts.
///
/// The seed vends no interaction controller, so its card can only be closed by its button. This delegate adds the
/// drag: when ``drag`` is starting a dismissal, it vends the drag's interaction controller and a
/// ``/ChoreographHeadless/TimelineAnimator`` running ``dragTransition`` backwards — the card slides down through the
/// bottom edge as far as its own height, so it stays under the finger. Every other question, the close button's
/// dismissal included, goes to the seed's delegate, whose card slides out to the right as the seed wrote it.
@MainActor
public final class BikesCardDragDelegate: TransitioningDelegate {
    /// The transition a drag dismisses with: the card slides down its own height, for the seed's 0.35 s.
    nonisolated public static let dragTransition = Transition.cardSlide(from: .bottom).duration(0.35)

    /// The seed's delegate, asked for everything but the drag's dismissal. Held strongly by the map screen.
    public let seedDelegate: CardTransitioningDelegate
    /// The drag that dismisses the card, once the card is presented; set by the scenario.
    public var drag: DragInteractionController?

    /// Creates a delegate over the seed's.
    public init(seedDelegate: CardTransitioningDelegate) {
        self.seedDelegate = seedDelegate
    }

    /// The seed's card presentation controller.
    public func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        seedDelegate.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// The seed's slide in from the right.
    public func animationController(
        forPresented presented: ViewController,
        presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        seedDelegate.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    /// ``dragTransition``'s dismissing side while the drag starts the dismissal; otherwise the seed's slide out to
    /// the right.
    public func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        guard drag?.interactionController != nil else {
            return seedDelegate.animationController(forDismissed: dismissed)
        }
        return TimelineAnimator(Self.dragTransition, operation: .dismiss)
    }

    /// The drag's interaction controller while it starts the dismissal; `nil` otherwise.
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        drag?.interactionController
    }
}
