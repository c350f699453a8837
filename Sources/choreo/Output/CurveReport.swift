import Choreograph

/// A timing curve sampled at evenly spaced x; encodes as `{"name", "controlPoints", "samples": [{"x", "y"}]}`.
struct CurveReport: SampledReport {
    /// One point of the curve.
    struct Sample: Encodable {
        /// Time fraction in [0, 1].
        var x: Double
        /// Progress at `x`.
        var y: Double
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

    private enum CodingKeys: String, CodingKey {
        case name, controlPoints, samples
    }

    /// Writes `name`, `controlPoints` as `[x1, y1, x2, y2]` and `samples`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode([curve.x1, curve.y1, curve.x2, curve.y2], forKey: .controlPoints)
        try container.encode(samples, forKey: .samples)
    }
}
