import ChoreographHeadless

// MARK: - Previews

extension Diagnostic.Code {
    /// `preview.timeLimit` (fallback): a recorded run still animated when the recorder's time limit was reached; the
    /// recording stops there and is marked as not settled.
    public static let previewTimeLimit = Self("preview.timeLimit", .fallback)
}
