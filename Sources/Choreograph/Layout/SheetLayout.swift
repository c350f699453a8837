/// The geometry and physics of a sheet with detents, as pure functions (<doc:SheetGeometry>).
///
/// Heights are measured from the container's bottom edge: a sheet of height `h` in a container `H` tall has its top
/// at `H − h`. Velocities are in points per second, positive upwards (growing the sheet).
public enum SheetLayout {
    /// An active detent with its height.
    public struct ResolvedDetent: Sendable, Hashable {
        /// The detent's identifier.
        public var identifier: SheetDetent.Identifier
        /// The detent's height, in points: greater than 0, at most the maximum detent value.
        public var height: Double

        /// Creates a resolved detent.
        public init(identifier: SheetDetent.Identifier, height: Double) {
            self.identifier = identifier
            self.height = height
        }
    }

    /// Where a released sheet goes.
    public enum Target: Sendable, Hashable {
        /// Settles at this detent.
        case detent(ResolvedDetent)
        /// Is dismissed.
        case dismiss
    }

    /// What a release decided, with the numbers behind it.
    public struct Release: Sendable, Hashable {
        /// Where the sheet goes.
        public var target: Target
        /// The height the release projects to: the height plus the distance the velocity carries it.
        public var projectedHeight: Double
        /// Whether the velocity decided: the height alone would have gone elsewhere.
        public var rewardsMomentum: Bool
    }

    /// The height of the sheet at its tallest in a container `containerHeight` points tall: the container's height
    /// less ``SheetSettings/topInset``, and never below 0. A height that is not finite gives 0.
    public static func maximumDetentValue(containerHeight: Double, settings: SheetSettings = .standard) -> Double {
        guard containerHeight.isFinite, settings.topInset.isFinite else { return 0 }
        return max(containerHeight - max(settings.topInset, 0), 0)
    }

    /// The active detents among `detents` in a container `containerHeight` points tall, smallest first.
    ///
    /// Inactive detents are left out; of two detents with one identifier the first is kept; detents of equal height
    /// keep their order.
    public static func resolve(
        _ detents: [SheetDetent], containerHeight: Double, settings: SheetSettings = .standard
    ) -> [ResolvedDetent] {
        var seen: Set<SheetDetent.Identifier> = []
        var resolved: [ResolvedDetent] = []
        for detent in detents where seen.insert(detent.identifier).inserted {
            if let height = detent.height(inContainerHeight: containerHeight, settings: settings) {
                resolved.append(ResolvedDetent(identifier: detent.identifier, height: height))
            }
        }
        return resolved.enumerated().sorted { ($0.element.height, $0.offset) < ($1.element.height, $1.offset) }
            .map(\.element)
    }

    /// The height the sheet shows when the finger would put it at `height`: above the largest detent the excess is
    /// rubber-banded along the container's height (``SheetSettings/rubberBand``); below, `height` as it is, never
    /// below 0. Without detents, or for a `height` that is NaN, the result is 0.
    public static func stretchedHeight(
        _ height: Double, detents: [ResolvedDetent], containerHeight: Double, settings: SheetSettings = .standard
    ) -> Double {
        guard let largest = detents.last?.height, !height.isNaN else { return 0 }
        guard height > largest else { return max(height, 0) }
        return largest + settings.rubberBand.offset(forOvershoot: height - largest, dimension: containerHeight)
    }

    /// Where a sheet released at `height` moving at `velocity` goes.
    ///
    /// The height is projected with the velocity (``SheetSettings/projection``). When `allowsDismissal` and the
    /// projection falls below ``SheetSettings/dismissalThreshold`` times the smallest detent's height, the sheet is
    /// dismissed; otherwise it settles at the detent nearest the projection (of two equally near, the smaller).
    /// ``Release/rewardsMomentum`` says whether the height alone would have chosen otherwise.
    ///
    /// - Parameters:
    ///   - height: The sheet's height when the finger lifts; NaN counts as the smallest detent's.
    ///   - velocity: Points per second, positive upwards; a velocity that is not finite counts as 0.
    ///   - detents: The active detents, smallest first (``resolve(_:containerHeight:settings:)``).
    ///   - allowsDismissal: Whether a release may dismiss the sheet. Default `true`.
    ///   - settings: The projection and the threshold. Default ``SheetSettings/standard``.
    /// - Returns: `nil` when there are no detents.
    public static func release(
        height: Double, velocity: Double, detents: [ResolvedDetent], allowsDismissal: Bool = true,
        settings: SheetSettings = .standard
    ) -> Release? {
        guard let smallest = detents.first else { return nil }
        let start = height.isNaN ? smallest.height : height
        let projected = settings.projection.projectedPosition(position: start, velocity: velocity)
        let target = self.target(for: projected, detents: detents, allowsDismissal: allowsDismissal, settings: settings)
        let still = self.target(for: start, detents: detents, allowsDismissal: allowsDismissal, settings: settings)
        return Release(target: target, projectedHeight: projected, rewardsMomentum: target != still)
    }

    /// How much of the dimming shows behind a sheet at `height`, from 0 to 1.
    ///
    /// Without a largest undimmed detent (or with one that is not among `detents`) the dimming is full at and above
    /// the smallest detent and fades with the height below it. With one, there is no dimming at or below it; above,
    /// it grows to full at the next larger detent (with none larger, there is never dimming).
    public static func dimmingFraction(
        height: Double, detents: [ResolvedDetent], largestUndimmed: SheetDetent.Identifier? = nil
    ) -> Double {
        guard let smallest = detents.first, !height.isNaN else { return 0 }
        guard let undimmed = detents.first(where: { $0.identifier == largestUndimmed }) else {
            return fraction(height, from: 0, to: smallest.height)
        }
        guard let next = detents.first(where: { $0.height > undimmed.height }) else { return 0 }
        return fraction(height, from: undimmed.height, to: next.height)
    }

    /// How far the screen behind a sheet at `height` has receded, from 0 to 1: it recedes as the sheet rises from
    /// the detent below the largest (or from the bottom edge when there is one detent) to the largest, and never
    /// while the sheet is at or below the largest undimmed detent.
    public static func recessionFraction(
        height: Double, detents: [ResolvedDetent], largestUndimmed: SheetDetent.Identifier? = nil
    ) -> Double {
        guard let largest = detents.last, !height.isNaN else { return 0 }
        var lower = detents.count > 1 ? detents[detents.count - 2].height : 0
        if let undimmed = detents.first(where: { $0.identifier == largestUndimmed }) {
            guard undimmed.height < largest.height else { return 0 }
            lower = max(lower, undimmed.height)
        }
        return fraction(height, from: lower, to: largest.height)
    }

    /// The scale and corner radius of the screen behind a sheet that has receded by `fraction` (0…1, clamped; NaN
    /// counts as 0): the scale goes from 1 to ``SheetSettings/presenterScale`` and the radius from 0 to
    /// ``SheetSettings/presenterCornerRadius`` in proportion.
    public static func presenterRecession(
        fraction: Double, settings: SheetSettings = .standard
    ) -> (scale: Double, cornerRadius: Double) {
        let amount = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return (1 - amount * (1 - settings.presenterScale), amount * settings.presenterCornerRadius)
    }

    // MARK: - Internal API

    private static func target(
        for height: Double, detents: [ResolvedDetent], allowsDismissal: Bool, settings: SheetSettings
    ) -> Target {
        guard let smallest = detents.first else { return .dismiss }
        if allowsDismissal, height < smallest.height * settings.dismissalThreshold { return .dismiss }
        // At or past the largest detent it is the nearest; said outright, so that a projection too large for the
        // distances below to tell the detents apart still picks it.
        if let largest = detents.last, height >= largest.height { return .detent(largest) }
        var best = smallest
        for detent in detents.dropFirst() where abs(detent.height - height) < abs(best.height - height) {
            best = detent
        }
        return .detent(best)
    }

    /// `value` from `lower` (0) to `upper` (1), clamped; 1 at or above `upper` when the two are equal.
    private static func fraction(_ value: Double, from lower: Double, to upper: Double) -> Double {
        guard upper > lower else { return value >= upper ? 1 : 0 }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }
}
