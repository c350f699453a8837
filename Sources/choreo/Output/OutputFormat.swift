import ArgumentParser

/// How `curve` and `spring` print their samples.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Machine-readable JSON with sorted keys.
    case json
    /// A standalone SVG plot to open in a browser.
    case svg
    /// Aligned text columns.
    case table
}
