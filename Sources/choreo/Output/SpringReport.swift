import Choreograph

/// A spring sampled at evenly spaced times over [0, settlingDuration]; encodes as
/// `{"mass", "stiffness", "damping", "dampingRatio", "settlingDuration", "samples": [{"t", "value", "velocity"}]}`.
struct SpringReport: SampledReport {
    /// The spring's state at one time.
    struct Sample: Encodable {
        /// Time in seconds.
        var t: Double
        /// Progress, 0 at the start and settling at 1.
        var value: Double
        /// Normalized velocity: distances per second.
        var velocity: Double
    }

    /// The sampled spring.
    var spring: Spring
    /// The samples, evenly spaced from 0 to the settling duration.
    var samples: [Sample]

    /// Samples `spring` at `sampleCount` evenly spaced times over [0, settlingDuration], both ends included.
    init(spring: Spring, sampleCount: Int) {
        self.spring = spring
        let end = spring.settlingDuration
        samples = PlotOptions.fractions(count: sampleCount).map { fraction in
            let t = fraction * end
            return Sample(t: t, value: spring.value(at: t), velocity: spring.velocity(at: t))
        }
    }

    /// One line describing the spring, for the table and the plot.
    var summary: String {
        let parts = [
            "mass \(NumberText.trimmed(spring.mass))",
            "stiffness \(NumberText.trimmed(spring.stiffness))",
            "damping \(NumberText.trimmed(spring.damping))",
            "damping ratio \(NumberText.trimmed(spring.dampingRatio))",
            "initial velocity \(NumberText.trimmed(spring.initialVelocity))",
            "settles in \(NumberText.trimmed(spring.settlingDuration)) s",
        ]
        return "Spring: " + parts.joined(separator: ", ")
    }

    private enum CodingKeys: String, CodingKey {
        case mass, stiffness, damping, dampingRatio, settlingDuration, samples
    }

    /// Writes the spring's parameters, its damping ratio and settling duration, and the samples.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spring.mass, forKey: .mass)
        try container.encode(spring.stiffness, forKey: .stiffness)
        try container.encode(spring.damping, forKey: .damping)
        try container.encode(spring.dampingRatio, forKey: .dampingRatio)
        try container.encode(spring.settlingDuration, forKey: .settlingDuration)
        try container.encode(samples, forKey: .samples)
    }
}
