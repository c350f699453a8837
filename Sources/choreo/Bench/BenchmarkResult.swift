/// The medians measured for one ``BenchmarkCase``.
///
/// Its JSON is `{"name", "nanosPerOp", "allocationsPerOp", "budgetShare"}`; `allocationsPerOp` is `null` when
/// allocations could not be counted.
struct BenchmarkResult {
    /// The keys of a result's JSON object.
    enum Key: String {
        /// The case's name.
        case name
        /// Median nanoseconds per operation.
        case nanosPerOp
        /// Allocations per operation, or `null`.
        case allocationsPerOp
        /// The share of a 120 Hz frame.
        case budgetShare
    }

    /// The duration of one frame at 120 Hz, in nanoseconds (8.333 ms).
    static let frameBudgetNanos = 1e9 / 120

    /// The case's name.
    var name: String
    /// Median wall time per operation, in nanoseconds.
    var nanosPerOp: Double
    /// Heap allocations per operation, or nil when counting is unavailable.
    var allocationsPerOp: Double?

    /// The fraction of a 120 Hz frame (8.333 ms) one operation takes.
    var budgetShare: Double { nanosPerOp / Self.frameBudgetNanos }

    /// Every field, `allocationsPerOp` as `null` when unavailable.
    var json: JSONOutput {
        .members([
            Key.name: .string(name),
            .nanosPerOp: .number(nanosPerOp),
            .allocationsPerOp: allocationsPerOp.map { .number($0) } ?? .null,
            .budgetShare: .number(budgetShare),
        ])
    }
}
