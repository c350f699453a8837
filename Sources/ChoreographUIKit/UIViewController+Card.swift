#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// Presenting a card with a library transition in one line.
    extension UIViewController {
        /// Presents `controller` as a card (``CardPresentationController``) with a library transition; a pan on the
        /// card towards its edge dismisses it interactively (unless the configuration says otherwise).
        ///
        /// ```swift
        /// list.presentCard(bikes, transition: .cover(from: .bottom), configuration: .init(height: 280))
        /// ```
        ///
        /// `controller` gets a ``TimelineTransitioningDelegate`` for `transition`, kept alive as
        /// ``present(_:transition:animated:completion:)`` keeps it, with ``TimelineTransitioningDelegate/card`` set
        /// to `configuration`, and the `.custom` presentation style, so UIKit asks that delegate for the card's
        /// presentation controller. Otherwise it is `present(_:animated:completion:)`. A presentation UIKit refuses
        /// leaves `controller` exactly as it was, as ``present(_:transition:animated:completion:)`` says.
        ///
        /// - Parameters:
        ///   - controller: The controller to present as a card.
        ///   - transition: The transition to present (and later dismiss) with.
        ///   - configuration: Where and how large the card is. Default `CardPresentationController.Configuration()`.
        ///   - animated: Whether to animate. Default `true`.
        ///   - completion: Called after the presentation completes. Default `nil`.
        public func presentCard(
            _ controller: UIViewController,
            transition: Transition,
            configuration: CardPresentationController.Configuration = .init(),
            animated: Bool = true,
            completion: (() -> Void)? = nil
        ) {
            if !refusesPresentation(of: controller) {
                controller.installLibraryTransitioningDelegate(for: transition)
                (controller.transitioningDelegate as? TimelineTransitioningDelegate)?.card = configuration
                controller.modalPresentationStyle = .custom
            }
            present(controller, animated: animated, completion: completion)
        }
    }
#endif
