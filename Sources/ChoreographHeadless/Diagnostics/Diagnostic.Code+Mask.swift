import Foundation

// MARK: - Masks: a view's `mask`.

extension Diagnostic.Code {
    /// `mask.selfOrAncestor` (fallback): A view was given itself, or a view it lies inside, as its ``View/mask``; the
    /// assignment is ignored and the view keeps the mask it had.
    public static let maskSelfOrAncestor = Self("mask.selfOrAncestor", .fallback)
    /// `mask.inHierarchy` (fallback): A view that has a superview was given as another view's ``View/mask`` (Core
    /// Animation leaves a mask with a superlayer undefined); the assignment is ignored and the view keeps the mask it
    /// had.
    public static let maskInHierarchy = Self("mask.inHierarchy", .fallback)
    /// `mask.movedFromOtherView` (fallback): A view that was already another view's ``View/mask`` was given as a mask
    /// again; it moves, and the view it masked before has no mask.
    public static let maskMovedFromOtherView = Self("mask.movedFromOtherView", .fallback)
    /// `mask.addedAsSubview` (fallback): A view that is some view's ``View/mask`` was added as a subview; the insertion
    /// is ignored and the view stays a mask.
    public static let maskAddedAsSubview = Self("mask.addedAsSubview", .fallback)
}
