import Foundation

// MARK: - Layout: Auto Layout constraints that cannot be activated, solved or determined.

extension Diagnostic.Code {
    /// `layout.unsatisfiable` (fallback): Required constraints conflict; the host broke the one named (the one added last), as UIKit does, and laid out without it.
    public static let layoutUnsatisfiable = Self("layout.unsatisfiable", .fallback)
    /// `layout.ambiguous` (fallback): The constraints allow a view more than one frame; the host picked one. Reported when the set of ambiguous views changes.
    public static let layoutAmbiguous = Self("layout.ambiguous", .fallback)
    /// `layout.overflow` (fallback): Solving a constraint made a frame value overflow to infinity; the constraint was broken.
    public static let layoutOverflow = Self("layout.overflow", .fallback)
    /// `layout.noCommonAncestor` (programmerError): A constraint relates views without a common ancestor (different windows, separate hierarchies), which UIKit raises for; it was not activated.
    public static let layoutNoCommonAncestor = Self("layout.noCommonAncestor", .programmerError)
    /// `layout.notAnAncestor` (programmerError): `addConstraint` on a view that is not an ancestor of every item of the constraint, which UIKit raises for; it was not activated.
    public static let layoutNotAnAncestor = Self("layout.notAnAncestor", .programmerError)
    /// `layout.nonFiniteNumber` (programmerError): A constraint's constant or multiplier is NaN or infinite; the constraint was not activated, or the constant kept its value.
    public static let layoutNonFiniteNumber = Self("layout.nonFiniteNumber", .programmerError)
    /// `layout.invalidAttributes` (programmerError): A constraint relates attributes UIKit refuses to relate (different axes, a position with a size, leading with left, a position with a constant, a missing item); it was not activated.
    public static let layoutInvalidAttributes = Self("layout.invalidAttributes", .programmerError)
    /// `layout.invalidPriority` (programmerError): A priority outside 1…1000; it was refused.
    public static let layoutInvalidPriority = Self("layout.invalidPriority", .programmerError)
    /// `layout.requiredPriorityChange` (programmerError): An active constraint's priority was changed between required and preferred, which UIKit raises for; it was refused.
    public static let layoutRequiredPriorityChange = Self("layout.requiredPriorityChange", .programmerError)
}
