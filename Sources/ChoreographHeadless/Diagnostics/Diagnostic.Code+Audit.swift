import Foundation

// MARK: - Audit: what a transition left behind, found after it ends (<doc:TransitionAudit>).

extension Diagnostic.Code {
    /// `audit.viewLeftHidden` (contractViolation): A view of the screen now showing was left hidden by the transition,
    /// though it was visible before (a source view hidden for the animation and never shown again).
    public static let auditViewLeftHidden = Self("audit.viewLeftHidden", .contractViolation)
    /// `audit.viewLeftTransparent` (contractViolation): A view of the screen now showing was left more transparent
    /// than before the transition (a presenting view faded to alpha 0 and never faded back).
    public static let auditViewLeftTransparent = Self("audit.viewLeftTransparent", .contractViolation)
    /// `audit.viewLeftTransformed` (contractViolation): A view of the screen now showing was left with another
    /// transform than before the transition (a root scaled to 0.9 and never scaled back).
    public static let auditViewLeftTransformed = Self("audit.viewLeftTransformed", .contractViolation)
    /// `audit.cancelNotRestored` (contractViolation): An interactive transition was cancelled, but the screen that
    /// stays was not put back as it was: the interaction controller's cancel did not play the animations back.
    public static let auditCancelNotRestored = Self("audit.cancelNotRestored", .contractViolation)
    /// `audit.snapshotLeftInContainer` (contractViolation): A snapshot view was left in the transition's container
    /// after the transition ended; it stays on screen, frozen, over or under the real views.
    public static let auditSnapshotLeftInContainer = Self("audit.snapshotLeftInContainer", .contractViolation)
    /// `audit.foreignViewLeftInContainer` (contractViolation): A view that belongs to neither controller was added to
    /// the container during the transition and left there.
    public static let auditForeignViewLeftInContainer = Self("audit.foreignViewLeftInContainer", .contractViolation)
    /// `audit.nilViewTouched` (contractViolation): The animator moved a controller's view that
    /// `view(forKey:)` returned `nil` for (the presenting view of a `.custom` presentation, say): the host, not the
    /// animator, owns where that view lives.
    public static let auditNilViewTouched = Self("audit.nilViewTouched", .contractViolation)
    /// `audit.presenterRemoved` (contractViolation): The presenting view left the window under a presentation style
    /// that keeps it on screen: once the presented view goes, the window is blank.
    public static let auditPresenterRemoved = Self("audit.presenterRemoved", .contractViolation)
    /// `audit.presenterLeftInContainer` (contractViolation): A cancelled dismissal left the presenting view, which the
    /// animator added, in the container: the animator must remove the "to" view it added when the transition is
    /// cancelled.
    public static let auditPresenterLeftInContainer = Self("audit.presenterLeftInContainer", .contractViolation)
    /// `audit.dismissedViewOnScreen` (contractViolation): A view of the controller that left the screen (dismissed,
    /// popped or switched away from) is still in a window after the transition.
    public static let auditDismissedViewOnScreen = Self("audit.dismissedViewOnScreen", .contractViolation)
    /// `audit.viewCoveredThroughout` (contractViolation): A view the transition animated was covered for the whole
    /// run by an opaque view above it (on dismissal, `addSubview(toView)` over the view being dismissed): nobody saw
    /// the animation.
    public static let auditViewCoveredThroughout = Self("audit.viewCoveredThroughout", .contractViolation)
    /// `audit.containerCast` (contractViolation): The animator read a controller that is a container (a navigation
    /// or tab bar controller, or a controller with children) and completed at once without animating: most often a
    /// cast of `viewController(forKey:)` to the app's own type that failed.
    public static let auditContainerCast = Self("audit.containerCast", .contractViolation)
    /// `audit.snapshotOfUnlaidView` (contractViolation): During the transition a snapshot was taken, without
    /// screen updates, of a view that had never been laid out: UIKit gives an empty snapshot.
    public static let auditSnapshotOfUnlaidView = Self("audit.snapshotOfUnlaidView", .contractViolation)
    /// `audit.leakedController` (contractViolation): A controller dismissed or popped by a transition was still alive
    /// when leaks were checked (``HostEnvironment/reportLeaks()``), off screen and with no parent or presenter.
    public static let auditLeakedController = Self("audit.leakedController", .contractViolation)
    /// `audit.leakedView` (contractViolation): The view of a controller dismissed or popped by a transition was still
    /// alive, out of any window, when leaks were checked, though its controller was gone.
    public static let auditLeakedView = Self("audit.leakedView", .contractViolation)
}
