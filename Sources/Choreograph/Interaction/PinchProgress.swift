import Foundation

/// How a pinch closing turns into an interactive transition's progress
/// (<doc:InteractionPhysics#Following-the-finger>): 0 with the fingers as they came down (a scale of 1), 1 once they
/// have closed to ``closedScale`` of their distance.
///
/// A pinch at scale `s` contributes `(1 − s) / (1 − closedScale)` to the progress (spreading the fingers, `s > 1`,
/// contributes less than 0); a pinch velocity of `v` (scale per second) is `−v / (1 − closedScale)` progress per
/// second. ``InteractiveProgress`` adds the contribution to where the gesture took hold and keeps it in `0...1`.
///
/// Bad input has documented results, never a trap: a closed scale that is not a finite number in `0..<1` counts as
/// ``defaultClosedScale``; a NaN scale gives a NaN contribution (no progress, which the host ignores or reports) and
/// an infinite or overflowing one an infinite contribution, which ``InteractiveProgress/progress(contribution:)``
/// clamps to 0 or 1; a velocity whose progress per second is not finite counts as 0.
public struct PinchProgress: Sendable, Hashable {
    /// The closed scale used when the one given is not a finite number in `0..<1`: 0.5.
    public static let defaultClosedScale = 0.5

    /// The pinch scale that completes the transition: a finite number in `0..<1`.
    public let closedScale: Double

    /// Creates the mapping of a pinch that completes at `closedScale`.
    ///
    /// - Parameter closedScale: The scale that completes the transition. Default ``defaultClosedScale``; a value
    ///   that is not a finite number in `0..<1` counts as ``defaultClosedScale``.
    public init(closedScale: Double = defaultClosedScale) {
        self.closedScale =
            closedScale.isFinite && closedScale >= 0 && closedScale < 1 ? closedScale : Self.defaultClosedScale
    }

    /// What a pinch at `scale` adds to the progress: `(1 − scale) / (1 − closedScale)`. NaN for a NaN scale.
    public func contribution(scale: Double) -> Double {
        (1 - scale) / (1 - closedScale)
    }

    /// The progress per second of a pinch whose scale changes by `velocity` per second: `−velocity / (1 −
    /// closedScale)`; 0 when that is not finite.
    public func progressVelocity(_ velocity: Double) -> Double {
        let speed = -velocity / (1 - closedScale)
        return speed.isFinite ? speed : 0
    }
}
