import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where something on screen is and how fast it moves, sampled on a manual clock around an interruption.
struct SampledMotion {
    /// The position at the moment the motion describes.
    var position: Double
    /// The velocity there, per second, by a second-order finite difference.
    var velocity: Double
}

/// A step short enough for finite differences of a stiff spring: 0.1 ms.
let continuityTick = 1e-4

/// The motion of `position` ending now: three samples `continuityTick` apart, the clock advanced by two ticks, the
/// position the last sample and the velocity the backward second-order difference.
@MainActor
func motionBefore(_ clock: ManualClock, _ position: () -> Double) -> SampledMotion {
    let x0 = position()
    clock.advance(by: continuityTick)
    let x1 = position()
    clock.advance(by: continuityTick)
    let x2 = position()
    return SampledMotion(position: x2, velocity: (3 * x2 - 4 * x1 + x0) / (2 * continuityTick))
}

/// The motion of `position` starting now: three samples `continuityTick` apart, the clock advanced by two ticks, the
/// position the first sample and the velocity the forward second-order difference.
@MainActor
func motionAfter(_ clock: ManualClock, _ position: () -> Double) -> SampledMotion {
    let x0 = position()
    clock.advance(by: continuityTick)
    let x1 = position()
    clock.advance(by: continuityTick)
    let x2 = position()
    return SampledMotion(position: x0, velocity: (-3 * x0 + 4 * x1 - x2) / (2 * continuityTick))
}

/// The numbers `views` show now that a transition moves — each one's frame, transform and alpha — in one list, to
/// compare before and after an interruption.
@MainActor
func shownNumbers(_ views: [View]) -> [Double] {
    views.flatMap { view -> [Double] in
        let shown = view.presentation
        let frame = shown.frame
        let t = shown.transform
        let numbers: [CGFloat] = [
            frame.minX, frame.minY, frame.width, frame.height, shown.alpha,
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ]
        return numbers.map(Double.init)
    }
}

/// The largest difference between two lists of ``shownNumbers(_:)``; infinity when their lengths differ.
func largestDifference(_ a: [Double], _ b: [Double]) -> Double {
    guard a.count == b.count else { return .infinity }
    return zip(a, b).map { abs($0 - $1) }.max() ?? 0
}
