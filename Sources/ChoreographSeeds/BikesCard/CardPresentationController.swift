#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The bikes-card presentation controller: the presented view is a card ``cardHeight`` points high along the bottom
/// of the container, full width, laid out again at every container layout; a touch-forwarding decoration behind it
/// keeps the presenting screen interactive.
///
/// - ``frameOfPresentedViewInContainerView``: the bottom `min(cardHeight, container height)` points of the
///   container, full width.
/// - ``presentationTransitionWillBegin()``: adds a ``TouchForwardingView`` (accessibility identifier
///   `card-decoration`) at the back of the container, passing touches through to the presenting controller's view.
/// - ``containerViewWillLayoutSubviews()``: the decoration fills the container and the card takes its frame again —
///   after a rotation or a window resize the card is 200 points high at the new bottom.
/// - The decoration is removed when a presentation is cancelled or a dismissal completes.
@MainActor
public final class CardPresentationController: UIPresentationController {
    /// The card's height: 200 points.
    public static let cardHeight: CGFloat = 200
    /// The accessibility identifier of the decoration view: `card-decoration`.
    public static let decorationIdentifier = "card-decoration"

    /// The touch-forwarding decoration, while the card is presented.
    public private(set) var decorationView: TouchForwardingView?

    /// The bottom ``cardHeight`` points of the container (all of it when it is shorter), full width.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = min(Self.cardHeight, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Adds the touch-forwarding decoration at the back of the container.
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let decoration = TouchForwardingView(frame: containerView.bounds)
        decoration.accessibilityIdentifier = Self.decorationIdentifier
        decoration.passthroughViews = [presentingViewController.view]
        containerView.insertSubview(decoration, at: 0)
        decorationView = decoration
    }

    /// Removes the decoration when the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeDecoration() }
    }

    /// Removes the decoration once the card is gone.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeDecoration() }
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
