import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Recognizes two fingers pinching, as `UIPinchGestureRecognizer`: a continuous gesture with a scale and a velocity
/// (<doc:HostRules#Pinch>).
///
/// The first two fingers down are the pinch; further fingers are ignored. The scale is the distance between the two
/// fingers over their distance when the second one touched down, so it already includes the ``hysteresis`` when the
/// gesture begins. The pinch begins once that distance has changed by more than ``hysteresis`` (8 points; UIKit does
/// not document its threshold), changes while both fingers stay down and move, and ends when both fingers have
/// lifted — as UIKit's, it does not end when only one lifts: the scale stays where it was until the finger comes back
/// down (measuring on from there) or the other lifts too. Lifted before it began, it fails.
///
/// The velocity is in scale per second, estimated from the scale samples as a pan's velocity is from positions:
/// `0.2 × latest segment + 0.8 × the one before` (<doc:HostRules#Pan-velocity>). Negative while the fingers close.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far, in points, the fingers' distance must change before the pinch begins: 8.
    public static let hysteresis: CGFloat = 8

    private var baseDistance: CGFloat?
    private var carriedScale: CGFloat = 1
    private var currentScale: CGFloat = 1
    private var estimator = PanVelocityEstimator()

    // MARK: - API

    /// The scale of the pinch: the fingers' distance over their distance when the pinch started, 1 before it does.
    /// Setting it, as `UIPinchGestureRecognizer.scale`, makes later moves scale from the value set, and sets the
    /// velocity to 0; a value that is not a finite number greater than 0 is ignored.
    public var scale: CGFloat {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            currentScale = newValue
            if let distance = pairDistance {
                carriedScale = newValue
                baseDistance = distance
            } else {
                carriedScale = newValue
            }
            estimator = PanVelocityEstimator()
            estimator.rebase(at: CGPoint(x: newValue, y: 0), time: clock.now)
        }
    }

    /// The velocity of the pinch in scale per second: negative while the fingers close, positive while they open.
    public var velocity: CGFloat {
        estimator.velocity.x
    }

    // MARK: - Touches

    /// Takes the first two fingers and ignores the rest; measures from the moment two are down.
    override open func touchesBegan(_ touches: [Touch]) {
        for touch in touches where numberOfTouches > 2 {
            ignore(touch)
        }
        guard let distance = pairDistance else { return }
        baseDistance = distance
        carriedScale = currentScale
        estimator.rebase(at: CGPoint(x: currentScale, y: 0), time: touches.map(\.timestamp).max() ?? clock.now)
    }

    /// Updates the scale and its velocity; begins past the hysteresis, or reports a change.
    override open func touchesMoved(_ touches: [Touch]) {
        guard let base = baseDistance, base > 0, let distance = pairDistance else { return }
        currentScale = carriedScale * distance / base
        estimator.move(to: CGPoint(x: currentScale, y: 0), at: touches.map(\.timestamp).max() ?? clock.now)
        switch state {
        case .possible:
            if abs(distance - base) > Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends when the last finger lifts (fails if the pinch never began); with one finger left, holds the scale.
    override open func touchesEnded(_ touches: [Touch]) {
        let remaining = numberOfTouches - touches.count
        if remaining == 0 {
            if state.isActive {
                state = .ended
            } else if state == .possible {
                state = .failed
            }
            return
        }
        baseDistance = nil
    }

    /// Clears the scale and the velocity.
    override open func reset() {
        super.reset()
        baseDistance = nil
        carriedScale = 1
        currentScale = 1
        estimator = PanVelocityEstimator()
    }

    // MARK: - Internal API

    /// The distance between the first two tracked fingers; `nil` unless two are down.
    private var pairDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].location
        let b = trackedTouches[1].location
        return hypot(b.x - a.x, b.y - a.y)
    }
}
