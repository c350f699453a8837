import Foundation

/// How an interactive transition completes once the finger lifts: the outcome, and the spring that carries the
/// screens the rest of the way at the finger's velocity (<doc:InteractionPhysics>).
///
/// The completion is a spring with a damping ratio of ``settledDampingRatio`` (1), or ``momentumDampingRatio``
/// (0.8) when the velocity decided the outcome against the progress alone, so a flick that wins ends with a little
/// give. The spring's initial velocity is the gesture's velocity over the distance left (UIKit's spring timing
/// measures velocity relative to the distance an animation covers), and the completion speed makes the rest of the way
/// take the transition's duration.
public struct ReleaseCompletion: Hashable, Sendable {
    /// The damping ratio of a completion the velocity did not decide: 1, no overshoot.
    public static let settledDampingRatio = 1.0
    /// The damping ratio of a completion the velocity decided: 0.8.
    public static let momentumDampingRatio = 0.8

    /// Whether the transition finishes (`true`) or cancels.
    public var finishes: Bool
    /// Whether the velocity decided the outcome, against the progress alone.
    public var rewardsMomentum: Bool
    /// The damping ratio of the completion spring.
    public var dampingRatio: Double
    /// The spring's initial velocity relative to the distance left, or `nil` when no spring applies (no distance
    /// left, a velocity that is not finite): the completion then runs on the animator's own timing.
    public var springVelocity: Double?
    /// The speed factor of the completion: the distance left (`0...1`), so the rest of the way takes the
    /// transition's duration; 1 without a spring.
    public var completionSpeed: Double

    /// The completion of a release at `progress` moving at `velocity` whose outcome is `finishes`.
    ///
    /// - Parameters:
    ///   - finishes: Whether the transition finishes.
    ///   - progress: The progress when the finger lifted, `0...1`.
    ///   - velocity: The gesture's velocity in progress per second, positive towards the end; not finite counts as 0.
    ///   - threshold: The progress past which the progress alone finishes. Default 0.5.
    ///   - dampingRatio: The damping ratio, overriding the one the outcome chooses. Default `nil`.
    public init(
        finishes: Bool, progress: Double, velocity: Double, threshold: Double = 0.5, dampingRatio: Double? = nil
    ) {
        let speed = velocity.isFinite ? velocity : 0
        self.finishes = finishes
        rewardsMomentum = finishes != (progress > threshold)
        self.dampingRatio =
            dampingRatio ?? (rewardsMomentum ? Self.momentumDampingRatio : Self.settledDampingRatio)
        let distance = (finishes ? 1 : 0) - progress
        let normalized = abs(distance) > 0 ? speed / distance : 0
        if abs(distance) > 0, normalized.isFinite {
            springVelocity = normalized
            completionSpeed = abs(distance)
        } else {
            springVelocity = nil
            completionSpeed = 1
        }
    }
}
