extension SpringReport {
    /// The summary line, then columns `t`, `value` and `velocity` with six decimals.
    func table() -> String {
        var table = TextTable(columns: ["t (s)", "value", "velocity"].map { .init(title: $0, alignment: .right) })
        table.rows = samples.map { sample in
            [sample.t, sample.value, sample.velocity].map { NumberText.fixed($0, decimals: 6) }
        }
        return summary + "\n" + table.rendered()
    }
}
