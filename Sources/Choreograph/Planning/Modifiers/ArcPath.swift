import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// MARK: - Internal API

/// The path of ``ElementModifier/arc(intensity:)``: a quadratic Bézier curve between two points.
struct ArcPath: Sendable {
    var start: CGPoint
    var control: CGPoint
    var end: CGPoint

    /// The arc from `start` to `end` bowed by `intensity`: its control point is m + intensity · (k − m), m the
    /// midpoint and k the corner (end.x, start.y) when the path goes down or level, (start.x, end.y) when it goes
    /// up.
    init(from start: CGPoint, to end: CGPoint, intensity: CGFloat) {
        let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        let corner = end.y >= start.y ? CGPoint(x: end.x, y: start.y) : CGPoint(x: start.x, y: end.y)
        self.start = start
        self.end = end
        control = CGPoint(
            x: middle.x + intensity * (corner.x - middle.x), y: middle.y + intensity * (corner.y - middle.y))
    }

    /// The point at progress `p`: (1 − p)² start + 2 (1 − p) p control + p² end.
    func point(at progress: Double) -> CGPoint {
        let p = CGFloat(progress)
        let a = (1 - p) * (1 - p)
        let b = 2 * (1 - p) * p
        let c = p * p
        return CGPoint(
            x: a * start.x + b * control.x + c * end.x, y: a * start.y + b * control.y + c * end.y)
    }
}
