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
    /// A ratio that is not finite or not positive, or a velocity that is not finite, is reported
    /// (``Diagnostic/Code/timingParametersInvalid``) and read as a ratio of 1 with no velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let valid = ratio.isFinite && ratio > 0 && velocity.dx.isFinite && velocity.dy.isFinite
        form = .fitted(dampingRatio: valid ? Double(ratio) : 1)
        initialVelocity = valid ? velocity : CGVector(dx: 0, dy: 0)
        if !valid {
            Self.report("dampingRatio: \(ratio), initialVelocity: \(velocity)", "read as a ratio of 1, no velocity")
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
            let fitted = try? Spring(
                dampingRatio: ratio, duration: seconds, initialVelocity: Double(initialVelocity.dx))
            return fitted.map { .spring($0) } ?? .default
        }
    }

    /// The spring used when the values given are refused: critically damped, mass 1, stiffness 100.
    private static var fallback: TimingParameters {
        // Mass 1, stiffness 100 and damping 20 (2√(mass × stiffness)) are all valid, so the spring is always made.
        (try? Spring(mass: 1, stiffness: 100, damping: 20)).map { .spring($0) } ?? .default
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
