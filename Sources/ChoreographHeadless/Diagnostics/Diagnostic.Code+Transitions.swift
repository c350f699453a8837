import Foundation

// MARK: - Transitions: contracts of animators and interaction controllers, and refused presentations.

extension Diagnostic.Code {
    /// `present.alreadyPresented` (programmerError): `present` was asked for a controller that is already on screen or has a parent; refused.
    public static let alreadyPresented = Self("present.alreadyPresented", .programmerError)
    /// `present.alreadyPresenting` (programmerError): `present` was asked of a controller that already presents one; refused.
    public static let alreadyPresenting = Self("present.alreadyPresenting", .programmerError)
    /// `transition.completedTwice` (contractViolation): `completeTransition(_:)` was called again after the transition had completed; the call was ignored.
    public static let completedTwice = Self("transition.completedTwice", .contractViolation)
    /// `transition.completionMismatch` (contractViolation): `completeTransition(_:)` was passed a value that contradicts `transitionWasCancelled` (passing `finished` instead of `!transitionWasCancelled`).
    public static let completionMismatch = Self("transition.completionMismatch", .contractViolation)
    /// `transition.delegateReleased` (fallback): The transitioning or navigation delegate, held weakly, was released before the transition, so the standard animation ran.
    public static let delegateReleased = Self("transition.delegateReleased", .fallback)
    /// `transition.unsupportedInterruptibleAnimator` (fallback): An animator's `interruptibleAnimator(using:)` returned
    /// an object of its own that is not a ``PropertyAnimator``; the host cannot drive it, and runs the transition as
    /// not interruptible.
    public static let transitionUnsupportedInterruptibleAnimator = Self(
        "transition.unsupportedInterruptibleAnimator", .fallback)
    /// `dismiss.whileTransitioning` (programmerError): `dismiss` was asked while a controller of the chain it would dismiss takes part in a running transition; refused.
    public static let dismissWhileTransitioning = Self("dismiss.whileTransitioning", .programmerError)
    /// `transition.finalFrameNotSet` (contractViolation): The presented view ended off `finalFrame(for:)`.
    public static let finalFrameNotSet = Self("transition.finalFrameNotSet", .contractViolation)
    /// `transition.interactionNeverDriven` (contractViolation): An interaction controller was returned but never called — no update (at any progress, 0 included), finish or cancel — which leaves UIKit stuck at 0.
    public static let interactionNeverDriven = Self("transition.interactionNeverDriven", .contractViolation)
    /// `navigationController.toViewNotAdded` (contractViolation): A push or pop completed without the animator adding the new top view to the container; the host added it.
    public static let navigationToViewNotAdded = Self("navigationController.toViewNotAdded", .contractViolation)
    /// `transition.neverCompleted` (contractViolation): An animator never called `completeTransition(_:)`, which leaves UIKit stuck with touches disabled.
    public static let neverCompleted = Self("transition.neverCompleted", .contractViolation)
    /// `dismiss.nothingPresented` (programmerError): `dismiss` was asked of a controller that presents nothing and is not presented; refused.
    public static let nothingPresented = Self("dismiss.nothingPresented", .programmerError)
    /// `present.notInWindow` (programmerError): `present` was asked of a controller whose view is not in a window; refused.
    public static let presentNotInWindow = Self("present.notInWindow", .programmerError)
    /// `present.whileTransitioning` (programmerError): `present` was asked while the presenting controller takes part in a running transition; refused.
    public static let presentWhileTransitioning = Self("present.whileTransitioning", .programmerError)
    /// `tabBarController.toViewNotAdded` (contractViolation): A tab switch completed without the animator adding the new tab's view to the container; the host added it.
    public static let tabBarToViewNotAdded = Self("tabBarController.toViewNotAdded", .contractViolation)
    /// `transition.toViewNotAdded` (contractViolation): A presentation completed without the animator adding the presented view to the container; the host added it.
    public static let toViewNotAdded = Self("transition.toViewNotAdded", .contractViolation)
    /// `transition.invalidDuration` (contractViolation): An animator's `transitionDuration(using:)` returned a negative or non-finite number.
    public static let transitionInvalidDuration = Self("transition.invalidDuration", .contractViolation)
    /// `transition.invalidProgress` (programmerError): An interaction was updated with a progress that is not a number; the update was ignored (infinities are clamped to 0…1 like any other progress).
    public static let transitionInvalidProgress = Self("transition.invalidProgress", .programmerError)
}
