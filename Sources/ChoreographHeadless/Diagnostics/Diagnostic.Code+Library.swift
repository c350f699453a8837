import Foundation

// MARK: - Library transitions: what a timeline animator could not capture, plan or apply.

extension Diagnostic.Code {
    /// `library.captureFailed` (fallback): A screen of a library transition could not be captured (a view too far
    /// away for a scene, say); it was planned as an empty screen the size of the container.
    public static let libraryCaptureFailed = Self("library.captureFailed", .fallback)
    /// `library.planningFailed` (fallback): The planner refused a library transition (a duration out of range, an
    /// effect that failed); the change was made without animation.
    public static let libraryPlanningFailed = Self("library.planningFailed", .fallback)
    /// `library.planNote` (fallback): The planner worked around something while planning a library transition (a
    /// missing or degenerate element, a duplicate identifier, a conflict, a spring's own duration); the message names
    /// the planner's code.
    public static let libraryPlanNote = Self("library.planNote", .fallback)
    /// `library.trackIgnored` (fallback): A track of a planned transition animates something the host cannot show (a
    /// target the host does not know, a property a view does not have, a view the animator may only read); it was
    /// left out.
    public static let libraryTrackIgnored = Self("library.trackIgnored", .fallback)
    /// `library.releaseRuleRefused` (fallback): A ``TransitionInteraction``'s release rule holds a value its rule
    /// refuses, and the release fell back: an edge swipe's width that is not a finite number greater than 0 (reported
    /// when the interaction starts; the release decides by the progress alone, past half way finishing), or a
    /// projection's threshold that is not finite (reported on release; 0.5 is used).
    public static let libraryReleaseRuleRefused = Self("library.releaseRuleRefused", .fallback)
}
