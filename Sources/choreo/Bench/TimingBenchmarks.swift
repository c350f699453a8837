import Choreograph

/// The cases of `choreo bench timing`: the cost of sampling the core's timing functions.
enum TimingBenchmarks {
    /// Operations per run of the sampling cases.
    static let samplesPerRun = 1_000

    /// All cases, in output order.
    static func all() throws -> [BenchmarkCase] {
        [curveSample(), try springSample()]
    }

    /// `timing.curve`: one `CubicBezier.value(at:)` of easeInOut.
    static func curveSample() -> BenchmarkCase {
        let curve = CubicBezier.easeInOut
        let step = 1 / Double(samplesPerRun)
        return BenchmarkCase(name: "timing.curve", operationsPerRun: samplesPerRun) {
            var sum = 0.0
            for index in 0..<samplesPerRun {
                sum += curve.value(at: Double(index) * step)
            }
            blackHole(sum)
        }
    }

    /// `timing.spring`: one `Spring.value(at:)` of an underdamped spring (mass 1, stiffness 100, damping 10).
    static func springSample() throws -> BenchmarkCase {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        let step = spring.settlingDuration / Double(samplesPerRun)
        return BenchmarkCase(name: "timing.spring", operationsPerRun: samplesPerRun) {
            var sum = 0.0
            for index in 0..<samplesPerRun {
                sum += spring.value(at: Double(index) * step)
            }
            blackHole(sum)
        }
    }

    // MARK: - Timeline frame

    // `frame.1000x6` (one frame of a timeline with 1000 tracks of 6 keyframes, operationsPerRun 1) joins `all()`
    // here once the core's Timeline exists; its `budgetShare` is the share of a 120 Hz frame it costs.
}
