import Foundation

/// The progress a gesture shows while it drives an interactive transition: where it took hold (``start``) plus what
/// the gesture has added since (its contribution, from ``DragProgress`` or ``PinchProgress``), kept in ``range``,
/// `0...1` unless the gesture took hold of a transition past an end (<doc:InteractionPhysics#Following-the-finger>).
///
/// A gesture that starts a transition takes hold at 0. A gesture that grabs a transition while it completes takes
/// hold where the transition is — ``grabbing(at:contribution:)``, or ``holding(at:contribution:)`` where the host
/// holds a transition past its ends — so the progress does not jump when the finger comes down part way into its
/// movement, and moves on from there as the finger does.
public struct InteractiveProgress: Sendable, Hashable {
    /// The progress with no contribution: where the gesture took hold, less the contribution it had then. Finite.
    public let start: Double
    /// The values the progress is kept in: `0...1`, widened to the progress a gesture took hold at past an end
    /// (``holding(at:contribution:)``).
    public let range: ClosedRange<Double>

    /// Creates the progress of a gesture that took hold at `start`, kept in `0...1`.
    ///
    /// - Parameter start: The progress with no contribution. Default 0; a value that is not finite counts as 0.
    public init(start: Double = 0) {
        self.start = start.isFinite ? start : 0
        range = 0...1
    }

    /// The progress of a gesture that took hold at `start`, kept in `range`.
    private init(start: Double, range: ClosedRange<Double>) {
        self.start = start
        self.range = range
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

    /// The progress of a gesture that takes hold of a transition at `progress` where the host holds a transition past
    /// its ends — a completion spring overshooting — the gesture's contribution being `contribution` at that moment:
    /// as ``grabbing(at:contribution:)``, but a `progress` past either end is kept, and ``range`` widens to it, so
    /// the finger moves the transition from where it is on screen, back towards the ends, without a jump.
    ///
    /// A `progress` that is not finite counts as 0; a `contribution` that is not finite counts as 0.
    public static func holding(at progress: Double, contribution: Double) -> InteractiveProgress {
        let grabbed = progress.isFinite ? progress : 0
        let added = contribution.isFinite ? contribution : 0
        let start = grabbed - added
        return InteractiveProgress(start: start.isFinite ? start : 0, range: min(grabbed, 0)...max(grabbed, 1))
    }

    /// The progress for a gesture whose contribution is `contribution`: `start + contribution`, clamped to ``range``
    /// (an infinite contribution gives one of its ends).
    ///
    /// - Returns: NaN when `contribution` is NaN: it is no progress, and the host ignores it or reports it.
    public func progress(contribution: Double) -> Double {
        let sum = start + contribution
        guard !sum.isNaN else { return .nan }
        return min(max(sum, range.lowerBound), range.upperBound)
    }
}
