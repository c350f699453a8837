import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A recorded view's rounded bounds where they land on screen: a closed outline in window coordinates, the shape its
/// `clipsToBounds` clips its subviews to.
///
/// The outline runs clockwise from the end of the top-left corner: four sides, and a corner of the view's radii
/// (clamped to its size as ``CornerRadii/clamped(to:)`` clamps them, as CSS and the SVG renderer do) wherever a
/// radius is above 0. Each corner is a quarter circle drawn as one cubic Bézier with its control points at
/// 0.5523 of the radius from the corner's ends, within 0.03% of the radius of the true arc. Every point is then
/// placed as the HTML player places the view: the view's ``RecordedView/transform`` about its
/// ``RecordedView/center``, divided by the perspective term `w = m14·x + m24·y + m44` as CSS `matrix3d` does. An affine
/// transform maps the Béziers exactly; under perspective the corners are the Béziers of the mapped control points.
/// When a point would land at or behind the viewer (`w` ≤ 0.000001), the whole outline falls back to the transform's
/// 2D part divided by `m44`, as the SVG renderer draws such a view.
struct ScreenOutline {
    /// One piece of the outline, its points in window coordinates.
    enum Segment {
        /// Starts the outline at a point.
        case move(CGPoint)
        /// A straight line to a point.
        case line(CGPoint)
        /// A cubic Bézier through two control points to its end point.
        case curve(CGPoint, CGPoint, CGPoint)
    }

    /// Where a quarter circle's Bézier control points sit from the arc's ends, as a fraction of the radius:
    /// 4/3 · (√2 − 1).
    static let arcControl: CGFloat = 4 / 3 * (2.0.squareRoot() - 1)

    /// The pieces, a ``Segment/move(_:)`` first; the outline closes back to it.
    let segments: [Segment]

    /// The outline of `view`'s rounded bounds on screen.
    init(of view: RecordedView) {
        let (width, height) = (view.size.width, view.size.height)
        let r = view.state.cornerRadii.clamped(to: view.size)
        let k = Self.arcControl
        // In the view's own coordinates, the top-left corner of its bounds at (0, 0).
        var local: [Segment] = [.move(CGPoint(x: r.topLeft, y: 0)), .line(CGPoint(x: width - r.topRight, y: 0))]
        if r.topRight > 0 {
            local.append(
                .curve(
                    CGPoint(x: width - r.topRight * (1 - k), y: 0), CGPoint(x: width, y: r.topRight * (1 - k)),
                    CGPoint(x: width, y: r.topRight)))
        }
        local.append(.line(CGPoint(x: width, y: height - r.bottomRight)))
        if r.bottomRight > 0 {
            local.append(
                .curve(
                    CGPoint(x: width, y: height - r.bottomRight * (1 - k)),
                    CGPoint(x: width - r.bottomRight * (1 - k), y: height), CGPoint(x: width - r.bottomRight, y: height)
                ))
        }
        local.append(.line(CGPoint(x: r.bottomLeft, y: height)))
        if r.bottomLeft > 0 {
            local.append(
                .curve(
                    CGPoint(x: r.bottomLeft * (1 - k), y: height), CGPoint(x: 0, y: height - r.bottomLeft * (1 - k)),
                    CGPoint(x: 0, y: height - r.bottomLeft)))
        }
        local.append(.line(CGPoint(x: 0, y: r.topLeft)))
        if r.topLeft > 0 {
            local.append(
                .curve(
                    CGPoint(x: 0, y: r.topLeft * (1 - k)), CGPoint(x: r.topLeft * (1 - k), y: 0),
                    CGPoint(x: r.topLeft, y: 0)))
        }
        let placement = Placement(view)
        segments = local.map { segment in
            switch segment {
            case .move(let point): .move(placement.screenPoint(point))
            case .line(let point): .line(placement.screenPoint(point))
            case .curve(let first, let second, let end):
                .curve(placement.screenPoint(first), placement.screenPoint(second), placement.screenPoint(end))
            }
        }
    }

    /// The outline as SVG path data, which is also what CSS `path()` takes: `M x y`, `L x y`, `C x1 y1 x2 y2 x y`,
    /// closed by `Z`, numbers as ``PreviewNumber`` prints them.
    var pathData: String {
        let number = SVGMarkup.number
        var parts: [String] = []
        for segment in segments {
            switch segment {
            case .move(let point): parts.append("M\(number(point.x)) \(number(point.y))")
            case .line(let point): parts.append("L\(number(point.x)) \(number(point.y))")
            case .curve(let first, let second, let end):
                parts.append(
                    "C\(number(first.x)) \(number(first.y)) \(number(second.x)) \(number(second.y)) "
                        + "\(number(end.x)) \(number(end.y))")
            }
        }
        return (parts + ["Z"]).joined(separator: " ")
    }

    /// Maps a point of a view's bounds (top-left at the origin) to window coordinates.
    private struct Placement {
        let view: RecordedView
        /// Whether every corner of the bounds lands in front of the viewer; if not, the 2D part is used throughout.
        let projects: Bool

        init(_ view: RecordedView) {
            self.view = view
            let (halfWidth, halfHeight) = (view.size.width / 2, view.size.height / 2)
            let t = view.transform
            projects = [
                (-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight),
                (-halfWidth, halfHeight),
            ].allSatisfy { x, y in
                let w = t.m14 * x + t.m24 * y + t.m44
                return w.isFinite && w > 0.000_001
            }
        }

        func screenPoint(_ point: CGPoint) -> CGPoint {
            guard projects else {
                let m = AffineMatrix(placing: view)
                return CGPoint(x: m.a * point.x + m.c * point.y + m.tx, y: m.b * point.x + m.d * point.y + m.ty)
            }
            let t = view.transform
            let x = point.x - view.size.width / 2
            let y = point.y - view.size.height / 2
            let w = t.m14 * x + t.m24 * y + t.m44
            return CGPoint(
                x: view.center.x + (t.m11 * x + t.m21 * y + t.m41) / w,
                y: view.center.y + (t.m12 * x + t.m22 * y + t.m42) / w)
        }
    }
}
