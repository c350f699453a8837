import Foundation

/// The progress a gesture shows while it drives an interactive transition: where it took hold (``start``) plus what
/// the gesture has added since (its contribution, from ``DragProgress`` or ``PinchProgress``), kept in `0...1`
/// (<doc:InteractionPhysics#Following-the-finger>).
///
/// A gesture that starts a transition takes hold at 0. A gesture that grabs a transition while it completes takes
/// hold where the transition is — ``grabbing(at:contribution:)`` — so the progress does not jump when the finger
/// comes down part way into its movement, and moves on from there as the finger does.
public struct InteractiveProgress: Sendable, Hashable {
    /// The progress with no contribution: where the gesture took hold, less the contribution it had then. Finite.
    public let start: Double

    /// Creates the progress of a gesture that took hold at `start`.
    ///
    /// - Parameter start: The progress with no contribution. Default 0; a value that is not finite counts as 0.
    public init(start: Double = 0) {
        self.start = start.isFinite ? start : 0
    }

    /// The progress of a gesture that grabs a transition at `progress`, the gesture's contribution being
    /// `contribution` at that moment: its ``start`` is `progress − contribution`, so ``progress(contribution:)``
    /// gives back `progress` until the gesture moves.
    ///
    /// A `progress` that is not finite counts as 0 and is otherwise clamped to `0...1`; a `contribution` that is not
    /// finite counts as 0.
    public static func grabbing(at progress: Double, contribution: Double) -> InteractiveProgress {
        let grabbed = progress.isFinite ? min(max(progress, 0), 1) : 0
        let added = contribution.isFinite ? contribution : 0
        return InteractiveProgress(start: grabbed - added)
    }

    /// The progress for a gesture whose contribution is `contribution`: `start + contribution`, clamped to `0...1`
    /// (an infinite contribution gives 0 or 1).
    ///
    /// - Returns: NaN when `contribution` is NaN: it is no progress, and the host ignores it or reports it.
    public func progress(contribution: Double) -> Double {
        let sum = start + contribution
        guard !sum.isNaN else { return .nan }
        return min(max(sum, 0), 1)
    }
}
