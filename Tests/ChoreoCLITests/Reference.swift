import Foundation

/// Independent reference values, written from the formulas rather than taken from the core.
enum Reference {
    /// y of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) at `x`, found by bisection on the parameter.
    static func bezierY(at x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }

    /// Value and velocity at `t` of an underdamped spring from 0 to 1 with normalized initial velocity `v0`:
    /// x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t).
    static func underdampedSpring(
        mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double, at t: Double
    ) -> (value: Double, velocity: Double) {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        precondition(zeta < 1, "underdamped only")
        let decay = zeta * omega0
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let b = (decay - v0) / omegaD
        let envelope = exp(-decay * t)
        let displacement = envelope * (cos(omegaD * t) + b * sin(omegaD * t))
        let slope = -decay * displacement + envelope * omegaD * (b * cos(omegaD * t) - sin(omegaD * t))
        return (1 - displacement, -slope)
    }
}
