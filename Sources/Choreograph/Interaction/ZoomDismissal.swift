import Foundation

/// How a drag on a zoomed screen drives its zoom-out (<doc:InteractionPhysics#Zooming-out-by-dragging>): the
/// numbers that turn the finger's travel and velocity into the transition's progress, and the release rule.
///
/// The zoom-out's progress has two phases. Over the first ``dragPhase`` (0.5) the screen follows the finger down and
/// shrinks with the distance; over the rest it flies onto its source. A downward drag of `d` points, in a container
/// ``containerHeight`` tall, sets the progress to `dragPhase · d / dragLength` (capped at ``dragPhase``), where
/// ``dragLength`` is half the container's height: a finger that crosses half the screen has the screen under it,
/// shrunk to ``dragScale`` (0.6) — so the screen is 1 − 0.4·d/dragLength of its size on the way. The numbers follow
/// the feel of iOS 18's zoom, whose screen tracks the finger and shrinks to a little over half its size across half
/// the screen; they are this library's choice, not values read from UIKit.
///
/// On release the transition finishes when the progress carried on by the velocity, the way a scroll view
/// decelerates (``InteractiveCompletion/finishes(progress:velocity:threshold:projection:)``), passes ``threshold``:
/// the progress of a drag of ``finishingFraction`` (0.3) of the drag length — 127 points on an 844-point screen. A
/// slow drag shorter than that springs back; a flick down faster than about 254 points per second (on that screen) finishes from the start; a
/// flick up cancels.
public struct ZoomDismissal: Sendable, Hashable {
    /// The share of the progress the drag covers, before the flight onto the source: 0.5.
    public static let dragPhase = 0.5
    /// The drag length, as a fraction of the container's height: 0.5.
    public static let dragLengthFraction = 0.5
    /// The scale of the screen at the end of the drag phase: 0.6.
    public static let dragScale = 0.6
    /// The fraction of the drag length past which a release at rest finishes: 0.3.
    public static let finishingFraction = 0.3

    /// The height of the container the screen is dragged in, in points; greater than 0.
    public let containerHeight: Double

    /// Creates the physics for a container `containerHeight` points tall.
    ///
    /// - Throws: ``InteractionError`` naming `containerHeight` when it is not a finite number greater than 0.
    public init(containerHeight: Double) throws(InteractionError) {
        try InteractionError.requirePositive(containerHeight, "containerHeight")
        self.containerHeight = containerHeight
    }

    /// The drag, in points, that covers the drag phase: half the container's height.
    public var dragLength: Double {
        containerHeight * Self.dragLengthFraction
    }

    /// How far down the drag phase moves the screen, in points: ``dragLength``, so the screen stays under the finger.
    public var dragOffset: Double {
        dragLength
    }

    /// The progress a release at rest must exceed to finish: `dragPhase · finishingFraction` (0.15).
    public var threshold: Double {
        Self.dragPhase * Self.finishingFraction
    }

    /// The progress of a drag that took hold at `start` and has moved `translation` points down since (negative:
    /// up), kept in `0...max(start, dragPhase)` and below ``InteractiveCompletion/progressCap``.
    ///
    /// A translation that is not finite counts as 0; a `start` that is not finite as 0.
    public func progress(translation: Double, from start: Double = 0) -> Double {
        let origin = start.isFinite ? min(max(start, 0), InteractiveCompletion.progressCap) : 0
        let moved = translation.isFinite ? translation : 0
        let upper = min(max(origin, Self.dragPhase), InteractiveCompletion.progressCap)
        return min(max(origin + moved / dragLength * Self.dragPhase, 0), upper)
    }

    /// The progress per second of a finger moving down at `velocity` points per second; 0 for a velocity that is not
    /// finite.
    public func progressVelocity(_ velocity: Double) -> Double {
        velocity.isFinite ? velocity / dragLength * Self.dragPhase : 0
    }

    /// Whether a release at `progress`, the finger moving down at `velocity` points per second, finishes the zoom-out.
    public func finishes(progress: Double, velocity: Double) -> Bool {
        InteractiveCompletion.finishes(
            progress: progress, velocity: progressVelocity(velocity), threshold: threshold)
    }
}
