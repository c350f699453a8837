import Choreograph

/// A timing curve sampled at evenly spaced x; its JSON is `{"name", "controlPoints", "samples": [{"x", "y"}]}`.
struct CurveReport: SampledReport {
    /// One point of the curve.
    struct Sample {
        /// Time fraction in [0, 1].
        var x: Double
        /// Progress at `x`.
        var y: Double
    }

    /// The keys of the report's JSON object.
    enum Key: String {
        /// The preset's name or `cubic-bezier(…)`.
        case name
        /// `[x1, y1, x2, y2]`.
        case controlPoints
        /// `[{"x", "y"}]`.
        case samples
    }

    /// The keys of a sample's JSON object.
    enum SampleKey: String {
        /// Time fraction.
        case x
        /// Progress.
        case y
    }

    /// The preset's name, or `cubic-bezier(…)`.
    var name: String
    /// The sampled curve.
    var curve: CubicBezier
    /// The samples, x evenly spaced from 0 to 1.
    var samples: [Sample]

    /// Samples `curve` at `sampleCount` evenly spaced x, both ends included.
    init(name: String, curve: CubicBezier, sampleCount: Int) {
        self.name = name
        self.curve = curve
        samples = PlotOptions.fractions(count: sampleCount).map { Sample(x: $0, y: curve.value(at: $0)) }
    }

    /// The title shown in the table and the plot: the name, and the control points if the name hides them.
    var title: String { name == curve.cssText ? name : "\(name) = \(curve.cssText)" }

    /// `name`, `controlPoints` as `[x1, y1, x2, y2]`, and `samples`.
    var json: JSONOutput {
        .members([
            Key.name: .string(name),
            .controlPoints: .numbers([curve.x1, curve.y1, curve.x2, curve.y2]),
            .samples: .array(
                samples.map { sample in .members([SampleKey.x: .number(sample.x), .y: .number(sample.y)]) }),
        ])
    }

    /// The control points and every sample.
    var numbers: [Double] {
        [curve.x1, curve.y1, curve.x2, curve.y2] + samples.flatMap { [$0.x, $0.y] }
    }

    /// `curve cubic-bezier(x1,y1,x2,y2)`.
    var parameters: String { "curve \(curve.cssText)" }

    /// What the samples describe.
    var subject: String { "the curve's progress" }
}
