/// The medians measured for one ``BenchmarkCase``.
///
/// Encodes as `{"name", "nanosPerOp", "allocationsPerOp", "budgetShare"}`; `allocationsPerOp` is `null` when
/// allocations could not be counted.
struct BenchmarkResult: Encodable {
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

    private enum CodingKeys: String, CodingKey {
        case name, nanosPerOp, allocationsPerOp, budgetShare
    }

    /// Writes every field, `allocationsPerOp` as `null` when unavailable.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(nanosPerOp, forKey: .nanosPerOp)
        try container.encode(allocationsPerOp, forKey: .allocationsPerOp)
        try container.encode(budgetShare, forKey: .budgetShare)
    }
}
