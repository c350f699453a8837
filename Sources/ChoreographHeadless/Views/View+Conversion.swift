import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Converting points and rects between coordinate spaces, through transforms and bounds origins, as
/// `UIView.convert(_:to:)` and `convert(_:from:)` do.
///
/// Conversions use the model state. A `nil` view means the window's coordinate space (the root's superview space
/// when the view is not in a window). Views in different hierarchies convert through their roots' coordinates.
extension View {
    /// Converts a point from this view's bounds to `view`'s (or to window coordinates when `view` is `nil`).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let global = toRoot(point, state: \.model)
        guard let view else { return global }
        return view.fromRoot(global, state: \.model)
    }

    /// Converts a point from `view`'s bounds (or window coordinates when `view` is `nil`) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let global = view?.toRoot(point, state: \.model) ?? point
        return fromRoot(global, state: \.model)
    }

    /// Converts a rect from this view's bounds to `view`'s: the bounding box of its four converted corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rect from `view`'s bounds to this view's: the bounding box of its four converted corners.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    /// The on-screen bounding box of the view's bounds in window coordinates, after every ancestor transform, using
    /// presentation values: where the view is seen now.
    public var visibleRect: CGRect {
        boundingBox(of: presentation.bounds) { toRoot($0, state: \.presentation) }
    }

    /// The product of the presentation alphas of the view and its ancestors: how opaque it is seen now.
    public var visibleOpacity: CGFloat {
        var opacity: CGFloat = 1
        var view: View? = self
        while let current = view {
            opacity *= current.presentation.alpha
            view = current.superview
        }
        return opacity
    }

    // MARK: - Internal API

    /// A point in the bounds of a view in `state`, expressed in its superview's coordinates.
    static func toSuperview(_ point: CGPoint, state: ViewState) -> CGPoint {
        let local = CGPoint(x: point.x - state.bounds.midX, y: point.y - state.bounds.midY)
        let moved = state.transform.isIdentity ? local : state.transform.apply(to: local)
        return CGPoint(x: moved.x + state.center.x, y: moved.y + state.center.y)
    }

    /// A point in the superview's coordinates, expressed in the bounds of a view in `state`; a singular transform
    /// maps every point to the bounds' center.
    static func fromSuperview(_ point: CGPoint, state: ViewState) -> CGPoint {
        let relative = CGPoint(x: point.x - state.center.x, y: point.y - state.center.y)
        let local: CGPoint
        if state.transform.isIdentity {
            local = relative
        } else if let inverse = state.transform.inverted() {
            local = inverse.apply(to: relative)
        } else {
            local = .zero
        }
        return CGPoint(x: local.x + state.bounds.midX, y: local.y + state.bounds.midY)
    }

    private func toRoot(_ point: CGPoint, state: KeyPath<View, ViewState>) -> CGPoint {
        var result = point
        var view: View? = self
        while let current = view, !(current is Window) || current.superview != nil {
            result = Self.toSuperview(result, state: current[keyPath: state])
            view = current.superview
        }
        return result
    }

    private func fromRoot(_ point: CGPoint, state: KeyPath<View, ViewState>) -> CGPoint {
        var chain: [View] = []
        var view: View? = self
        while let current = view, !(current is Window) || current.superview != nil {
            chain.append(current)
            view = current.superview
        }
        var result = point
        for current in chain.reversed() {
            result = Self.fromSuperview(result, state: current[keyPath: state])
        }
        return result
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
