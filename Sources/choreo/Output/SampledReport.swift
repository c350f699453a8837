/// Samples of a timing function that can be printed in every ``OutputFormat``.
protocol SampledReport: Encodable {
    /// A standalone SVG document plotting the samples.
    func svg() -> String
    /// The samples as aligned text columns.
    func table() -> String
}

extension SampledReport {
    /// The report in `format`, ending with a newline. Equal reports give byte-identical text.
    func rendered(as format: OutputFormat) throws -> String {
        switch format {
        case .json: try JSONOutput.string(from: self)
        case .svg: svg()
        case .table: table()
        }
    }
}
