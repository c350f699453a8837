import Foundation

/// A damped spring that carries a value from 0 to 1, solved exactly.
///
/// The motion obeys `m·x'' + c·x' + k·(x − 1) = 0` with `x(0) = 0` and `x'(0) = initialVelocity`. The solution is
/// analytic in all three damping regimes (under-, critically and over-damped), so ``value(at:)`` and
/// ``velocity(at:)`` cost a few floating-point operations and never drift.
///
/// Four parameterizations are offered, matching UIKit, SwiftUI and Core Animation
/// (<doc:TimingCurvesAndSprings#Springs>):
/// - ``init(mass:stiffness:damping:initialVelocity:allowsOverdamping:)`` — the physical constants;
///   the spring's ``duration`` is its own ``settlingDuration``.
/// - ``init(dampingRatio:duration:initialVelocity:)`` — UIKit's `usingSpringWithDamping`: the spring is fitted
///   so that it settles at the given duration, which it keeps.
/// - ``init(response:dampingFraction:initialVelocity:)`` — SwiftUI's response and damping fraction.
/// - ``init(duration:bounce:initialVelocity:)`` — the iOS 17 perceptual duration and bounce.
///
/// Initial velocity is normalized: 1.0 covers the whole distance in one second
/// (<doc:TimingCurvesAndSprings#Initial-velocity>).
public struct Spring: Sendable {
    /// The mass of the moving object; greater than 0. Default 1.
    public let mass: Double
    /// The spring constant k; greater than 0.
    public let stiffness: Double
    /// The damping coefficient c; 0 or greater.
    public let damping: Double
    /// The velocity at time 0, in distances per second (1.0 covers the whole distance in one second). Default 0.
    public let initialVelocity: Double
    /// Whether a damping ratio above 1 produces an over-damped motion. Default `true`.
    ///
    /// When `false`, an over-damped spring moves as a critically damped spring of the same natural frequency,
    /// which is what Core Animation does unless told otherwise.
    public let allowsOverdamping: Bool
    /// How long an animation driven by this spring runs, in seconds.
    ///
    /// The spring's ``settlingDuration``, except for ``init(dampingRatio:duration:initialVelocity:)``, which keeps
    /// the duration it was fitted to.
    public let duration: Double
    /// Whether the spring was fitted to a duration (``init(dampingRatio:duration:initialVelocity:)``) and so takes
    /// the duration of the animation it drives, as `UISpringTimingParameters(dampingRatio:)` does. The other
    /// parameterizations describe the motion completely: an animator given such a spring runs for the spring's own
    /// ``duration`` whatever duration it was given, as UIKit runs `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    public var isFittedToDuration: Bool { fittedDuration }

    private let fittedDuration: Bool
    private let motion: SpringMotion

    // MARK: - Parameterizations

    /// Creates a spring from its physical constants.
    ///
    /// - Parameters:
    ///   - mass: Greater than 0. Default 1.
    ///   - stiffness: Greater than 0.
    ///   - damping: 0 or greater. A damping of 0 never settles; see ``settlingDuration``.
    ///   - initialVelocity: Normalized velocity at time 0. Default 0.
    ///   - allowsOverdamping: Whether a damping ratio above 1 is honoured. Default `true`.
    /// - Throws: ``TimingError`` naming the first parameter that is not finite or is out of range, or the one that
    ///   makes the motion too fast or too large to compute (the initial velocity when the spring at rest is
    ///   computable, otherwise the mass, stiffness or damping farthest from 1 in magnitude).
    public init(
        mass: Double = 1,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double = 0,
        allowsOverdamping: Bool = true
    ) throws(TimingError) {
        try TimingError.requirePositive(mass, "mass")
        try TimingError.requirePositive(stiffness, "stiffness")
        try TimingError.requireNonNegative(damping, "damping")
        try TimingError.requireFinite(initialVelocity, "initialVelocity")
        self.init(
            validMass: mass,
            stiffness: stiffness,
            damping: damping,
            initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping,
            duration: nil
        )
        try requireComputable([("mass", mass), ("stiffness", stiffness), ("damping", damping)])
    }

    /// Creates a spring fitted to a duration, as `UIView.animate(withDuration:…usingSpringWithDamping:…)` and
    /// `UISpringTimingParameters(dampingRatio:)` do (<doc:TimingCurvesAndSprings#Fitting-a-spring-to-a-duration>).
    ///
    /// The mass is 1. The damping ratio is clamped to at most 1 and the duration to 0.01…10 s, as UIKit does. The
    /// natural frequency ω₀ is found so that the envelope of the displacement has decayed to 0.001 of the distance
    /// at the duration: for ζ < 1, `|(ζω₀ − v₀)/(ω₀√(1−ζ²))|·e^(−ζω₀D) = 0.001`; for ζ = 1,
    /// `((ω₀ − v₀)·D + 1)·e^(−ω₀D) = 0.001`. Newton's method starts from 5/D; when it cannot converge, the largest
    /// root on a logarithmic grid is used, and when there is none, ω₀ = ln(1000)/(ζD).
    ///
    /// - Parameters:
    ///   - dampingRatio: Greater than 0; values above 1 are treated as 1.
    ///   - duration: 0 or greater; kept as the spring's ``duration`` after clamping to 0.01…10 s.
    ///   - initialVelocity: Normalized velocity at time 0. Default 0.
    /// - Throws: ``TimingError`` when a parameter is not finite, the damping ratio is not positive, the duration
    ///   is negative, or the fitted motion is too fast or too large to compute (a damping ratio so small that the
    ///   fitted stiffness overflows, or an enormous initial velocity).
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) throws(TimingError) {
        try TimingError.requirePositive(dampingRatio, "dampingRatio")
        try TimingError.requireNonNegative(duration, "duration")
        try TimingError.requireFinite(initialVelocity, "initialVelocity")
        let zeta = min(dampingRatio, 1)
        let clampedDuration = min(max(duration, 0.01), 10)
        let omega = SpringFit.naturalFrequency(
            dampingRatio: zeta,
            duration: clampedDuration,
            initialVelocity: initialVelocity
        )
        self.init(
            validMass: 1,
            stiffness: omega * omega,
            damping: 2 * zeta * omega,
            initialVelocity: initialVelocity,
            allowsOverdamping: true,
            duration: clampedDuration
        )
        try requireComputable([("dampingRatio", dampingRatio)])
    }

    /// Creates a spring from SwiftUI's response and damping fraction:
    /// stiffness = (2π/response)², damping = 4π·dampingFraction/response, mass 1.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring, in seconds; greater than 0. SwiftUI's customary value is 0.5;
    ///     it has no default here so that `Spring()` unambiguously means ``init(duration:bounce:initialVelocity:)``.
    ///   - dampingFraction: The damping ratio; 0 or greater. Default 0.825.
    ///   - initialVelocity: Normalized velocity at time 0. Default 0.
    /// - Throws: ``TimingError`` when a parameter is not finite or out of range, or the motion is too fast or too
    ///   large to compute.
    public init(response: Double, dampingFraction: Double = 0.825, initialVelocity: Double = 0)
        throws(TimingError)
    {
        try TimingError.requirePositive(response, "response")
        try TimingError.requireNonNegative(dampingFraction, "dampingFraction")
        try TimingError.requireFinite(initialVelocity, "initialVelocity")
        let omega = 2 * Double.pi / response
        self.init(
            validMass: 1,
            stiffness: omega * omega,
            damping: 4 * Double.pi * dampingFraction / response,
            initialVelocity: initialVelocity,
            allowsOverdamping: true,
            duration: nil
        )
        try requireComputable([("response", response)])
    }

    /// Creates a spring from the iOS 17 perceptual duration and bounce: stiffness = (2π/duration)², damping =
    /// 4π(1 − bounce)/duration for bounce ≥ 0 and 4π/(duration·(1 + bounce)) for bounce < 0, mass 1.
    ///
    /// A bounce of 1 gives an undamped spring (see ``settlingDuration``). A bounce of −1 would need infinite damping;
    /// bounces below −0.99 are treated as −0.99.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds; greater than 0. Default 0.5.
    ///   - bounce: In −1…1; 0 is critically damped, positive values bounce. Default 0.
    ///   - initialVelocity: Normalized velocity at time 0. Default 0.
    /// - Throws: ``TimingError`` when a parameter is not finite or out of range, or the motion is too fast or too
    ///   large to compute.
    public init(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) throws(TimingError) {
        try TimingError.requirePositive(duration, "duration")
        try TimingError.require(bounce, in: -1...1, "bounce")
        try TimingError.requireFinite(initialVelocity, "initialVelocity")
        let omega = 2 * Double.pi / duration
        let damping =
            bounce >= 0
            ? 4 * Double.pi * (1 - bounce) / duration
            : 4 * Double.pi / (duration * (1 + max(bounce, -0.99)))
        self.init(
            validMass: 1,
            stiffness: omega * omega,
            damping: damping,
            initialVelocity: initialVelocity,
            allowsOverdamping: true,
            duration: nil
        )
        try requireComputable([("duration", duration)])
    }

    private init(
        validMass mass: Double,
        stiffness: Double,
        damping: Double,
        initialVelocity: Double,
        allowsOverdamping: Bool,
        duration: Double?,
        fitted: Bool? = nil
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
        let motion = SpringMotion(
            mass: mass,
            stiffness: stiffness,
            damping: damping,
            initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping
        )
        self.motion = motion
        self.duration = duration ?? motion.settlingDuration
        fittedDuration = fitted ?? (duration != nil)
    }

    /// Throws when the motion cannot be computed (``SpringMotion/isComputable``): a rate or a coefficient that is not
    /// finite or overflows, as a spring fitted to a duration with a vanishing damping ratio, a vanishing mass or
    /// response, or an enormous initial velocity gives. The error names the initial velocity when the same spring at
    /// rest would be computable, and otherwise the one of `parameters` farthest from 1 in magnitude (a damping of 0
    /// aside), the one that drives a rate or a coefficient out of range.
    private func requireComputable(_ parameters: [(name: String, value: Double)]) throws(TimingError) {
        guard !motion.isComputable else { return }
        let rule = "gives a spring motion too fast or too large to compute (its rates or coefficients overflow)"
        let atRest = SpringMotion(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0,
            allowsOverdamping: allowsOverdamping)
        if initialVelocity != 0, atRest.isComputable {
            throw TimingError(parameter: "initialVelocity", value: initialVelocity, rule: rule)
        }
        let extreme =
            parameters.filter { $0.value != 0 }.max { abs(log($0.value)) < abs(log($1.value)) } ?? parameters[0]
        throw TimingError(parameter: extreme.name, value: extreme.value, rule: rule)
    }

    // MARK: - Derived constants

    /// The damping ratio ζ = damping / (2·√(stiffness·mass)): below 1 the spring overshoots, 1 is critical.
    public var dampingRatio: Double {
        damping / (2 * stiffness.squareRoot() * mass.squareRoot())
    }

    /// The undamped natural frequency ω₀ = √(stiffness/mass), in radians per second.
    public var naturalFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// The longest ``settlingDuration`` reported, in seconds: 60.
    ///
    /// An undamped spring (damping 0, or bounce 1) never settles; its settling duration is reported as this cap.
    public static let maximumSettlingDuration: Double = 60

    /// How long the spring takes to come to rest, as Core Animation's `settlingDuration` computes it
    /// (<doc:TimingCurvesAndSprings#Settling-duration>).
    ///
    /// With ε = 0.001: under-damped, `ln((|A| + |B|)/ε)/(ζω₀)` with A = 1 and B = (ζω₀ − v₀)/ω_d; critically and
    /// over-damped, the first multiple of 0.1 s from which `|1 − x| < ε` holds for more than a second. Capped at
    /// ``maximumSettlingDuration``.
    public var settlingDuration: Double {
        motion.settlingDuration
    }

    // MARK: - Motion

    /// The value at `time` seconds: 0 at time 0 (and before), approaching 1. NaN is read as time 0, and +∞ as the end
    /// of the motion, at rest at 1 (an undamped spring, which never settles, included).
    public func value(at time: Double) -> Double {
        motion.value(at: time)
    }

    /// The velocity at `time` seconds, in distances per second: ``initialVelocity`` at time 0 (and before), 0 at +∞.
    public func velocity(at time: Double) -> Double {
        motion.velocity(at: time)
    }

    /// A copy of this spring with another initial velocity; every other constant, the duration included, is kept.
    public func withInitialVelocity(_ velocity: Double) throws(TimingError) -> Spring {
        try TimingError.requireFinite(velocity, "initialVelocity")
        return Spring(
            validMass: mass,
            stiffness: stiffness,
            damping: damping,
            initialVelocity: velocity,
            allowsOverdamping: allowsOverdamping,
            duration: duration,
            fitted: isFittedToDuration
        )
    }
}

// MARK: - Equatable and Hashable

extension Spring: Hashable {
    /// Springs are equal when their constants, initial velocity, overdamping rule, duration and whether they were
    /// fitted to it are equal.
    public static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity && lhs.allowsOverdamping == rhs.allowsOverdamping
            && lhs.duration == rhs.duration && lhs.isFittedToDuration == rhs.isFittedToDuration
    }

    /// Hashes the same values that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
        hasher.combine(initialVelocity)
        hasher.combine(allowsOverdamping)
        hasher.combine(duration)
        hasher.combine(isFittedToDuration)
    }
}

extension Spring: CustomStringConvertible {
    /// A one-line summary: mass, stiffness, damping, damping ratio and duration.
    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), dampingRatio: \(dampingRatio), "
            + "initialVelocity: \(initialVelocity), duration: \(duration))"
    }
}
