import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DragProgress {
    /// Whether a drag that started at `start`, a point in a view whose bounds are `bounds`, started in the half of
    /// the view away from ``edge`` — where an edge swipe towards ``edge`` begins: a swipe back towards the trailing
    /// edge starts in the leading half, on the left in a left-to-right layout and on the right in a right-to-left
    /// one.
    ///
    /// The halves are split at the middle of `bounds` across ``edge``: a start exactly on the middle line, or with a
    /// NaN coordinate, is in neither half (`false`).
    public func startsAwayFromEdge(_ start: CGPoint, in bounds: CGRect) -> Bool {
        let offset = CGPoint(x: start.x - bounds.midX, y: start.y - bounds.midY)
        return component(of: offset) < 0
    }

    /// Whether a drag now at `location` that has moved by `translation` since its touch went down (a pan
    /// recognizer's `location(in:)` and `translation(in:)` in the view whose bounds are `bounds`) started in the half
    /// of the view away from ``edge``: ``startsAwayFromEdge(_:in:)`` at `location − translation`.
    public func startsAwayFromEdge(location: CGPoint, translation: CGPoint, in bounds: CGRect) -> Bool {
        startsAwayFromEdge(CGPoint(x: location.x - translation.x, y: location.y - translation.y), in: bounds)
    }
}
