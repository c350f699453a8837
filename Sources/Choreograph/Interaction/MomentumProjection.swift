import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a flicked object comes to rest if it keeps decelerating like a scroll view, as shown in WWDC 2018
/// "Designing Fluid Interfaces" (<doc:InteractionPhysics#Where-a-flick-comes-to-rest>).
///
/// A scroll view multiplies its velocity by the deceleration rate `r` every millisecond, so the distance it still
/// travels from a velocity `v` (points per second) is `(v / 1000) · r / (1 − r)`. With ``normal`` (`r = 0.998`) a
/// flick at 1000 pt/s travels 499 points; with ``fast`` (`r = 0.99`), 99 points.
///
/// The formula is linear in the velocity, so it works in any unit: a velocity in progress per second projects a
/// distance in progress.
public struct MomentumProjection: Sendable, Hashable {
    /// The factor the velocity is multiplied by every millisecond; between 0 and 1, both excluded.
    public let decelerationRate: Double

    /// `UIScrollView.DecelerationRate.normal`: a deceleration rate of 0.998.
    public static let normal = MomentumProjection(validRate: 0.998)
    /// `UIScrollView.DecelerationRate.fast`: a deceleration rate of 0.99.
    public static let fast = MomentumProjection(validRate: 0.99)

    /// Creates a projection with a deceleration rate per millisecond.
    ///
    /// - Throws: ``InteractionError`` naming `decelerationRate` when it is not a finite number strictly between 0
    ///   and 1 (at 1 the object never stops; at 0 or below it never moves).
    public init(decelerationRate: Double) throws(InteractionError) {
        try InteractionError.requireFinite(decelerationRate, "decelerationRate")
        guard decelerationRate > 0, decelerationRate < 1 else {
            throw InteractionError(
                parameter: "decelerationRate",
                value: decelerationRate,
                rule: "must be between 0 and 1, both excluded"
            )
        }
        self.init(validRate: decelerationRate)
    }

    private init(validRate: Double) {
        decelerationRate = validRate
    }

    /// The distance travelled from `velocity` (units per second) until the object stops: `(v/1000)·r/(1−r)`.
    ///
    /// A velocity that is not finite (NaN or infinite) projects no distance: 0.
    public func distance(velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// Where an object at `position` moving at `velocity` (units per second) comes to rest.
    ///
    /// A velocity that is not finite counts as 0; a position that is not finite is returned as given.
    public func projectedPosition(position: Double, velocity: Double) -> Double {
        guard position.isFinite else { return position }
        return position + distance(velocity: velocity)
    }

    /// Where a point at `position` moving at `velocity` (points per second) comes to rest, each axis on its own.
    ///
    /// Each axis follows ``projectedPosition(position:velocity:)-(Double,Double)``.
    public func projectedPosition(position: CGPoint, velocity: CGPoint) -> CGPoint {
        CGPoint(
            x: projectedPosition(position: Double(position.x), velocity: Double(velocity.x)),
            y: projectedPosition(position: Double(position.y), velocity: Double(velocity.y))
        )
    }
}
