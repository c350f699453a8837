import Foundation

/// Reports the progress of a batch on standard error: a bar redrawn in place when standard error is a terminal,
/// plain lines such as `rendering herbs-pop present (1/12)` when it is not (a log, a pipe, a CI job).
struct ProgressReporter {
    /// The width of the bar in characters, between the brackets: 24.
    static let barWidth = 24

    /// The number of steps in the batch.
    var total: Int
    /// Whether to redraw a bar in place. Default: whether standard error is a terminal (`isatty`).
    var isTerminal: Bool

    /// Creates a reporter for `total` steps (default: a bar when standard error is a terminal).
    init(total: Int, isTerminal: Bool = isatty(FileHandle.standardError.fileDescriptor) != 0) {
        self.total = total
        self.isTerminal = isTerminal
    }

    /// The text that announces step `step` (1-based) of ``total``, doing `what`.
    func text(step: Int, doing what: String) -> String {
        guard isTerminal else { return "\(what) (\(step)/\(total))\n" }
        let filled = total > 0 ? Self.barWidth * (step - 1) / total : 0
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
        // Return to the line's start and clear it, so a shorter label leaves nothing behind.
        return "\r\u{1B}[K[\(bar)] \(step)/\(total) \(what)"
    }

    /// The text that ends the report: a full bar and a line break on a terminal, nothing otherwise.
    func finishText() -> String {
        guard isTerminal else { return "" }
        return "\r\u{1B}[K[\(String(repeating: "#", count: Self.barWidth))] \(total)/\(total) done\n"
    }

    /// Announces step `step` (1-based) of ``total``, doing `what`.
    func report(step: Int, doing what: String) {
        StandardError.write(text(step: step, doing: what))
    }

    /// Ends the report.
    func finish() {
        StandardError.write(finishText())
    }

    /// Ends the report early, before an error is printed: on a terminal, ends the bar's line so that the error
    /// starts on its own.
    func abandon() {
        if isTerminal { StandardError.write("\n") }
    }
}
