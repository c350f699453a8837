import Foundation

// MARK: - Sheets: `SheetPresentationController`.

extension Diagnostic.Code {
    /// `sheet.noDetents` (fallback): A sheet's ``SheetPresentationController/detents`` was set to an empty list; the
    /// sheet uses the large detent alone.
    public static let sheetNoDetents = Self("sheet.noDetents", .fallback)
}
