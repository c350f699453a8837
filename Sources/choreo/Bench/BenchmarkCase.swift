/// One thing to measure: a named closure that performs `operationsPerRun` operations each time it runs.
///
/// The closure must hand what it computes to ``blackHole(_:)`` so the optimizer cannot drop the work.
struct BenchmarkCase {
    /// The result's name, e.g. `timing.curve`.
    var name: String
    /// How many operations one call of `run` performs; results are per operation.
    var operationsPerRun: Int
    /// Performs `operationsPerRun` operations.
    var run: () -> Void
}

/// Keeps `value` alive as far as the optimizer knows, so the work that produced it is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
