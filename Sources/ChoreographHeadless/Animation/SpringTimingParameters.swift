import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A spring timing for a ``PropertyAnimator``, as `UISpringTimingParameters`.
///
/// A spring given by a damping ratio alone is fitted to the animator's duration; a spring given by mass, stiffness
/// and damping, or by duration and bounce, describes its whole motion and the animator runs for its settling time
/// (<doc:HostRules#Springs-and-the-duration>).
///
/// The initial velocity is a vector, as in UIKit; the host's springs take one normalized velocity for every
/// property, the vector's `dx` (UIKit uses `dy` for the second component of a point or size).
@MainActor
public final class SpringTimingParameters: TimingCurveProvider {
    /// The damping ratio UIKit's `UISpringTimingParameters()` uses: 4.56 (fitted springs are clamped to 1).
    public static let defaultDampingRatio: CGFloat = 4.56

    /// The initial velocity, normalized: 1 covers the whole distance in one second. Default zero.
    public let initialVelocity: CGVector
    /// How the spring is described.
    private let form: Form

    private enum Form {
        /// A damping ratio, fitted to the animator's duration.
        case fitted(dampingRatio: Double)
        /// A spring with a motion of its own (or, for refused values, the fallback's timing).
        case own(TimingParameters)
    }

    /// A spring with UIKit's default damping ratio, 4.56, and no initial velocity, as `UISpringTimingParameters()`.
    public convenience init() {
        self.init(dampingRatio: Self.defaultDampingRatio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with a damping ratio and no initial velocity, fitted to the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with a damping ratio and an initial velocity, fitted to the animator's duration.
    ///
    /// A ratio that is not finite or not positive, a velocity that is not finite, or a ratio and velocity whose
    /// fitted spring the core's ``/Choreograph/Spring`` refuses as too fast or too large to compute (a ratio such as
    /// 1e-308, a velocity such as 1e308) at either end of the durations it fits to (0.01 s and 10 s) is reported
    /// (``Diagnostic/Code/timingParametersInvalid``, naming the value and the rule) and read as a ratio of 1 with no
    /// velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let arguments = "dampingRatio: \(ratio), initialVelocity: \(velocity)"
        let valid = ratio.isFinite && ratio > 0 && velocity.dx.isFinite && velocity.dy.isFinite
        var refusal: (any Error)?
        if valid {
            // The core clamps a fitted spring's duration to 0.01…10 s; a ratio and velocity it fits at both ends are
            // kept, so that the fit at the animator's duration is the one checked here.
            do {
                for seconds in [0.01, 10.0] {
                    _ = try Spring(dampingRatio: Double(ratio), duration: seconds, initialVelocity: Double(velocity.dx))
                }
            } catch {
                refusal = error
            }
        }
        let kept = valid && refusal == nil
        form = .fitted(dampingRatio: kept ? Double(ratio) : 1)
        initialVelocity = kept ? velocity : CGVector(dx: 0, dy: 0)
        if let refusal {
            Self.report(arguments, "with \(refusal): read as a ratio of 1, no velocity")
        } else if !valid {
            Self.report(arguments, "read as a ratio of 1, no velocity")
        }
    }

    /// A spring of a mass on a spring with a stiffness and a damping, as
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`; the animator runs for its settling time.
    ///
    /// Values the core's ``/Choreograph/Spring`` refuses (a mass or stiffness that is not positive, a negative
    /// damping, anything not finite, a motion too fast or too large to compute) are reported
    /// (``Diagnostic/Code/timingParametersInvalid``) and the spring is critically damped with mass 1 and stiffness 100.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let made = try? Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(velocity.dx))
        (form, initialVelocity) = Self.own(
            made, velocity, "mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(velocity)")
    }

    /// A spring with a perceptual duration and a bounce, as `UISpringTimingParameters(duration:bounce:)`; the
    /// animator runs for its settling time. Invalid values are reported and read as the critically damped fallback
    /// of ``init(mass:stiffness:damping:initialVelocity:)``.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with a perceptual duration, a bounce (−1…1, 0 critically damped) and an initial velocity, as
    /// `UISpringTimingParameters(duration:bounce:initialVelocity:)`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let made = try? Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx))
        (form, initialVelocity) = Self.own(
            made, velocity, "duration: \(duration), bounce: \(bounce), initialVelocity: \(velocity)")
    }

    /// ``TimingCurveType/spring``.
    public var timingCurveType: TimingCurveType { .spring }
    /// `nil`: no cubic curve.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The host's timing for an animator of `duration` seconds.
    func timing(forDuration duration: TimeInterval) -> TimingParameters {
        switch form {
        case .own(let timing):
            return timing
        case .fitted(let ratio):
            let seconds = duration.isFinite && duration >= 0 ? duration : 0
            do {
                return .spring(
                    try Spring(dampingRatio: ratio, duration: seconds, initialVelocity: Double(initialVelocity.dx)))
            } catch {
                // Not reached for the values the initializer keeps; reported rather than hidden if it is.
                Self.report(
                    "dampingRatio: \(ratio), initialVelocity: \(initialVelocity)",
                    "with \(error) for a duration of \(seconds) s: read as a ratio of 1, no velocity")
                return Self.fittedFallback(duration: seconds)
            }
        }
    }

    /// The spring used when the values given are refused: critically damped, mass 1, stiffness 100.
    private static var fallback: TimingParameters {
        // Mass 1, stiffness 100 and damping 20 (2√(mass × stiffness)) are all valid, so the spring is always made.
        (try? Spring(mass: 1, stiffness: 100, damping: 20)).map { .spring($0) } ?? .default
    }

    /// The spring a refused damping ratio is read as: a ratio of 1 with no velocity, fitted to `duration`.
    private static func fittedFallback(duration: TimeInterval) -> TimingParameters {
        // A ratio of 1 at rest is fitted for every duration (the core clamps it to 0.01…10 s).
        (try? Spring(dampingRatio: 1, duration: duration)).map { .spring($0) } ?? fallback
    }

    /// The form and velocity of a spring with a motion of its own: `spring` with `velocity`, or — when the core
    /// refused the values (`spring` is `nil`) — the fallback with no velocity, reported with the `arguments`.
    private static func own(_ spring: Spring?, _ velocity: CGVector, _ arguments: String) -> (Form, CGVector) {
        if let spring { return (.own(.spring(spring)), velocity) }
        report(arguments, "refused by the spring's rules; critically damped, mass 1, stiffness 100")
        return (.own(fallback), CGVector(dx: 0, dy: 0))
    }

    private static func report(_ arguments: String, _ outcome: String) {
        HostEnvironment.current.diagnostics.report(
            .timingParametersInvalid, "SpringTimingParameters(\(arguments)): \(outcome)")
    }
}
