#if canImport(UIKit)
    import Foundation
    import UIKit

    /// The decoration behind a card: it may dim the presenting screen, and it hands every touch that lands on it to
    /// ``passthroughViews``, so the screen under the card stays interactive.
    ///
    /// A touch that lands on one of its own subviews goes to that subview. A touch that lands on the decoration itself
    /// goes to the deepest view of the first of ``passthroughViews`` that the point hits; when none does, the
    /// decoration does not take it (`hitTest(_:with:)` returns `nil`).
    ///
    /// ```swift
    /// let decoration = CardDecorationView(frame: container.bounds)
    /// decoration.passthroughViews = [presentingView]
    /// container.insertSubview(decoration, at: 0)
    /// ```
    @MainActor
    public final class CardDecorationView: UIView {
        /// The views that receive the touches outside the card, first match wins. Default empty.
        public var passthroughViews: [UIView] = []

        /// The deepest view of ``passthroughViews`` under `point` when the point lands on the decoration itself.
        public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            guard hit === self else { return hit }
            for view in passthroughViews {
                if let target = view.hitTest(convert(point, to: view), with: event) {
                    return target
                }
            }
            return nil
        }
    }
#endif
