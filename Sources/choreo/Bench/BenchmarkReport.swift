/// The results of a benchmark run; its JSON is `{"allocator": "steady" or "system", "results": [...]}`.
struct BenchmarkReport {
    /// The keys of the report's JSON object.
    enum Key: String {
        /// How the allocator was set: ``BenchmarkAllocator``'s raw value.
        case allocator
        /// The results, in run order.
        case results
    }

    /// How the C library's allocator was set while the cases ran.
    var allocator: BenchmarkAllocator

    /// One result per case, in run order.
    var results: [BenchmarkResult]

    /// `{"allocator": …, "results": [...]}`.
    var json: JSONOutput {
        .members([Key.allocator: .string(allocator.rawValue), Key.results: .array(results.map(\.json))])
    }

    /// Columns: name, ns/op, allocations/op (`n/a` when unavailable) and the share of a 120 Hz frame.
    func table() -> String {
        var table = TextTable(columns: [
            .init(title: "benchmark", alignment: .left),
            .init(title: "ns/op", alignment: .right),
            .init(title: "allocations/op", alignment: .right),
            .init(title: "share of 8.33 ms frame", alignment: .right),
        ])
        table.rows = results.map { result in
            [
                result.name,
                NumberText.fixed(result.nanosPerOp, decimals: 1),
                result.allocationsPerOp.map { NumberText.fixed($0, decimals: 2) } ?? "n/a",
                NumberText.fixed(result.budgetShare * 100, decimals: 4) + " %",
            ]
        }
        return table.rendered()
    }
}
