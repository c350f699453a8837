import ChoreographHeadless

// MARK: - Screen pairs

extension Diagnostic.Code {
    /// `preview.unsupportedOperation` (programmer error): a ``ScreenPairScenario`` was asked for an operation its style
    /// does not have (a push of a modal pair, a tab switch); nothing changed.
    public static let previewUnsupportedOperation = Self("preview.unsupportedOperation", .programmerError)
}
