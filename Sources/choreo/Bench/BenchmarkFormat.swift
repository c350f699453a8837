import ArgumentParser

/// How `choreo bench` prints its results.
enum BenchmarkFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns.
    case table
    /// `{"allocator", "results": [{"name", "nanosPerOp", "allocationsPerOp", "budgetShare"}]}`.
    case json
}
