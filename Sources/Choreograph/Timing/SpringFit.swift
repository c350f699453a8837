import Foundation

/// Finds the natural frequency of a spring fitted to a duration, as UIKit does for damping-ratio springs
/// (<doc:TimingCurvesAndSprings#Fitting-a-spring-to-a-duration>).
enum SpringFit {
    /// The decayed fraction of the distance at which the fitted spring counts as settled.
    static let epsilon = 0.001

    /// The natural frequency ω₀ for which the envelope of the displacement decays to ``epsilon`` at `duration`.
    ///
    /// - Parameters:
    ///   - zeta: Damping ratio in (0, 1].
    ///   - duration: Positive duration in seconds.
    ///   - v0: Normalized initial velocity.
    static func naturalFrequency(dampingRatio zeta: Double, duration: Double, initialVelocity v0: Double) -> Double {
        if let omega = newton(zeta: zeta, duration: duration, v0: v0) {
            return omega
        }
        if let omega = largestGridRoot(zeta: zeta, duration: duration, v0: v0) {
            return omega
        }
        // No root: the envelope is below ε for every ω. Fall back to the plain decay e^(−ζω₀D) = ε.
        return -log(epsilon) / (zeta * duration)
    }

    /// ln(envelope(ω)) − ln(ε) and its derivative; `nil` where the envelope is 0 or undefined.
    static func logResidual(omega: Double, zeta: Double, duration: Double, v0: Double) -> (
        value: Double, slope: Double
    )? {
        guard omega > 0 else { return nil }
        if zeta < 1 {
            let numerator = zeta * omega - v0
            guard numerator != 0 else { return nil }
            let value =
                log(abs(numerator)) - log(omega * (1 - zeta * zeta).squareRoot()) - zeta * omega * duration
                - log(epsilon)
            let slope = zeta / numerator - 1 / omega - zeta * duration
            return (value, slope)
        } else {
            let linear = (omega - v0) * duration + 1
            guard linear > 0 else { return nil }
            let value = log(linear) - omega * duration - log(epsilon)
            let slope = duration / linear - duration
            return (value, slope)
        }
    }

    private static func newton(zeta: Double, duration: Double, v0: Double) -> Double? {
        var omega = 5 / duration
        for _ in 0..<100 {
            guard let residual = logResidual(omega: omega, zeta: zeta, duration: duration, v0: v0),
                residual.slope != 0
            else { return nil }
            let next = omega - residual.value / residual.slope
            guard next.isFinite, next > 0 else { return nil }
            if abs(next - omega) <= 1e-12 * max(1, omega) {
                return next
            }
            omega = next
        }
        return nil
    }

    /// The largest ω on a logarithmic grid where the residual changes sign, refined by bisection.
    private static func largestGridRoot(zeta: Double, duration: Double, v0: Double) -> Double? {
        func residual(_ omega: Double) -> Double {
            logResidual(omega: omega, zeta: zeta, duration: duration, v0: v0)?.value ?? -.infinity
        }
        let low = 0.01 / duration
        let high = 10_000 / duration
        let steps = 400
        var upper = high
        var upperValue = residual(upper)
        for step in stride(from: steps - 1, through: 0, by: -1) {
            let lower = low * pow(high / low, Double(step) / Double(steps))
            let lowerValue = residual(lower)
            if lowerValue > 0 && upperValue <= 0 {
                var a = lower
                var b = upper
                for _ in 0..<200 {
                    let middle = (a + b) / 2
                    if residual(middle) > 0 { a = middle } else { b = middle }
                }
                return (a + b) / 2
            }
            upper = lower
            upperValue = lowerValue
        }
        return nil
    }
}
