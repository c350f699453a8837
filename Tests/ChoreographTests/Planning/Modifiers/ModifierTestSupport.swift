import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The components of `target`'s `property` at `time` seconds, or none when no track animates it.
func components(_ plan: TransitionPlan, _ target: TransitionTarget, _ property: AnimatableProperty, at time: Double)
    -> [Double]
{
    plan.value(of: target, property, at: time)?.components ?? []
}

/// Whether two lists of numbers agree one by one within `tolerance`.
func areClose(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The 16 entries of a transform, row by row.
func entries(_ transform: Transform3D) -> [Double] {
    AnimatableValue.transform(transform).components
}

/// A turn about z by `angle` radians with a uniform `scale`, written out: (x, y) ↦ scale · (x cos − y sin,
/// x sin + y cos).
func turn(_ angle: Double, scale: Double = 1) -> [Double] {
    let (c, s) = (scale * cos(angle), scale * sin(angle))
    return [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
}

/// The title every modifier test moves: 200 × 40 at (20, 100), so its center is (120, 120).
let titleFrame = CGRect(x: 20, y: 100, width: 200, height: 40)

/// A transition that lasts 1 s on a linear curve, so that time is progress.
let linearFade = Transition.fade.duration(1).curve(.linear)
