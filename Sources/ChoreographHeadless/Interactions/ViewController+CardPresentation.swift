import Choreograph
import Foundation

/// Presenting a card in one line (<doc:CardsAndInteractions#Presenting-a-card>).
extension ViewController {
    /// Presents `controller` as a card (``CardPresentationController``) that slides in with `transition` and can be
    /// dragged away.
    ///
    /// `controller` is presented ``ModalPresentationStyle/custom`` with a ``CardPresentationDelegate`` for
    /// `configuration`, which it keeps alive, through ``present(_:transition:animated:completion:)``: the library
    /// animates the card, the card's presentation controller places it, and its drag dismisses it interactively with
    /// the transition's dismissing side. A presentation the host refuses is refused as the plain call is, and leaves
    /// `controller` exactly as it was.
    ///
    /// - Parameters:
    ///   - controller: The controller to show as a card.
    ///   - configuration: The card's height and edge, and whether a drag dismisses it. Default: 320 points at the
    ///     bottom, dismissed by dragging.
    ///   - transition: The transition to present and dismiss with; `nil` slides the card from its edge
    ///     (`Transition.cardSlide(from:)`), so a drag moves it with the finger. Default `nil`.
    ///   - animated: Whether to animate. Default `true`.
    ///   - completion: Called after the presentation completes. Default `nil`.
    public func presentCard(
        _ controller: ViewController,
        configuration: CardPresentationController.Configuration = .init(),
        transition: Transition? = nil,
        animated: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        guard presentationRefusal(of: controller) == nil else {
            present(controller, animated: animated, completion: completion)
            return
        }
        let delegate = CardPresentationDelegate(configuration: configuration)
        controller.libraryDelegates[.card] = delegate
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = delegate
        present(
            controller, transition: transition ?? .cardSlide(from: configuration.edge.transitionEdge),
            animated: animated, completion: completion)
    }
}
