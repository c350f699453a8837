#if canImport(UIKit)
    import Choreograph
    import Foundation
    import UIKit

    /// Presents a controller as a card along the top or bottom edge of the container, over a presenting screen that
    /// stays interactive, and lets a pan on the card dismiss it interactively. The UIKit counterpart of the headless
    /// host's card presentation controller.
    ///
    /// ```swift
    /// let delegate = TimelineTransitioningDelegate(.cover(from: .bottom))
    /// delegate.card = CardPresentationController.Configuration(height: 280, dimming: 0.2)
    /// ```
    ///
    /// - ``frameOfPresentedViewInContainerView``: ``Configuration/height`` points (all of the container when it is
    ///   shorter) against ``Configuration/edge``, the container's full width.
    /// - ``presentationTransitionWillBegin()``: adds a ``CardDecorationView`` (accessibility identifier
    ///   `card-decoration`) at the back of the container, dimmed by ``Configuration/dimming``, that hands the touches
    ///   outside the card to the presenting controller's view.
    /// - ``containerViewWillLayoutSubviews()``: the decoration fills the container and the card takes its frame again,
    ///   so a rotation or a window resize lays the card out at the new edge.
    /// - ``presentationTransitionDidEnd(_:)``: once presented, and when ``Configuration/dismissesByDragging``, a
    ///   ``PanDismissInteraction`` (``dragDismissal``) is attached to the card, dragging towards the card's edge, its
    ///   travel the card's distance to that edge (``dismissalTravel``). When the presented controller's
    ///   `transitioningDelegate` is a ``TimelineTransitioningDelegate`` without a
    ///   ``TimelineTransitioningDelegate/dismissalInteraction``, the pan becomes it.
    /// - The decoration and the pan are removed when the presentation is cancelled or the dismissal completes.
    @MainActor
    public final class CardPresentationController: UIPresentationController {
        /// Where and how large the card is, how much it dims the screen behind, and whether dragging dismisses it.
        public struct Configuration: Hashable, Sendable {
            /// The edge of the container a card sits against: ``/Choreograph/CardLayout/Edge``, top or bottom (dragged
            /// towards it, the card is dismissed).
            public typealias Edge = CardLayout.Edge

            /// The height of a card when none is given: 320 points (``/Choreograph/CardLayout/defaultHeight``).
            public static let defaultHeight = CardLayout.defaultHeight

            /// The card's height in points; the container's height when it is taller. A value that is not a finite
            /// number greater than 0 reads as ``defaultHeight``. Default 320.
            public var height: Double
            /// The edge the card sits against. Default ``/Choreograph/CardLayout/Edge/bottom``.
            public var edge: Edge
            /// The opacity of the black the decoration lays over the presenting screen, `0...1`; values outside are
            /// clamped and a value that is not finite counts as 0. Default 0 (no dimming).
            public var dimming: Double
            /// Whether dragging the card towards its edge dismisses it. Default `true`.
            public var dismissesByDragging: Bool

            /// Creates a configuration (defaults: 320 points high, at the bottom, no dimming, dismissed by dragging).
            ///
            /// - Parameters:
            ///   - height: The card's height in points. Default 320.
            ///   - edge: The edge the card sits against. Default ``/Choreograph/CardLayout/Edge/bottom``.
            ///   - dimming: The opacity of the dimming behind the card. Default 0.
            ///   - dismissesByDragging: Whether dragging dismisses it. Default `true`.
            public init(
                height: Double = defaultHeight, edge: Edge = .bottom, dimming: Double = 0,
                dismissesByDragging: Bool = true
            ) {
                self.height = height
                self.edge = edge
                self.dimming = dimming
                self.dismissesByDragging = dismissesByDragging
            }

            /// ``height`` with its fallback applied (``/Choreograph/CardLayout/effectiveHeight``).
            public var effectiveHeight: Double {
                layout.effectiveHeight
            }

            /// ``dimming`` with its fallback and clamp applied (``/Choreograph/CardLayout/effectiveDimming``).
            public var effectiveDimming: Double {
                layout.effectiveDimming
            }

            /// The card's geometry in the core: ``height``, ``edge`` and ``dimming`` as given.
            var layout: CardLayout {
                CardLayout(height: height, edge: edge, dimming: dimming)
            }
        }

        /// The accessibility identifier of the decoration view: `card-decoration`.
        public static let decorationIdentifier = "card-decoration"

        /// The card's configuration.
        public let configuration: Configuration
        /// The decoration behind the card, while it is presented.
        public private(set) var decorationView: CardDecorationView?
        /// The pan that dismisses the card, while it is presented (and ``Configuration/dismissesByDragging``).
        public private(set) var dragDismissal: PanDismissInteraction?

        /// Creates a card presentation.
        ///
        /// - Parameters:
        ///   - presentedViewController: The controller shown as a card.
        ///   - presentingViewController: The controller presenting it.
        ///   - configuration: Where and how large the card is. Default `Configuration()`.
        public init(
            presentedViewController: UIViewController,
            presenting presentingViewController: UIViewController?,
            configuration: Configuration = Configuration()
        ) {
            self.configuration = configuration
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        }

        /// ``Configuration/height`` points (at most the container's height) against ``Configuration/edge``, full
        /// width (``/Choreograph/CardLayout/frame(in:)``); `.zero` without a container.
        public override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return configuration.layout.frame(in: bounds)
        }

        /// How far the card travels to leave through its edge: from its far side to the container's edge
        /// (``/Choreograph/CardLayout/dismissalTravel(in:)``); 1 without a container.
        public var dismissalTravel: CGFloat {
            guard let bounds = containerView?.bounds else { return 1 }
            return CGFloat(configuration.layout.dismissalTravel(in: bounds))
        }

        /// Adds the decoration at the back of the container.
        public override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            let decoration = CardDecorationView(frame: containerView.bounds)
            decoration.accessibilityIdentifier = Self.decorationIdentifier
            decoration.backgroundColor = UIColor(white: 0, alpha: CGFloat(configuration.effectiveDimming))
            decoration.passthroughViews = [presentingViewController.view]
            containerView.insertSubview(decoration, at: 0)
            decorationView = decoration
        }

        /// Attaches the pan once the card is presented; removes the decoration when the presentation was cancelled.
        public override func presentationTransitionDidEnd(_ completed: Bool) {
            guard completed else { return removeDecoration() }
            guard configuration.dismissesByDragging, dragDismissal == nil, let card = presentedView else { return }
            let pan = PanDismissInteraction(
                dismissing: presentedViewController, towards: configuration.edge.transitionEdge)
            pan.travel = { [weak self] in self?.dismissalTravel ?? 1 }
            pan.attach(to: card)
            dragDismissal = pan
            if let library = presentedViewController.transitioningDelegate as? TimelineTransitioningDelegate,
                library.dismissalInteraction == nil
            {
                library.dismissalInteraction = pan
            }
        }

        /// Removes the decoration and the pan once the card is gone.
        public override func dismissalTransitionDidEnd(_ completed: Bool) {
            guard completed else { return }
            removeDecoration()
            guard let pan = dragDismissal else { return }
            pan.detach()
            if let library = presentedViewController.transitioningDelegate as? TimelineTransitioningDelegate,
                library.dismissalInteraction === pan
            {
                library.dismissalInteraction = nil
            }
            dragDismissal = nil
        }

        /// Lays out the decoration and the card for the container's current size.
        public override func containerViewWillLayoutSubviews() {
            guard let containerView else { return }
            decorationView?.frame = containerView.bounds
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        private func removeDecoration() {
            decorationView?.removeFromSuperview()
            decorationView = nil
        }
    }
#endif
