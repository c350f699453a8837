import Choreograph
import ChoreographHeadless
import Foundation
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A fresh host on a manual clock at time 0, installed as the current host.
@MainActor
func freshHost() -> (HostEnvironment, ManualClock) {
    let clock = ManualClock()
    return (HostEnvironment.install(clock: clock), clock)
}

/// Whether two rects agree to within `tolerance` points on every edge.
func rectsClose(_ actual: CGRect, _ expected: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(actual.minX - expected.minX) <= tolerance && abs(actual.minY - expected.minY) <= tolerance
        && abs(actual.maxX - expected.maxX) <= tolerance && abs(actual.maxY - expected.maxY) <= tolerance
}

/// The rect with the given center and size.
func rect(center: CGPoint, size: CGSize) -> CGRect {
    CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}

/// Linear interpolation from `a` to `b` by `t` (t may leave 0…1, as a spring's progress does).
func mix(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
    a + (b - a) * CGFloat(t)
}

/// The rect a view covers while it is scaled about its center from exactly covering `start` to exactly covering
/// `end` with progress `p`: with a pure per-axis scale, the on-screen size and center both move linearly with `p`.
func zoomRect(from start: CGRect, to end: CGRect, progress p: Double) -> CGRect {
    CGRect(
        x: mix(start.midX, end.midX, p) - mix(start.width, end.width, p) / 2,
        y: mix(start.midY, end.midY, p) - mix(start.height, end.height, p) / 2,
        width: mix(start.width, end.width, p),
        height: mix(start.height, end.height, p)
    )
}

/// Every view of the window's tree that still runs an animation.
@MainActor
func animatingViews(in window: Window) -> [View] {
    window.subtree.filter(\.isAnimating)
}

/// Whether every number of a view state is finite.
func isFinite(_ state: ViewState) -> Bool {
    ViewState.animatableProperties.allSatisfy { state[$0]?.isFinite ?? true }
}
