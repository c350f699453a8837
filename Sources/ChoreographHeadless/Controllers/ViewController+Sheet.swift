import Foundation

/// The sheet of a page or form sheet presentation, as `UIViewController.sheetPresentationController` (iOS 15+).
extension ViewController {
    /// The sheet presentation controller that shows this controller when it is presented as a page or form sheet
    /// (<doc:SheetPresentations>); `nil` for any other ``modalPresentationStyle`` (``ModalPresentationStyle/automatic`` is a page
    /// sheet).
    ///
    /// Made on first use and kept until a dismissal of the controller completes, so configure it each time before
    /// presenting. A page or form sheet presented without asking for it uses the host's standard sheet (no detents,
    /// no drag; <doc:SheetPresentations#The-standard-sheet>).
    public var sheetPresentationController: SheetPresentationController? {
        let style = modalPresentationStyle.resolved
        guard style == .pageSheet || style == .formSheet else { return nil }
        if let record = presentationRecord { return record.controller as? SheetPresentationController }
        if let sheet = sheetStorage { return sheet }
        let sheet = SheetPresentationController(presentedViewController: self, presenting: nil)
        sheetStorage = sheet
        return sheet
    }
}
