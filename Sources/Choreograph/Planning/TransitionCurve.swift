/// How a planned transition's progress follows its time: a Bézier curve or a spring in any of ``Spring``'s four
/// forms.
///
/// A curve is kept as its parameters and built when the transition is planned, so that a spring can be fitted to
/// the transition's duration and a bad parameter is reported by the ``Planner`` as a ``PlanningError``.
public enum TransitionCurve: Hashable, Sendable {
    /// A cubic Bézier timing curve, eased over the transition's duration.
    case bezier(CubicBezier)
    /// One of the Bézier curves of ``CubicBezier/presets`` by name: `linear`, `easeIn`, `easeOut`, `easeInOut` or
    /// `default`.
    case named(String)
    /// A spring from its physical constants (``Spring/init(mass:stiffness:damping:initialVelocity:allowsOverdamping:)``);
    /// the transition lasts the spring's settling duration.
    case springConstants(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    /// UIKit's spring (``Spring/init(dampingRatio:duration:initialVelocity:)``), fitted to the transition's duration.
    case springDampingRatio(Double, initialVelocity: Double)
    /// SwiftUI's spring (``Spring/init(response:dampingFraction:initialVelocity:)``); the transition lasts the
    /// spring's settling duration.
    case springResponse(Double, dampingFraction: Double, initialVelocity: Double)
    /// The perceptual spring (``Spring/init(duration:bounce:initialVelocity:)``); the transition lasts the spring's
    /// settling duration.
    case springDuration(Double, bounce: Double, initialVelocity: Double)

    /// The timing and the duration this curve gives a transition whose duration would otherwise be `duration`.
    ///
    /// - Throws: ``PlanningError/unknownCurve(name:)`` for a name that is not a preset, or
    ///   ``PlanningError/invalidTiming(_:)`` when a spring's parameters break a rule of ``Spring``.
    public func resolved(duration: Double) throws(PlanningError) -> (timing: TimingParameters, duration: Double) {
        do {
            switch self {
            case .bezier(let curve):
                return (.curve(curve), duration)
            case .named(let name):
                guard let curve = CubicBezier.named(name) else { throw PlanningError.unknownCurve(name: name) }
                return (.curve(curve), duration)
            case .springConstants(let mass, let stiffness, let damping, let velocity):
                let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
                return (.spring(spring), spring.duration)
            case .springDampingRatio(let ratio, let velocity):
                let spring = try Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
                return (.spring(spring), duration)
            case .springResponse(let response, let fraction, let velocity):
                let spring = try Spring(response: response, dampingFraction: fraction, initialVelocity: velocity)
                return (.spring(spring), spring.duration)
            case .springDuration(let perceptual, let bounce, let velocity):
                let spring = try Spring(duration: perceptual, bounce: bounce, initialVelocity: velocity)
                return (.spring(spring), spring.duration)
            }
        } catch let error as TimingError {
            throw .invalidTiming(error)
        } catch let error as PlanningError {
            throw error
        } catch {
            throw .effectFailed(effect: "timing", message: "\(error)")
        }
    }

    /// Whether the curve sets the transition's duration itself (every spring but ``springDampingRatio(_:initialVelocity:)``).
    public var setsItsOwnDuration: Bool {
        switch self {
        case .springConstants, .springResponse, .springDuration: true
        case .bezier, .named, .springDampingRatio: false
        }
    }
}

/// The timing a transition asks for: a duration and a curve, each optional so that what is not given falls back
/// (to the other side of an asymmetric transition's timing, then to ``TransitionDefaults``).
public struct TransitionTiming: Hashable, Sendable {
    /// The duration in seconds, or `nil` for the default. Default `nil`.
    public var duration: Double?
    /// The curve, or `nil` for the default. Default `nil`.
    public var curve: TransitionCurve?

    /// Creates a timing.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds. Default `nil`.
    ///   - curve: The curve. Default `nil`.
    public init(duration: Double? = nil, curve: TransitionCurve? = nil) {
        self.duration = duration
        self.curve = curve
    }

    /// This timing, with what it leaves out taken from `fallback`.
    public func merged(over fallback: TransitionTiming) -> TransitionTiming {
        TransitionTiming(duration: duration ?? fallback.duration, curve: curve ?? fallback.curve)
    }
}
