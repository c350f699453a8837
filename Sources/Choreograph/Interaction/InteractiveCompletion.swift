/// Decides whether an interactive transition finishes or cancels when the finger lifts, and how fast it completes.
///
/// Two rules are offered:
///
/// - The navigation edge-swipe rule (<doc:InteractionPhysics#Finishing-or-cancelling>), for a transition whose progress
///   follows the finger across a container of known ``width``. Feed every progress sample with ``record(progress:at:)``
///   while the finger drags, then call ``decide()`` on release:
///   - progress is capped at ``progressCap`` (0.999) while dragging, and floored at 0;
///   - the mean velocity `v̄` and acceleration `ā` come from the last three samples at least
///     ``minimumSampleSpacing`` (10 ms) apart, chosen backwards from the latest sample (which is always one of
///     them): with samples `s₀, s₁, s₂` (oldest first), `v₁ = Δp/Δt` over `s₀…s₁`, `v₂` over `s₁…s₂`,
///     `v̄ = (v₁ + v₂)/2` and `ā = (v₂ − v₁)/((t₂ − t₀)/2)`, the change of velocity over the time between the two
///     segments' midpoints. With two such samples `v̄` is their one segment's velocity and `ā = 0`; with fewer,
///     both are 0;
///   - the predicted progress is `p + v̄T + ½āT²` with `T = (1 − p)·duration`, the time the transition has left;
///   - the transition finishes when the prediction exceeds `min(187.5/width, 0.5)` (``threshold``);
///   - the completion speed is `max(r, T·|v|/width)`, where `r` is the fraction left in the chosen direction
///     (`1 − p` when finishing, `p` when cancelling), `T = r·duration` the time left in that direction, and
///     `v = v̄·width` the finger's speed in points per second — so `T·|v|/width = r·duration·|v̄|`. The rule is
///     known for the finishing direction only; the cancelling direction mirrors it. When nothing is left
///     (`r = 0`) the speed is 1.
/// - A general rule for pan-driven dismissals, ``finishes(progress:velocity:threshold:projection:)``: project the
///   progress with the release velocity as a scroll view would (``MomentumProjection``) and finish when the
///   projection passes the threshold.
public struct InteractiveCompletion: Sendable, Hashable {
    /// One progress sample: the transition's progress at a time.
    public struct Sample: Sendable, Hashable {
        /// The time of the sample, in seconds.
        public var time: Double
        /// The progress at that time, capped to `0...progressCap`.
        public var progress: Double

        /// Creates a sample.
        public init(time: Double, progress: Double) {
            self.time = time
            self.progress = progress
        }
    }

    /// What ``decide()`` concluded, with the numbers behind it.
    public struct Decision: Sendable, Hashable {
        /// Whether the transition finishes (`true`) or cancels (`false`).
        public var finishes: Bool
        /// The latest recorded progress, capped.
        public var progress: Double
        /// `p + v̄T + ½āT²`.
        public var predictedProgress: Double
        /// The progress the prediction had to exceed: `min(187.5/width, 0.5)`.
        public var threshold: Double
        /// The mean velocity `v̄`, in progress per second.
        public var velocity: Double
        /// The mean acceleration `ā`, in progress per second squared.
        public var acceleration: Double
        /// The speed to complete at, for `PercentDrivenInteractiveTransition.completionSpeed`; greater than 0.
        public var completionSpeed: Double
    }

    /// The highest progress recorded while dragging: 0.999, so that the transition never completes under the finger.
    public static let progressCap = 0.999
    /// The least time between the samples used for velocity and acceleration: 0.010 s.
    public static let minimumSampleSpacing = 0.010
    /// The travel, in points, past which a still finger finishes the transition: 187.5.
    public static let finishingDistance = 187.5

    /// The transition's full duration, in seconds; 0 or greater.
    public let duration: Double
    /// The width of the container the finger crosses, in points; greater than 0.
    public let width: Double
    /// The samples still needed for the decision, oldest first; older ones are dropped as new ones arrive.
    public private(set) var samples: [Sample] = []

    /// Creates a decision for a transition of `duration` seconds across a container `width` points wide.
    ///
    /// - Throws: ``InteractionError`` naming `duration` when it is negative or not finite, or `width` when it is
    ///   not a finite number greater than 0.
    public init(duration: Double, width: Double) throws(InteractionError) {
        try InteractionError.requireNonNegative(duration, "duration")
        try InteractionError.requirePositive(width, "width")
        self.duration = duration
        self.width = width
    }

    /// The progress the prediction must exceed to finish: `min(187.5/width, 0.5)`.
    public var threshold: Double {
        min(Self.finishingDistance / width, 0.5)
    }

    /// The latest recorded progress (capped), or 0 before any sample.
    public var progress: Double {
        samples.last?.progress ?? 0
    }

    /// Records the progress at `time` and returns it capped to `0...0.999`: the progress to show.
    ///
    /// - Throws: ``InteractionError`` naming `progress` or `time` when it is not finite, or `time` when it is
    ///   earlier than the previous sample's. The sample is then not recorded.
    @discardableResult
    public mutating func record(progress: Double, at time: Double) throws(InteractionError) -> Double {
        try InteractionError.requireFinite(progress, "progress")
        try InteractionError.requireFinite(time, "time")
        if let last = samples.last, time < last.time {
            throw InteractionError(
                parameter: "time",
                value: time,
                rule: "must not be earlier than the previous sample's time, \(last.time)"
            )
        }
        let capped = min(max(progress, 0), Self.progressCap)
        samples.append(Sample(time: time, progress: capped))
        // Once three spaced samples exist, nothing older can be chosen again: later choices only move forward.
        let used = spacedSamples()
        if used.count == 3, let index = samples.firstIndex(of: used[0]) {
            samples.removeFirst(index)
        }
        return capped
    }

    /// Finishes or cancels from the samples recorded so far; see the type's documentation for the rule.
    public func decide() -> Decision {
        let used = spacedSamples()
        var velocity = 0.0
        var acceleration = 0.0
        if used.count == 2 {
            velocity = slope(used[0], used[1])
        } else if used.count == 3 {
            let first = slope(used[0], used[1])
            let second = slope(used[1], used[2])
            velocity = (first + second) / 2
            acceleration = (second - first) / ((used[2].time - used[0].time) / 2)
        }
        let current = progress
        let remainingTime = (1 - current) * duration
        let predicted = current + velocity * remainingTime + acceleration * remainingTime * remainingTime / 2
        let finishes = predicted > threshold
        let remaining = finishes ? 1 - current : current
        let speed = remaining > 0 ? max(remaining, remaining * duration * abs(velocity)) : 1
        return Decision(
            finishes: finishes,
            progress: current,
            predictedProgress: predicted,
            threshold: threshold,
            velocity: velocity,
            acceleration: acceleration,
            completionSpeed: speed
        )
    }

    /// The same samples, decided for a transition of `duration` seconds: for a host that learns the running
    /// transition's duration after the drag has begun (a transition starts after the gesture that asks for it), so
    /// that the samples recorded before it count.
    ///
    /// - Parameter duration: The transition's full duration, in seconds.
    /// - Throws: ``InteractionError`` naming `duration` when it is negative or not finite.
    public func retimed(duration: Double) throws(InteractionError) -> InteractiveCompletion {
        var retimed = try InteractiveCompletion(duration: duration, width: width)
        retimed.samples = samples
        return retimed
    }

    /// Whether a pan-driven transition at `progress`, moving at `velocity` (progress per second) when the finger
    /// lifts, finishes: when `progress + projection.distance(velocity:)` exceeds `threshold`.
    ///
    /// With the default ``MomentumProjection/normal`` projection a release at rest finishes past the threshold, and a
    /// flick of about 1 progress per second finishes from any progress above `threshold − 0.499`; a flick back
    /// cancels from anywhere short of the end.
    ///
    /// - Parameters:
    ///   - progress: The transition's progress when the finger lifts, `0...1`.
    ///   - velocity: The progress per second when the finger lifts; positive towards the end.
    ///   - threshold: The progress the projection must exceed. Default 0.5; a threshold that is not finite counts
    ///     as 0.5.
    ///   - projection: How the velocity carries on. Default ``MomentumProjection/normal``.
    /// - Returns: `false` (cancel, the safe side) when `progress` is not finite; a velocity that is not finite
    ///   counts as 0.
    public static func finishes(
        progress: Double,
        velocity: Double,
        threshold: Double = 0.5,
        projection: MomentumProjection = .normal
    ) -> Bool {
        guard progress.isFinite else { return false }
        let limit = threshold.isFinite ? threshold : 0.5
        return projection.projectedPosition(position: progress, velocity: velocity) > limit
    }

    // MARK: - Internal API

    /// Up to three samples, oldest first, each at least ``minimumSampleSpacing`` before the next, ending with the
    /// latest sample. A nanosecond of slack absorbs rounding in sample times.
    private func spacedSamples() -> [Sample] {
        guard var newest = samples.last else { return [] }
        var chosen = [newest]
        for sample in samples.dropLast().reversed() where chosen.count < 3 {
            if newest.time - sample.time >= Self.minimumSampleSpacing - 1e-9 {
                chosen.append(sample)
                newest = sample
            }
        }
        return chosen.reversed()
    }

    private func slope(_ from: Sample, _ to: Sample) -> Double {
        (to.progress - from.progress) / (to.time - from.time)
    }
}
