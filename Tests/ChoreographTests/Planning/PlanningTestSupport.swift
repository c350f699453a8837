import Choreograph
import ChoreographTestSupport
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The container every planning test uses: an iPhone-sized screen, wider than tall never, so width and height
/// cannot be confused.
let container = CGSize(width: 390, height: 844)

/// A full-screen scene with the given elements.
func screen(_ elements: [Scene.Element] = []) throws -> Scene {
    try Scene(size: container, elements: elements)
}

/// The moments every motion test samples, as fractions of the duration.
let sampleFractions: [Double] = [0, 0.25, 0.5, 0.75, 1]

/// Plans `transition` for `operation` between two plain full-screen scenes (the from scene may hold elements).
func plan(
    _ transition: Transition,
    _ operation: TransitionOperation,
    from: Scene? = nil,
    to: Scene? = nil,
    layoutDirection: LayoutDirection = .leftToRight,
    options: PlanningOptions = PlanningOptions()
) throws -> TransitionPlan {
    try Planner(options: options).plan(
        transition, from: from ?? screen(), to: to ?? screen(), operation: operation, containerSize: container,
        layoutDirection: layoutDirection)
}

/// The transform a plan gives `target` at `time` seconds; identity when no track animates it (a host leaves the
/// view alone).
func transform(_ plan: TransitionPlan, _ target: TransitionTarget, at time: Double) -> Transform3D {
    if case .transform(let value)? = plan.value(of: target, .transform, at: time) { return value }
    return .identity
}

/// The opacity a plan gives `target` at `time` seconds; 1 when no track animates it.
func opacity(_ plan: TransitionPlan, _ target: TransitionTarget, at time: Double) -> Double {
    if case .scalar(let value)? = plan.value(of: target, .opacity, at: time) { return Double(value) }
    return 1
}

/// Whether two transforms agree entry by entry within `tolerance`.
func isClose(_ a: Transform3D, _ b: Transform3D, within tolerance: Double = 1e-9) -> Bool {
    zip(AnimatableValue.transform(a).components, AnimatableValue.transform(b).components).allSatisfy {
        abs($0 - $1) <= tolerance
    }
}

/// A translation, written out.
func translation(_ x: Double, _ y: Double) -> Transform3D {
    Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
        m41: CGFloat(x), m42: CGFloat(y), m43: 0, m44: 1)
}

/// A scale about the origin (a view's center), written out.
func scaling(_ x: Double, _ y: Double) -> Transform3D {
    Transform3D(
        m11: CGFloat(x), m12: 0, m13: 0, m14: 0, m21: 0, m22: CGFloat(y), m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
        m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
}

/// The unit vector pointing out of the container through a physical edge, in screen coordinates (y down).
func outward(_ edge: TransitionEdge) -> (x: Double, y: Double) {
    switch edge {
    case .left: (-1, 0)
    case .right: (1, 0)
    case .top: (0, -1)
    case .bottom: (0, 1)
    default: (.nan, .nan)
    }
}

/// The container's extent along an edge's motion: its width for left and right, its height for top and bottom.
func extent(_ edge: TransitionEdge) -> Double {
    edge == .left || edge == .right ? Double(container.width) : Double(container.height)
}

/// The four physical edges.
let physicalEdges: [TransitionEdge] = [.left, .right, .top, .bottom]

/// Every edge with the physical edge it means under a layout direction.
let edgesByDirection: [(edge: TransitionEdge, direction: LayoutDirection, physical: TransitionEdge)] =
    physicalEdges.map { ($0, .leftToRight, $0) } + [
        (.leading, .leftToRight, .left), (.trailing, .leftToRight, .right),
        (.leading, .rightToLeft, .right), (.trailing, .rightToLeft, .left),
    ]

/// The y value of a cubic Bézier with control points (x1, y1) and (x2, y2) at time x, by bisection on the curve
/// parameter: a solver of its own, independent of ``CubicBezier``.
func bezierValue(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

extension AnimatableValue {
    /// Whether the value is `other` bit for bit: the same kind, with the same bits in every component (0 and −0
    /// differ, a NaN is identical to itself).
    func isIdentical(to other: AnimatableValue) -> Bool {
        kind == other.kind && components.map(\.bitPattern) == other.components.map(\.bitPattern)
    }
}

/// The transform the element at `index` of `scene` shows with in the container, every product worked out with no
/// shortcut: the element's transform, then each ancestor's linear part (its translation row set to 0), nearest first,
/// as ``Scene/globalTransform(ofElementAt:)`` documents; the identity for an index out of range.
func globalTransformWorkedOut(_ scene: Scene, _ index: Int) -> Transform3D {
    guard scene.elements.indices.contains(index) else { return .identity }
    var result = scene.elements[index].transform
    var current = scene.elements[index].parent
    while let ancestor = current {
        var linear = scene.elements[ancestor].transform
        linear.m41 = 0
        linear.m42 = 0
        linear.m43 = 0
        result = result.concatenating(linear)
        current = scene.elements[ancestor].parent
    }
    return result
}
