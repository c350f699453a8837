extension CurveReport {
    /// The title, then columns `x` and `y` with six decimals.
    func table() -> String {
        var table = TextTable(columns: [.init(title: "x", alignment: .right), .init(title: "y", alignment: .right)])
        table.rows = samples.map { [NumberText.fixed($0.x, decimals: 6), NumberText.fixed($0.y, decimals: 6)] }
        return title + "\n" + table.rendered()
    }
}
