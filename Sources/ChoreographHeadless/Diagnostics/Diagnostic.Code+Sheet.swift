import Foundation

// MARK: - Sheets: `SheetPresentationController`.

extension Diagnostic.Code {
    /// `sheet.noDetents` (fallback): A sheet's ``SheetPresentationController/detents`` was set to an empty list; the
    /// sheet uses the large detent alone.
    public static let sheetNoDetents = Self("sheet.noDetents", .fallback)
}

extension Diagnostic.Code {
    /// `sheet.invalidValue` (fallback): A number of a sheet broke its rule — a ``/Choreograph/SheetSettings`` value
    /// (``/Choreograph/SheetSettings/violations``) or a ``SheetPresentationController/preferredCornerRadius`` that is
    /// not a finite number at least 0; the message names the value and the rule, and the sheet uses the default.
    public static let sheetInvalidValue = Self("sheet.invalidValue", .fallback)

    /// `sheet.noActiveDetents` (fallback): Every detent of a sheet is inactive in its container (each custom resolver
    /// answered `nil`, or a height that is not a finite number greater than 0); the sheet rests as at the large
    /// detent.
    public static let sheetNoActiveDetents = Self("sheet.noActiveDetents", .fallback)
}
