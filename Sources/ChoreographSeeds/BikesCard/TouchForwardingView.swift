#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A transparent view that hands the touches that land on it to the views behind it, so that a card's container
/// does not block the screen underneath.
///
/// A presentation's container covers the whole window; without this view a touch outside the card would stop at
/// the container. Put it at the back of the container and list the views that should keep receiving touches in
/// ``passthroughViews``: a touch that would hit this view itself is hit-tested in each of them, in order, and goes
/// to the first that takes it. Touches on the view's own subviews are unaffected.
@MainActor
public final class TouchForwardingView: UIView {
    /// The views that receive the touches landing on this view, tried in order. Default empty: the view then takes
    /// such touches itself.
    public var passthroughViews: [UIView] = []

    /// The view `super` finds; when that is this view, the first hit among ``passthroughViews`` instead.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        for passthroughView in passthroughViews {
            if let forwarded = passthroughView.hitTest(convert(point, to: passthroughView), with: event) {
                return forwarded
            }
        }
        return self
    }
}
