import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A transparent view that hands the touches landing on it to the views behind it, so that a presentation's
/// container does not block the screen underneath (<doc:CardsAndInteractions#Touches-outside-the-card>).
///
/// A touch that would hit this view itself goes to the first of ``grabbableViews`` seen under it, else is hit-tested
/// in each of ``passthroughViews``, in order, and goes to the first that takes it; when none does, this view takes
/// it. Touches on its own subviews are unaffected.
@MainActor
public final class PassthroughView: View {
    /// The views that receive the touches landing on this view, tried in order. Default empty: the view then takes
    /// such touches itself.
    public var passthroughViews: [View] = []
    /// Views that take the touches landing where they are seen now, tried before ``passthroughViews``: the model of a
    /// view in flight is already where its animation ends, so a touch on the moving view would otherwise miss it.
    /// Default empty.
    public var grabbableViews: [View] = []

    /// The view `super` finds; when that is this view, the first hit among ``passthroughViews`` instead.
    public override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        let onScreen = convert(point, to: nil)
        for grabbable in grabbableViews where grabbable.window != nil && grabbable.visibleRect.contains(onScreen) {
            return grabbable
        }
        for passthroughView in passthroughViews {
            if let forwarded = passthroughView.hitTest(convert(point, to: passthroughView), with: event) {
                return forwarded
            }
        }
        return self
    }
}
