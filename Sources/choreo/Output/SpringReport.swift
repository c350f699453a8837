import Choreograph

/// A spring sampled at evenly spaced times over [0, settlingDuration]; its JSON is
/// `{"mass", "stiffness", "damping", "dampingRatio", "settlingDuration", "samples": [{"t", "value", "velocity"}]}`.
struct SpringReport: SampledReport {
    /// The spring's state at one time.
    struct Sample {
        /// Time in seconds.
        var t: Double
        /// Progress, 0 at the start and settling at 1.
        var value: Double
        /// Normalized velocity: distances per second.
        var velocity: Double
    }

    /// The keys of the report's JSON object.
    enum Key: String {
        /// The spring's mass.
        case mass
        /// Its stiffness.
        case stiffness
        /// Its damping.
        case damping
        /// Its damping ratio.
        case dampingRatio
        /// How long it takes to settle, in seconds.
        case settlingDuration
        /// `[{"t", "value", "velocity"}]`.
        case samples
    }

    /// The keys of a sample's JSON object.
    enum SampleKey: String {
        /// Time in seconds.
        case t
        /// Progress.
        case value
        /// Normalized velocity.
        case velocity
    }

    /// The sampled spring.
    var spring: Spring
    /// The samples, evenly spaced from 0 to the settling duration.
    var samples: [Sample]
    /// The spring's parameters as they were given: `mass = 1.0, stiffness = 100.0, damping = 10.0`.
    var parameters: String

    /// Samples `spring` at `sampleCount` evenly spaced times over [0, settlingDuration], both ends included;
    /// `parameters` names the spring in error lines.
    init(spring: Spring, sampleCount: Int, parameters: String) {
        self.spring = spring
        self.parameters = parameters
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

    /// The spring's parameters, its damping ratio and settling duration, and the samples.
    var json: JSONOutput {
        .members([
            Key.mass: .number(spring.mass),
            .stiffness: .number(spring.stiffness),
            .damping: .number(spring.damping),
            .dampingRatio: .number(spring.dampingRatio),
            .settlingDuration: .number(spring.settlingDuration),
            .samples: .array(
                samples.map { sample in
                    .members([
                        SampleKey.t: .number(sample.t), .value: .number(sample.value),
                        .velocity: .number(sample.velocity),
                    ])
                }),
        ])
    }

    /// The spring's constants, damping ratio, initial velocity and settling duration, and every sample.
    var numbers: [Double] {
        [
            spring.mass, spring.stiffness, spring.damping, spring.dampingRatio, spring.initialVelocity,
            spring.settlingDuration,
        ] + samples.flatMap { [$0.t, $0.value, $0.velocity] }
    }

    /// What the samples describe.
    var subject: String { "the spring's motion" }
}
