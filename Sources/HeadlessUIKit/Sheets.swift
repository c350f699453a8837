/// `UISheetPresentationController`: ``/ChoreographHeadless/SheetPresentationController``. Its nested `Detent` and
/// `Detent.Identifier` are reached through it, as in UIKit.
public typealias UISheetPresentationController = SheetPresentationController
/// `UISheetPresentationControllerDetent`, the Objective-C name of `UISheetPresentationController.Detent`:
/// ``/ChoreographHeadless/SheetPresentationController/Detent``.
public typealias UISheetPresentationControllerDetent = SheetPresentationController.Detent
/// `UISheetPresentationControllerDetentIdentifier`, the Objective-C name of
/// `UISheetPresentationController.Detent.Identifier`: ``/Choreograph/SheetDetent/Identifier``.
public typealias UISheetPresentationControllerDetentIdentifier = SheetPresentationController.Detent.Identifier
/// `UISheetPresentationControllerDetentResolutionContext`, the context a custom detent's resolver is given:
/// ``/ChoreographHeadless/SheetPresentationController/DetentResolutionContext``.
public typealias UISheetPresentationControllerDetentResolutionContext =
    SheetPresentationController.DetentResolutionContext
