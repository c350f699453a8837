import Foundation

/// How an interactive transition completes once the finger lifts: the outcome, and the spring that carries the
/// screens the rest of the way at the finger's velocity (<doc:InteractionPhysics>).
///
/// The completion is a spring with a damping ratio of ``settledDampingRatio`` (1), or ``momentumDampingRatio``
/// (0.8) when the velocity decided the outcome against the progress alone, so a flick that wins ends with a little
/// give. The spring's initial velocity is the gesture's velocity over the distance left (UIKit's spring timing
/// measures velocity relative to the distance an animation covers), and the completion speed makes the rest of the way
/// take the transition's duration — or less, when the gesture moves towards the end faster than a spring fitted to
/// that duration absorbs (<doc:InteractionPhysics#Completing-after-a-release>).
public struct ReleaseCompletion: Hashable, Sendable {
    /// The damping ratio of a completion the velocity did not decide: 1, no overshoot.
    public static let settledDampingRatio = 1.0
    /// The damping ratio of a completion the velocity decided: 0.8.
    public static let momentumDampingRatio = 0.8
    /// The most initial velocity a completion spring absorbs, as its velocity relative to the distance left times
    /// the completion's time (`v₀·T`): 3. Up to it a spring fitted to `T` comes to rest at its end by `T` — a
    /// critically damped one without passing it, one with a damping ratio of 0.8 passing it by less than 2% of the
    /// distance left; a faster release completes sooner, in `3 / v₀` seconds
    /// (<doc:InteractionPhysics#Completing-after-a-release>).
    public static let absorbedVelocityLimit = 3.0
    /// The shortest time a completion is shortened to: 0.01 s, the shortest duration a spring is fitted to
    /// (``Spring/init(dampingRatio:duration:initialVelocity:)``). A release faster than a spring absorbs even then
    /// hands it at most `absorbedVelocityLimit / 0.01` — 300 distances left per second.
    public static let shortestCompletionTime = 0.01

    /// Whether the transition finishes (`true`) or cancels.
    public var finishes: Bool
    /// Whether the velocity decided the outcome, against the progress alone.
    public var rewardsMomentum: Bool
    /// The damping ratio of the completion spring.
    public var dampingRatio: Double
    /// The spring's initial velocity relative to the distance left — bounded, with a duration, to what the spring
    /// absorbs in ``shortestCompletionTime`` towards the end and, unless the completion keeps the velocity away from
    /// the end whole, over the duration away from it — or `nil` when no spring applies (no distance left, a velocity
    /// that is not finite, or one kept whole away from the end that overflows): the completion then runs on the
    /// animator's own timing.
    public var springVelocity: Double?
    /// The speed factor of the completion, relative to the transition's: the distance left, so the rest of the way
    /// takes the transition's duration — raised as ``completionTime(forDuration:)`` shortens it when a duration was
    /// given; 1 without a spring.
    public var completionSpeed: Double

    /// The completion of a release at `progress` moving at `velocity` whose outcome is `finishes`.
    ///
    /// With a `duration`, a release that moves towards the end it completes to faster than a spring fitted to
    /// `duration` absorbs — its velocity relative to the distance left times `duration` above
    /// ``absorbedVelocityLimit`` — completes in ``completionTime(forDuration:)`` instead, `absorbedVelocityLimit / v₀`
    /// but no less than ``shortestCompletionTime``: ``completionSpeed`` is raised by the same factor, and the spring
    /// keeps the gesture's velocity, bounded to `absorbedVelocityLimit / shortestCompletionTime` when even the
    /// shortest completion cannot absorb it. A release that moves away from that end hands the spring at most
    /// `absorbedVelocityLimit / duration` away from it, so that the spring moves back by less than 4% of the distance
    /// left before it completes (a faster one would carry the screens back by about as many distances as `v₀·D`
    /// exceeds 3, tens of screens for a wild flick) — unless `keepsVelocityAway` says the velocity is the screens' own
    /// and must carry on unchanged, as when a running completion is turned around.
    ///
    /// - Parameters:
    ///   - finishes: Whether the transition finishes.
    ///   - progress: The progress when the finger lifted: `0...1`, or past an end where a grab held it there.
    ///   - velocity: The gesture's velocity in progress per second, positive towards the end; not finite counts as 0.
    ///   - threshold: The progress past which the progress alone finishes. Default 0.5.
    ///   - dampingRatio: The damping ratio, overriding the one the outcome chooses. Default `nil`.
    ///   - duration: The transition's duration in seconds, the longest the completion takes. Default `nil`: the
    ///     completion takes the whole duration whatever the velocity, as it does for a duration that is not both
    ///     finite and greater than 0.
    ///   - keepsVelocityAway: Whether a velocity away from the end is handed to the spring whole, with a duration:
    ///     the velocity the screens have when a completion is turned around, which must not jump. Default `false`:
    ///     a release's is bounded to `absorbedVelocityLimit / duration`.
    public init(
        finishes: Bool, progress: Double, velocity: Double, threshold: Double = 0.5, dampingRatio: Double? = nil,
        duration: Double? = nil, keepsVelocityAway: Bool = false
    ) {
        let speed = velocity.isFinite ? velocity : 0
        self.finishes = finishes
        rewardsMomentum = finishes != (progress > threshold)
        self.dampingRatio =
            dampingRatio ?? (rewardsMomentum ? Self.momentumDampingRatio : Self.settledDampingRatio)
        let distance = (finishes ? 1 : 0) - progress
        var normalized = abs(distance) > 0 ? speed / distance : 0
        let timed = duration.map { $0.isFinite && $0 > 0 } ?? false
        // A finite velocity over a tiny distance left overflows: with a duration, it is bounded like any other (away
        // from the end only when that is bounded; kept whole, it is no velocity a spring can take).
        if timed, normalized.isInfinite, normalized > 0 || !keepsVelocityAway {
            normalized = normalized > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
        }
        if abs(distance) > 0, normalized.isFinite {
            springVelocity = normalized
            completionSpeed = abs(distance)
            if let duration, duration.isFinite, duration > 0 {
                let time = Self.completionTime(velocity: normalized, duration: duration)
                completionSpeed *= duration / time
                let slowest = keepsVelocityAway ? normalized : -Self.absorbedVelocityLimit / duration
                springVelocity = min(
                    max(normalized, slowest), Self.absorbedVelocityLimit / max(time, Self.shortestCompletionTime))
            }
        } else {
            springVelocity = nil
            completionSpeed = 1
        }
    }

    /// The time the completion takes for a transition of `duration` seconds: `duration`, or
    /// `absorbedVelocityLimit / springVelocity` — no less than ``shortestCompletionTime`` — when the spring's velocity
    /// towards the end is more than it absorbs over `duration`; `duration` without a spring.
    ///
    /// - Parameter duration: The transition's duration in seconds.
    public func completionTime(forDuration duration: Double) -> Double {
        guard let springVelocity else { return duration }
        return Self.completionTime(velocity: springVelocity, duration: duration)
    }

    /// `duration`, or `absorbedVelocityLimit / velocity` (no less than ``shortestCompletionTime``) for a velocity
    /// towards the end above what a spring absorbs over `duration`.
    private static func completionTime(velocity: Double, duration: Double) -> Double {
        guard velocity > 0, velocity * duration > absorbedVelocityLimit else { return duration }
        return min(max(absorbedVelocityLimit / velocity, shortestCompletionTime), duration)
    }
}
