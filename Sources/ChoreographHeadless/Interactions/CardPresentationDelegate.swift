import Choreograph
import Foundation

/// The transitioning delegate of a card: it vends a ``CardPresentationController`` with its configuration and, for a
/// dismissal the card's drag starts, the drag's interaction controller (<doc:CardsAndInteractions>).
///
/// ``ViewController/presentCard(_:configuration:transition:animated:completion:)`` makes one, and the library's
/// ``TimelineTransitioningDelegate`` forwards to it for what the library does not vend. It vends no animators: used
/// alone, the host's standard ones run.
@MainActor
public final class CardPresentationDelegate: TransitioningDelegate {
    /// The configuration of the cards it presents.
    public let configuration: Configuration

    /// The configuration type: ``CardPresentationController/Configuration``.
    public typealias Configuration = CardPresentationController.Configuration

    /// The card presentations this delegate made, held weakly.
    private var cards: [WeakCard] = []

    /// Creates a delegate for cards with `configuration` (default: 320 points at the bottom, dismissed by dragging).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// A ``CardPresentationController`` with ``configuration``.
    public func presentationController(
        forPresented presented: ViewController,
        presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        let card = CardPresentationController(
            presentedViewController: presented, presenting: presenting, configuration: configuration)
        cards.removeAll { $0.value == nil }
        cards.append(WeakCard(value: card))
        return card
    }

    /// The interaction controller of the card drag starting the dismissal; `nil` for a dismissal started otherwise.
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        cards.lazy.compactMap { $0.value?.dragDismissal?.interactionController }.first
    }
}

/// A card presentation held weakly.
@MainActor
struct WeakCard {
    weak var value: CardPresentationController?
}
