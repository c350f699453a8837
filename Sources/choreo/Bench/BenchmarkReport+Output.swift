extension BenchmarkReport {
    /// Writes the report to standard output as a table or as JSON.
    func write(as format: BenchmarkFormat) throws {
        switch format {
        case .table: try OutputFile.write(table(), to: nil)
        case .json: try OutputFile.write(json.text, to: nil)
        }
    }
}
