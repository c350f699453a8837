import Foundation

// MARK: - Views: scroll views, collection views and their layouts.

extension Diagnostic.Code {
    /// `scrollView.invalidContentSize` (fallback): A scroll view's content size or inset was negative or not finite;
    /// read as 0.
    public static let scrollViewInvalidContentSize = Self("scrollView.invalidContentSize", .fallback)
}
