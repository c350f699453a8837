import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Presents a controller as a card along the top or bottom edge of the container, over a presenting screen that stays
/// interactive, and lets a drag on the card dismiss it interactively (<doc:CardsAndInteractions>).
///
/// - ``frameOfPresentedViewInContainerView``: ``Configuration/height`` points (all of the container when it is
///   shorter) against ``Configuration/edge``, the container's full width.
/// - ``presentationTransitionWillBegin()``: adds a ``PassthroughView`` (identifier `card-decoration`) at the back of
///   the container that hands the touches outside the card to the presenting controller's view, and those on the
///   card where it is seen while it moves to the card (so the drag can catch it mid-flight).
/// - ``containerViewWillLayoutSubviews()``: the decoration fills the container and the card takes its frame again, so
///   a rotation or a window resize lays the card out at the new edge.
/// - ``presentationTransitionDidEnd(_:)``: once presented, and when ``Configuration/dismissesByDragging``, a
///   ``DragInteractionController`` (``dragDismissal``, recognizer `card-drag`) is attached to the card: dragging it
///   towards its edge dismisses it interactively, the travel of the whole dismissal being the card's distance to the
///   edge (``/Choreograph/CardLayout/dismissalTravel(in:)``). The transitioning delegate vends
///   ``dragDismissal``'s ``DragInteractionController/interactionController`` for the dismissal —
///   ``CardPresentationDelegate`` does.
/// - The decoration and the drag are removed when the presentation is cancelled or the dismissal completes.
@MainActor
public final class CardPresentationController: PresentationController {
    /// Where and how large the card is, and whether dragging dismisses it.
    public struct Configuration: Hashable, Sendable {
        /// The edge of the container a card sits against: ``/Choreograph/CardLayout/Edge``, top or bottom.
        public typealias Edge = CardLayout.Edge

        /// The height of a card when none is given: 320 points (``/Choreograph/CardLayout/defaultHeight``).
        public static let defaultHeight = CardLayout.defaultHeight

        /// The card's height in points; the container's height when it is taller. A value that is not a finite
        /// number greater than 0 reads as ``defaultHeight``. Default 320.
        public var height: Double
        /// The edge the card sits against. Default ``/Choreograph/CardLayout/Edge/bottom``.
        public var edge: Edge
        /// Whether dragging the card towards its edge dismisses it. Default `true`.
        public var dismissesByDragging: Bool

        /// Creates a configuration (defaults: 320 points high, at the bottom, dismissed by dragging).
        ///
        /// - Parameters:
        ///   - height: The card's height in points. Default 320.
        ///   - edge: The edge the card sits against. Default ``/Choreograph/CardLayout/Edge/bottom``.
        ///   - dismissesByDragging: Whether dragging dismisses it. Default `true`.
        public init(height: Double = defaultHeight, edge: Edge = .bottom, dismissesByDragging: Bool = true) {
            self.height = height
            self.edge = edge
            self.dismissesByDragging = dismissesByDragging
        }

        /// ``height`` with its fallback applied (``/Choreograph/CardLayout/effectiveHeight``).
        public var effectiveHeight: Double {
            layout.effectiveHeight
        }

        /// The card's geometry in the core.
        var layout: CardLayout {
            CardLayout(height: height, edge: edge)
        }
    }

    /// The accessibility identifier of the decoration view: `card-decoration`.
    public static let decorationIdentifier = "card-decoration"
    /// The name of the drag's recognizer: `card-drag`.
    public static let dragName = "card-drag"

    /// The card's configuration.
    public let configuration: Configuration
    /// The decoration that passes touches through to the presenting screen, while the card is presented.
    public private(set) var decorationView: PassthroughView?
    /// The drag that dismisses the card, while it is presented (and ``Configuration/dismissesByDragging``).
    public private(set) var dragDismissal: DragInteractionController?

    /// Creates a card presentation.
    ///
    /// - Parameters:
    ///   - presentedViewController: The controller shown as a card.
    ///   - presentingViewController: The controller presenting it.
    ///   - configuration: Where and how large the card is. Default ``Configuration/init(height:edge:dismissesByDragging:)``.
    public init(
        presentedViewController: ViewController,
        presenting presentingViewController: ViewController?,
        configuration: Configuration = Configuration()
    ) {
        self.configuration = configuration
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// ``Configuration/height`` points (at most the container's height) against ``Configuration/edge``, full width
    /// (``/Choreograph/CardLayout/frame(in:)``); `.zero` without a container.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return configuration.layout.frame(in: bounds)
    }

    /// Adds the pass-through decoration at the back of the container.
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let decoration = PassthroughView(frame: containerView.bounds, identifier: Self.decorationIdentifier)
        decoration.passthroughViews = [presentingViewController.view]
        if let card = presentedView { decoration.grabbableViews = [card] }
        containerView.insertSubview(decoration, at: 0)
        decorationView = decoration
    }

    /// Attaches the drag once the card is presented; removes the decoration when the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else { return removeDecoration() }
        guard configuration.dismissesByDragging, dragDismissal == nil, let card = presentedView else { return }
        let drag = DragInteractionController.panToDismiss(
            presentedViewController, direction: configuration.edge.dismissalDirection)
        drag.recognizer.name = Self.dragName
        drag.travel = { [weak self] in self?.dismissalTravel ?? 1 }
        drag.attach(to: card)
        dragDismissal = drag
    }

    /// Removes the decoration and the drag once the card is gone.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        removeDecoration()
        dragDismissal?.detach()
        dragDismissal = nil
    }

    /// Lays out the decoration and the card for the container's current size.
    public override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        decorationView?.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// How far the card travels to leave through its edge: its distance from the container's edge to its far side
    /// (``/Choreograph/CardLayout/dismissalTravel(in:)``); 1 without a container.
    public var dismissalTravel: CGFloat {
        guard let containerView else { return 1 }
        return CGFloat(configuration.layout.dismissalTravel(in: containerView.bounds))
    }

    private func removeDecoration() {
        decorationView?.removeFromSuperview()
        decorationView = nil
    }
}
