import Foundation

/// The closed-form solution of a spring going from 0 to 1, with its coefficients computed once.
///
/// Written as the displacement from rest, y = x − 1, with y(0) = −1 and y'(0) = v₀.
struct SpringMotion: Sendable {
    private enum Regime: Sendable {
        /// y = e^(−decay·t)·(a·cos(ω_d·t) + b·sin(ω_d·t))
        case underdamped(decay: Double, dampedFrequency: Double, a: Double, b: Double)
        /// y = (a + b·t)·e^(−ω₀·t)
        case critical(frequency: Double, a: Double, b: Double)
        /// y = c1·e^(r1·t) + c2·e^(r2·t)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    private let regime: Regime
    private let initialVelocity: Double
    /// The settling duration (<doc:TimingCurvesAndSprings#Settling-duration>), computed once.
    let settlingDuration: Double

    /// The settling threshold: the spring has settled once it stays within 0.001 of the distance.
    static let epsilon = 0.001

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double, allowsOverdamping: Bool) {
        let omega = (stiffness / mass).squareRoot()
        // √k·√m rather than √(k·m), which overflows or underflows for a large or small stiffness and mass.
        let zeta = damping / (2 * stiffness.squareRoot() * mass.squareRoot())
        initialVelocity = v0
        let regime: Regime
        if abs(zeta - 1) < 1e-9 || (zeta > 1 && !allowsOverdamping) {
            regime = .critical(frequency: omega, a: -1, b: v0 - omega)
        } else if zeta < 1 {
            let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
            let decay = zeta * omega
            regime = .underdamped(
                decay: decay, dampedFrequency: dampedFrequency, a: -1, b: (v0 - decay) / dampedFrequency)
        } else {
            // √(ζ² − 1) as a product, which does not overflow for a large ζ; the slow rate as ω/(ζ + √(ζ² − 1)) rather
            // than ω·(ζ − √(ζ² − 1)), which cancels to 0 once ζ is large (a light mass on a stiff damper).
            let root = (zeta - 1).squareRoot() * (zeta + 1).squareRoot()
            let r1 = -omega / (zeta + root)
            let r2 = -omega * (zeta + root)
            // c1 + c2 = −1, r1·c1 + r2·c2 = v0.
            let c2 = (v0 + r1) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: -1 - c2, c2: c2)
        }
        self.regime = regime
        settlingDuration = Self.settlingDuration(regime: regime)
    }

    /// Whether the motion's values and velocities are finite at every time: its rates, its coefficients and the
    /// products its velocity is made of are finite, and no coefficient exceeds 1e300, so that a sum of two of them
    /// cannot overflow. A rate may be as large as a finite number goes: a mode that fast has decayed by any time after
    /// 0.
    var isComputable: Bool {
        let numbers: [Double]
        let coefficients: [Double]
        switch regime {
        case .underdamped(let decay, let dampedFrequency, let a, let b):
            coefficients = [a, b]
            numbers = [decay, dampedFrequency, -decay * a + dampedFrequency * b, -decay * b - dampedFrequency * a]
        case .critical(let frequency, let a, let b):
            coefficients = [a, b]
            numbers = [frequency, b - frequency * a, frequency * b]
        case .overdamped(let r1, let r2, let c1, let c2):
            coefficients = [c1, c2]
            numbers = [r1, r2, c1 * r1, c2 * r2]
        }
        return numbers.allSatisfy(\.isFinite) && coefficients.allSatisfy { abs($0) <= 1e300 }
    }

    /// x(t), 0 for t ≤ 0 or NaN.
    func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        // At the end of time every spring that settles is at rest; one that never does is read there as at rest too.
        guard time < .infinity else { return 1 }
        return Self.value(of: regime, at: time)
    }

    /// x'(t), the initial velocity for t ≤ 0 or NaN.
    func velocity(at time: Double) -> Double {
        guard time > 0 else { return initialVelocity }
        guard time < .infinity else { return 0 }
        switch regime {
        case .underdamped(let decay, let dampedFrequency, let a, let b):
            let envelope = exp(-decay * time)
            guard envelope != 0 else { return 0 }
            let (sine, cosine) = FastTrigonometry.sineCosine(Self.phase(dampedFrequency, time))
            return envelope
                * ((-decay * a + dampedFrequency * b) * cosine + (-decay * b - dampedFrequency * a) * sine)
        case .critical(let frequency, let a, let b):
            // Once the decay is below the smallest number, the spring is at rest, however long the line a + b·t has
            // grown (which would make 0 · ∞).
            let decay = exp(-frequency * time)
            return decay == 0 ? 0 : decay * (b - frequency * (a + b * time))
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * r1 * exp(r1 * time) + c2 * r2 * exp(r2 * time)
        }
    }

    private static func settlingDuration(regime: Regime) -> Double {
        let cap = Spring.maximumSettlingDuration
        switch regime {
        case .underdamped(let decay, _, let a, let b):
            guard decay > 0 else { return cap }
            let duration = log((abs(a) + abs(b)) / epsilon) / decay
            return duration.isFinite ? min(max(duration, 0), cap) : cap
        case .critical, .overdamped:
            // Sample every 0.1 s; the first time the value is within ε and stays there for more than a second.
            var holdStart: Double?
            var step = 0
            while true {
                let time = Double(step) / 10
                if time > cap { return cap }
                if abs(1 - Self.value(of: regime, at: time)) < epsilon {
                    if let start = holdStart {
                        if time - start > 1 { return start }
                    } else {
                        holdStart = time
                    }
                } else {
                    holdStart = nil
                }
                step += 1
            }
        }
    }

    /// ω_d·t, or, where that product overflows (an undamped spring followed for an enormous time), the same angle
    /// taken within one period.
    private static func phase(_ dampedFrequency: Double, _ time: Double) -> Double {
        let phase = dampedFrequency * time
        return phase.isFinite ? phase : dampedFrequency * fmod(time, 2 * Double.pi / dampedFrequency)
    }

    private static func value(of regime: Regime, at time: Double) -> Double {
        switch regime {
        case .underdamped(let decay, let dampedFrequency, let a, let b):
            // Once the envelope is below the smallest number the spring is at rest, whatever the phase.
            let envelope = exp(-decay * time)
            guard envelope != 0 else { return 1 }
            let (sine, cosine) = FastTrigonometry.sineCosine(phase(dampedFrequency, time))
            return 1 + envelope * (a * cosine + b * sine)
        case .critical(let frequency, let a, let b):
            let decay = exp(-frequency * time)
            return decay == 0 ? 1 : 1 + (a + b * time) * decay
        case .overdamped(let r1, let r2, let c1, let c2):
            return 1 + c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
    }
}
