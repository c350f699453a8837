import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Recognizes a finger dragging, as `UIPanGestureRecognizer`: a continuous gesture with a translation and a
/// velocity.
///
/// The pan begins once its translation is longer than ``hysteresis`` (10 points, UIKit's threshold), with between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers down; every later move is a change. It ends when
/// the fingers lift (or fewer than the minimum remain) and fails if they lift before it began.
///
/// The translation is measured from the touch-down location, so it already includes the hysteresis when the pan
/// begins. When a finger joins or leaves, the translation carries on from where it was rather than jumping to the
/// new centroid. Translation and velocity are measured in window coordinates and converted to the requested view's
/// coordinates (through its current transforms) when asked.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far, in points, the touches must move before the pan begins: 10.
    public static let hysteresis: CGFloat = 10

    /// The fewest fingers that may pan; values below 1 count as 1. Default 1.
    public var minimumNumberOfTouches = 1
    /// The most fingers that may pan; extra fingers are ignored, and values below the minimum count as the minimum.
    /// Default `Int.max`.
    public var maximumNumberOfTouches = Int.max

    private var hasStarted = false
    private var anchor: CGPoint = .zero
    private var carried: CGPoint = .zero
    private var estimator = PanVelocityEstimator()

    // MARK: - API

    /// The distance the touches have moved, in `view`'s coordinates (window coordinates when `view` is `nil`).
    public func translation(in view: View?) -> CGPoint {
        vector(windowTranslation, in: view)
    }

    /// Makes ``translation(in:)`` report `translation` in `view`'s coordinates from now on, as
    /// `UIPanGestureRecognizer.setTranslation(_:in:)`; later moves add to it. The velocity is unchanged.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        let here = view?.convert(centroid, from: nil) ?? centroid
        let target = CGPoint(x: here.x + translation.x, y: here.y + translation.y)
        let moved = view?.convert(target, to: nil) ?? target
        carried = CGPoint(x: moved.x - centroid.x, y: moved.y - centroid.y)
        anchor = centroid
    }

    /// The velocity of the touches in points per second, in `view`'s coordinates (window coordinates when `view` is
    /// `nil`), estimated as <doc:HostRules#Pan-velocity> describes: `0.2 × latest segment + 0.8 × the one before`.
    public func velocity(in view: View?) -> CGPoint {
        vector(estimator.velocity, in: view)
    }

    // MARK: - Touches

    /// Tracks new fingers (ignoring those beyond the maximum) and keeps the translation continuous.
    override open func touchesBegan(_ touches: [Touch]) {
        for touch in touches where numberOfTouches > effectiveMaximum {
            ignore(touch)
        }
        touchSetChanged(at: touches.map(\.timestamp).max() ?? clock.now)
    }

    /// Adds a velocity sample, begins once past the hysteresis, or reports a change.
    override open func touchesMoved(_ touches: [Touch]) {
        let time = touches.map(\.timestamp).max() ?? clock.now
        estimator.move(to: centroid, at: time)
        lastCentroid = centroid
        switch state {
        case .possible:
            guard hasStarted, (effectiveMinimum...effectiveMaximum).contains(numberOfTouches) else { return }
            let moved = windowTranslation
            if hypot(moved.x, moved.y) > Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends (or fails) when fewer than the minimum number of fingers remain.
    override open func touchesEnded(_ touches: [Touch]) {
        let remaining = numberOfTouches - touches.count
        if remaining < effectiveMinimum || remaining == 0 {
            if state.isActive {
                state = .ended
            } else if state == .possible {
                state = .failed
            }
            return
        }
        let lifting = Set(touches.map(\.serial))
        let left = trackedTouches.filter { !lifting.contains($0.serial) }
        let x = left.map(\.location.x).reduce(0, +) / CGFloat(left.count)
        let y = left.map(\.location.y).reduce(0, +) / CGFloat(left.count)
        touchSetChanged(at: touches.map(\.timestamp).max() ?? clock.now, newCentroid: CGPoint(x: x, y: y))
    }

    /// Clears the translation and velocity.
    override open func reset() {
        super.reset()
        hasStarted = false
        anchor = .zero
        carried = .zero
        lastCentroid = nil
        estimator = PanVelocityEstimator()
    }

    // MARK: - Internal API

    private var lastCentroid: CGPoint?

    var effectiveMinimum: Int { max(minimumNumberOfTouches, 1) }
    var effectiveMaximum: Int { max(maximumNumberOfTouches, effectiveMinimum) }

    private var windowTranslation: CGPoint {
        CGPoint(x: carried.x + centroid.x - anchor.x, y: carried.y + centroid.y - anchor.y)
    }

    /// Folds the translation so far into `carried` and measures on from the new centroid.
    private func touchSetChanged(at time: TimeInterval, newCentroid: CGPoint? = nil) {
        let now = newCentroid ?? centroid
        if !hasStarted {
            hasStarted = true
            anchor = now
        } else if let last = lastCentroid {
            carried = CGPoint(x: carried.x + last.x - anchor.x, y: carried.y + last.y - anchor.y)
            anchor = now
        }
        lastCentroid = now
        estimator.rebase(at: now, time: time)
    }

    private func vector(_ vector: CGPoint, in view: View?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(centroid, from: nil)
        let tip = view.convert(CGPoint(x: centroid.x + vector.x, y: centroid.y + vector.y), from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
