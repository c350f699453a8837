import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The geometry the pizza-push tests expect, worked out from the layout the demo documents (a 390 × 844 screen;
/// the grid 120 points down; 171 × 210 cells, 16 points apart and from the edges, two to a row; a 130 × 130 picture
/// centred 20 points from the card's top; a 280 × 280 detail picture centred 140 points down), not read from views.
enum PizzaGeometry {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let detailImage = CGRect(x: 55, y: 140, width: 280, height: 280)

    /// The window rect of cell `index`'s card: the cell's own rect.
    static func card(_ index: Int) -> CGRect {
        let column = CGFloat(index % 2)
        let row = CGFloat(index / 2)
        return CGRect(x: 16 + column * 187, y: 120 + 16 + row * 226, width: 171, height: 210)
    }

    /// The window rect of cell `index`'s picture.
    static func image(_ index: Int) -> CGRect {
        let card = card(index)
        return CGRect(x: card.minX + (171 - 130) / 2, y: card.minY + 20, width: 130, height: 130)
    }

    /// `rect` scaled by `scale` about its center.
    static func scaled(_ rect: CGRect, by scale: CGFloat) -> CGRect {
        CGRect(
            center: CGPoint(x: rect.midX, y: rect.midY),
            size: CGSize(width: rect.width * scale, height: rect.height * scale))
    }

    /// The progress of a critically damped spring fitted to `duration` the way UIKit fits one
    /// (TimingCurvesAndSprings#Fitting-a-spring-to-a-duration):
    /// the natural frequency ω solves (ω·D + 1)·e^(−ω·D) = 0.001 (found here by bisection), and the progress is
    /// 1 − (1 + ω·t)·e^(−ω·t).
    static func criticalSpring(at time: Double, duration: Double) -> Double {
        var low = 0.1 / duration
        var high = 100 / duration
        for _ in 0..<200 {
            let middle = (low + high) / 2
            let envelope = (middle * duration + 1) * exp(-middle * duration)
            if envelope > 0.001 { low = middle } else { high = middle }
        }
        let omega = (low + high) / 2
        return 1 - (1 + omega * time) * exp(-omega * time)
    }
}

/// Whether every entry of two transforms agrees to within `tolerance`.
func transformsClose(_ actual: Transform3D, _ expected: Transform3D, within tolerance: CGFloat = 1e-9) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (actual.m11, expected.m11), (actual.m12, expected.m12), (actual.m13, expected.m13), (actual.m14, expected.m14),
        (actual.m21, expected.m21), (actual.m22, expected.m22), (actual.m23, expected.m23), (actual.m24, expected.m24),
        (actual.m31, expected.m31), (actual.m32, expected.m32), (actual.m33, expected.m33), (actual.m34, expected.m34),
        (actual.m41, expected.m41), (actual.m42, expected.m42), (actual.m43, expected.m43), (actual.m44, expected.m44),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
}

/// The two mirror copies the pizza animator flies: the plain background view and the picture.
enum MirrorPart: String, CaseIterable {
    case background = "pizza-mirror-background"
    case image = "pizza-mirror-image"
}

/// The mirror copy `part` in the window, while the animator flies it.
@MainActor
func mirror(_ part: MirrorPart, in window: Window) -> View? {
    window.view(withIdentifier: part.rawValue)
}

/// Every mirror copy in the window.
@MainActor
func mirrors(in window: Window) -> [View] {
    window.subtree.filter { view in MirrorPart.allCases.contains { $0.rawValue == view.identifier } }
}

/// What the window shows at one instant: the visible rect and presentation transform of the two mirror copies.
struct MirrorSighting {
    var backgroundRect: CGRect
    var backgroundTransform: Transform3D
    var imageRect: CGRect
    var imageTransform: Transform3D
}

/// Advances `clock` to `time` and returns what the two mirrors show at that instant, seen by a time observer before
/// any action due at that time runs (so the last frame of a phase is seen before its completion removes the copies).
@MainActor
func sightMirrors(at time: TimeInterval, window: Window, clock: ManualClock) -> MirrorSighting? {
    var sighting: MirrorSighting?
    let token = clock.observeTime { now in
        guard sighting == nil, abs(now - time) < 1e-9, let back = mirror(.background, in: window),
            let picture = mirror(.image, in: window)
        else { return }
        sighting = MirrorSighting(
            backgroundRect: back.visibleRect,
            backgroundTransform: back.presentation.transform,
            imageRect: picture.visibleRect,
            imageTransform: picture.presentation.transform
        )
    }
    clock.advance(to: time)
    clock.cancel(token)
    return sighting
}
