import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Recognizes a pan that starts at an edge of the screen, as `UIScreenEdgePanGestureRecognizer`: the gesture of
/// the navigation controller's interactive pop, and of an app's own swipe-back with a custom animator.
///
/// The first finger must touch down within ``edgeZone`` (20 points) of one of ``edges`` of its window; the
/// recognizer then behaves as a ``PanGestureRecognizer`` (it begins after moving more than 10 points). A first
/// touch elsewhere, an empty ``edges``, or a recognizer whose view is not in a window, fails at once. UIKit does
/// not document the zone's width; 20 points is what it is observed to use on phones.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How close to an edge, in points, the first finger must land: within 20 (the edge line itself included).
    public static let edgeZone: CGFloat = 20

    /// The edges the gesture may start from. Default none, which fails every touch, as in UIKit.
    public var edges: RectEdge = []

    /// Fails a gesture whose first touch is away from the chosen edges; otherwise tracks it as a pan.
    override open func touchesBegan(_ touches: [Touch]) {
        let isFirst = numberOfTouches == touches.count
        if isFirst, state == .possible, let touch = touches.first {
            guard let window = view?.window ?? touch.view?.window, startsAtEdge(touch.location, of: window.bounds)
            else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches)
    }

    private func startsAtEdge(_ point: CGPoint, of bounds: CGRect) -> Bool {
        let zone = Self.edgeZone
        return (edges.contains(.left) && point.x <= bounds.minX + zone)
            || (edges.contains(.right) && point.x >= bounds.maxX - zone)
            || (edges.contains(.top) && point.y <= bounds.minY + zone)
            || (edges.contains(.bottom) && point.y >= bounds.maxY - zone)
    }
}
