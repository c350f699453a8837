/// Text in aligned columns: a header row, then one row per entry, columns separated by two spaces.
struct TextTable {
    /// How a column lines up its cells.
    enum Alignment {
        /// Cells start at the column's left edge (names).
        case left
        /// Cells end at the column's right edge (numbers).
        case right
    }

    /// A column's header and alignment.
    struct Column {
        /// The header text.
        var title: String
        /// How cells line up.
        var alignment: Alignment
    }

    /// The columns, left to right.
    var columns: [Column]
    /// The rows; each has one cell per column.
    var rows: [[String]] = []

    /// The table as lines ending with a newline; trailing spaces are trimmed.
    func rendered() -> String {
        let all = [columns.map(\.title)] + rows
        let widths = columns.indices.map { index in all.map { $0[index].count }.max() ?? 0 }
        return all.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if index > 0 { line += "  " }
                line += columns[index].alignment == .left ? cell + padding : padding + cell
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}
