/// Runs ``BenchmarkCase``s: a warm-up batch, then `repeats` timed batches of `iterations` runs each, reporting
/// the median time per operation and, in one extra batch, allocations per operation.
struct BenchmarkRunner {
    /// Runs of a case's closure per batch.
    var iterations: Int
    /// Timed batches per case; the median of their per-operation times is reported.
    var repeats = 15
    /// Counts allocations, or nil when counting is unavailable.
    var allocationCounter: AllocationCounter?

    /// Measures `benchmark`.
    func measure(_ benchmark: BenchmarkCase) -> BenchmarkResult {
        let operations = Double(iterations * benchmark.operationsPerRun)
        let batch = {
            for _ in 0..<iterations { benchmark.run() }
        }
        batch()
        let clock = ContinuousClock()
        let nanos = (0..<repeats).map { _ in
            let elapsed = clock.measure(batch)
            let (seconds, attoseconds) = elapsed.components
            return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / operations
        }
        let allocations = allocationCounter.map { Double($0.count(batch)) / operations }
        return BenchmarkResult(name: benchmark.name, nanosPerOp: Self.median(nanos), allocationsPerOp: allocations)
    }

    /// The middle value of `values` (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
