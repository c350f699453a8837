import Foundation

// MARK: - Validation: what only the transition validator can see

extension Diagnostic.Code {
    /// `validation.neverSettled` (contractViolation): a transition was still running, or a view still animating, when
    /// the ``TransitionValidator`` stopped waiting for the run to settle (its ``TransitionValidator/timeLimit``).
    public static let validationNeverSettled = Self("validation.neverSettled", .contractViolation)
    /// `validation.shownViewNotVisible` (contractViolation): after the run settled, the view of the controller that is
    /// now showing (the top presented controller, a navigation controller's top, a tab bar controller's selected
    /// child) is not in the window, is hidden or fully transparent (itself or an ancestor), or lies outside the
    /// window: the screen a person would see is blank. In a window with no area, where nothing can be seen, only the
    /// first three are checked.
    public static let validationShownViewNotVisible = Self("validation.shownViewNotVisible", .contractViolation)
}

extension Diagnostic.Code {
    /// `validation.unsupportedOperation` (programmerError): a validation scenario
    /// (``TransitioningDelegateScenario``, ``NavigationDelegateScenario``, ``TabBarDelegateScenario``) was asked for
    /// an operation it does not perform; nothing happened.
    public static let validationUnsupportedOperation = Self("validation.unsupportedOperation", .programmerError)
}
