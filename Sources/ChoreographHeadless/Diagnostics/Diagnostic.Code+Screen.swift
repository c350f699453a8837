import Foundation

// MARK: - The screen.

extension Diagnostic.Code {
    /// `screen.invalidSize` (programmerError): A screen was made with a size that is negative or not finite (read as
    /// 0), or a scale that is not finite or not positive (read as 1).
    public static let screenInvalidSize = Self("screen.invalidSize", .programmerError)
}
