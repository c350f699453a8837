import Foundation

// MARK: - Input: touches and gesture recognizers.

extension Diagnostic.Code {
    /// `gestureRecognizer.invalidTransition` (programmerError): A gesture recognizer was moved between states its state machine does not allow; the state is unchanged.
    public static let gestureInvalidTransition = Self("gestureRecognizer.invalidTransition", .programmerError)
    /// `touch.duplicateBegan` (programmerError): A touch began while it is already down; ignored.
    public static let touchDuplicateBegan = Self("touch.duplicateBegan", .programmerError)
    /// `touch.invalidLocation` (programmerError): A touch at a non-finite location; ignored.
    public static let touchInvalidLocation = Self("touch.invalidLocation", .programmerError)
    /// `touch.unknown` (programmerError): A touch moved or ended that never began or has already lifted; ignored.
    public static let touchUnknown = Self("touch.unknown", .programmerError)
}
