import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The velocity of a pan, estimated as UIKit does (<doc:HostRules#Pan-velocity>).
///
/// Every move whose time differs from the previous sample's (`dt > 0`) makes a segment with velocity
/// `Δposition/dt`, or zero when `dt` is under 1 ms. The velocity is `0.2 × latest segment + 0.8 × the one before`;
/// with a single segment it is that segment's. A move at the same time as the previous sample makes no segment:
/// its displacement counts toward the next one. Lifting the finger adds no sample and time passing without moves
/// does not decay the velocity.
struct PanVelocityEstimator {
    /// Segments shorter than this have zero velocity: 1 ms.
    static let minimumSegmentDuration: TimeInterval = 0.001

    private var anchor: CGPoint = .zero
    private var anchorTime: TimeInterval = 0
    private var latest: CGPoint?
    private var previous: CGPoint?

    /// Starts measuring from `position` at `time`, keeping the segments so far (a new finger changed the centroid).
    mutating func rebase(at position: CGPoint, time: TimeInterval) {
        anchor = position
        anchorTime = time
    }

    /// Adds a move sample.
    mutating func move(to position: CGPoint, at time: TimeInterval) {
        let dt = time - anchorTime
        guard dt > 0 else { return }
        let segment: CGPoint
        if dt < Self.minimumSegmentDuration {
            segment = .zero
        } else {
            segment = CGPoint(x: (position.x - anchor.x) / dt, y: (position.y - anchor.y) / dt)
        }
        previous = latest
        latest = segment
        anchor = position
        anchorTime = time
    }

    /// The current estimate, in points per second; zero before any segment.
    var velocity: CGPoint {
        guard let latest else { return .zero }
        guard let previous else { return latest }
        return CGPoint(x: 0.2 * latest.x + 0.8 * previous.x, y: 0.2 * latest.y + 0.8 * previous.y)
    }
}
