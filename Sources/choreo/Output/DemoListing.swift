import ChoreographHeadless

/// The demos section of `choreo list`: a heading, then name, operations and summary in aligned columns.
struct DemoListing {
    /// One demo.
    struct Row: Sendable {
        /// The demo's name.
        var name: String
        /// Its operations, the forward (default) one first.
        var operations: [ScenarioOperation]
        /// Its one-line summary.
        var summary: String
    }

    /// The demos, in catalog order.
    var rows: [Row]

    /// `Demos (N)`, then the table.
    func rendered() -> String {
        var table = TextTable(columns: [
            .init(title: "name", alignment: .left), .init(title: "operations", alignment: .left),
            .init(title: "summary", alignment: .left),
        ])
        table.rows = rows.map { [$0.name, $0.operations.map(\.rawValue).joined(separator: ", "), $0.summary] }
        return "Demos (\(rows.count))\n" + table.rendered()
    }
}
