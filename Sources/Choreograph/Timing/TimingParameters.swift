/// How an animation's progress follows its time: the one timing type every animation and timeline track takes.
///
/// Progress is a function of the *fraction* of the animation's duration that has elapsed, 0…1. Curves map the
/// fraction through a cubic Bézier. Springs are stretched so that their ``Spring/duration`` fills the animation: at
/// fraction f the progress is `spring.value(at: f · spring.duration)`, and it is exactly 1 at fraction 1. Progress
/// may leave 0…1 in between (springs overshoot, curves may anticipate).
public enum TimingParameters: Hashable, Sendable {
    /// Progress equals the elapsed fraction.
    case linear
    /// Progress follows a cubic Bézier timing curve.
    case curve(CubicBezier)
    /// Progress follows a spring, stretched over the animation's duration.
    case spring(Spring)

    /// The timing `UIView.animate` uses when none is given: ``CubicBezier/easeInOut``.
    public static let `default` = TimingParameters.curve(.easeInOut)

    /// The progress at `fraction` of the duration; the fraction is clamped to 0…1 (NaN reads as 0).
    @inline(__always)
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch self {
        case .linear:
            return fraction
        case .curve(let curve):
            return curve.value(at: fraction)
        case .spring(let spring):
            return spring.value(at: fraction * spring.duration)
        }
    }

    /// The rate of progress per unit of fraction at `fraction` (clamped to 0…1): 1 for ``linear``, the curve's slope,
    /// or the spring's velocity multiplied by its duration.
    ///
    /// Multiply by the animation's duration to get progress per second; a host uses it to carry velocity across an
    /// interruption.
    public func rate(at fraction: Double) -> Double {
        let clamped = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        switch self {
        case .linear:
            return 1
        case .curve(let curve):
            return curve.slope(at: clamped)
        case .spring(let spring):
            return spring.velocity(at: clamped * spring.duration) * spring.duration
        }
    }

    /// Whether progress never leaves 0…1: linear timing, and curves whose control points' progress lies inside 0…1
    /// (a Bézier stays inside the hull of its control points). Springs answer `false`: they may overshoot.
    var progressStaysInUnitRange: Bool {
        switch self {
        case .linear: true
        case .curve(let curve): (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
        case .spring: false
        }
    }

    /// Whether progress equals the elapsed fraction: ``linear``, or a curve equal to ``CubicBezier/linear``.
    var isLinear: Bool {
        switch self {
        case .linear: true
        case .curve(let curve): curve == .linear
        case .spring: false
        }
    }

    /// The duration the timing asks for itself: a spring's ``Spring/duration``; `nil` for curves and linear timing,
    /// which take the animation's.
    public var preferredDuration: Double? {
        if case .spring(let spring) = self { return spring.duration }
        return nil
    }
}
