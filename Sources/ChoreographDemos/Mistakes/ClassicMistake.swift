import ChoreographHeadless
import ChoreographMistakes

/// The classic custom-transition mistakes, each run by a ``MistakeScenario`` with an animator of
/// `ChoreographMistakes` that makes it (or, fixed, does not).
///
/// Each mistake has a scenario name (``scenarioName``, `mistake-` and its raw value), the operation that shows it
/// (``operation``) and the code the host names it with there (``code``). The mistakes are not in
/// ``DemoCatalog/entries`` — every demo there validates clean — but in ``MistakeCatalog``.
public enum ClassicMistake: String, Hashable, Sendable, CaseIterable {
    /// A `.custom` presentation moves the presenting view, which `view(forKey: .from)` gave `nil` for
    /// (``/ChoreographMistakes/TouchesPresenterFade``); after the dismissal the window is blank.
    case touchesPresentingView = "touches-presenting-view"
    /// A `.fullScreen` presentation fades the presenting view out and leaves it at alpha 0
    /// (``/ChoreographMistakes/FadeOutPresenter``); it comes back transparent on dismissal.
    case presenterLeftTransparent = "presenter-left-transparent"
    /// The dismissal never scales back the root the presentation shrank to 0.9
    /// (``/ChoreographMistakes/ScaleBackRoot``).
    case rootLeftScaled = "root-left-scaled"
    /// The dismissal never shows again the source strip the presentation hid
    /// (``/ChoreographMistakes/HideSourceStrip``).
    case sourceLeftHidden = "source-left-hidden"
    /// On dismissal, `addSubview(toView)` covers the screen being dismissed for the whole slide
    /// (``/ChoreographMistakes/SlideDownDismissal``).
    case dismissalCovered = "dismissal-covered"
    /// A cancelled interactive `.fullScreen` dismissal leaves the presenting view it added in the container
    /// (``/ChoreographMistakes/CancellableSlideDismissal``).
    case cancelLeavesPresenter = "cancel-leaves-presenter"
    /// A push leaves the snapshot it flew in the container (``/ChoreographMistakes/FlyingSnapshotPush``).
    case snapshotLeft = "snapshot-left"
    /// A push leaves its dimming view in the container (``/ChoreographMistakes/DimmingPush``).
    case dimmingViewLeft = "dimming-view-left"
    /// A pop leaves the detail's picture on the screen below (``/ChoreographMistakes/PictureLandingPop``).
    case pictureLeftOnScreen = "picture-left-on-screen"
    /// A push cross-fades a snapshot of a view never laid out, empty in UIKit
    /// (``/ChoreographMistakes/SnapshotFadePush``).
    case snapshotOfUnlaidView = "snapshot-of-unlaid-view"
    /// A presentation casts the "from" controller, a navigation controller, to the source's type and gives up
    /// without animating (``/ChoreographMistakes/CastingGrow``).
    case containerCast = "container-cast"
    /// An interaction controller's cancel ends the dismissal without putting the dragged screen back
    /// (``/ChoreographMistakes/DragDownDismissal``).
    case cancelNotRestored = "cancel-not-restored"
    /// An animator keeps the screen it presented, which outlives its dismissal
    /// (``/ChoreographMistakes/RememberingFade``).
    case leakedController = "leaked-controller"

    /// The prefix of every mistake's scenario name: `mistake-`.
    public static let namePrefix = "mistake-"

    /// The scenario's name: `mistake-` and the raw value, for example `mistake-root-left-scaled`.
    public var scenarioName: String { Self.namePrefix + rawValue }

    /// A one-line description of the mistake, for listings and the gallery.
    public var summary: String {
        switch self {
        case .touchesPresentingView:
            "A .custom fade moves the presenting view view(forKey: .from) gave nil for; the window ends blank"
        case .presenterLeftTransparent: "A .fullScreen fade leaves the presenting view at alpha 0"
        case .rootLeftScaled: "The dismissal never scales back the root the presentation shrank to 0.9"
        case .sourceLeftHidden: "The dismissal never shows again the source strip the presentation hid"
        case .dismissalCovered: "On dismissal, addSubview(toView) covers the screen sliding away"
        case .cancelLeavesPresenter: "A cancelled drag-to-dismiss leaves the presenting view in the container"
        case .snapshotLeft: "A push leaves the snapshot it flew in the container"
        case .dimmingViewLeft: "A push leaves its dimming view in the container"
        case .pictureLeftOnScreen: "A pop leaves the detail's picture on the screen below"
        case .snapshotOfUnlaidView: "A push fades in a snapshot of a view never laid out"
        case .containerCast: "Casting the from controller (a navigation controller) to the source's type gives up"
        case .cancelNotRestored: "A cancelled drag-to-dismiss leaves the dragged screen where the finger let go"
        case .leakedController: "An animator keeps the screen it presented alive after the dismissal"
        }
    }

    /// The code the host names the mistake with, during ``operation``.
    public var code: Diagnostic.Code {
        switch self {
        case .touchesPresentingView: .auditNilViewTouched
        case .presenterLeftTransparent: .auditViewLeftTransparent
        case .rootLeftScaled: .auditViewLeftTransformed
        case .sourceLeftHidden: .auditViewLeftHidden
        case .dismissalCovered: .auditViewCoveredThroughout
        case .cancelLeavesPresenter: .auditPresenterLeftInContainer
        case .snapshotLeft: .auditSnapshotLeftInContainer
        case .dimmingViewLeft: .auditForeignViewLeftInContainer
        case .pictureLeftOnScreen: .auditDismissedViewOnScreen
        case .snapshotOfUnlaidView: .auditSnapshotOfUnlaidView
        case .containerCast: .auditContainerCast
        case .cancelNotRestored: .auditCancelNotRestored
        case .leakedController: .auditLeakedController
        }
    }

    /// The operation during which ``code`` is reported.
    public var operation: ScenarioOperation {
        switch self {
        case .touchesPresentingView, .containerCast: .present
        case .snapshotLeft, .dimmingViewLeft, .snapshotOfUnlaidView: .push
        case .pictureLeftOnScreen: .pop
        default: .dismiss
        }
    }

    /// The operation the gallery shows: what the user sees go wrong. The dismissal for
    /// ``touchesPresentingView`` (the blank window), ``operation`` for the others.
    public var shownOperation: ScenarioOperation {
        self == .touchesPresentingView ? .dismiss : operation
    }

    /// Whether the source is the root of a navigation controller (pushes and pops; and the presentation of
    /// ``containerCast``, whose "from" controller is then the navigation controller).
    public var inNavigation: Bool {
        switch self {
        case .snapshotLeft, .dimmingViewLeft, .pictureLeftOnScreen, .snapshotOfUnlaidView, .containerCast: true
        default: false
        }
    }

    /// The scenario's operations: push and pop on a navigation stack, present and dismiss otherwise.
    public var operations: [ScenarioOperation] {
        inNavigation && self != .containerCast ? [.push, .pop] : [.present, .dismiss]
    }

    /// The detail's presentation style: `.custom` where the presenting view stays on screen, `.fullScreen` otherwise.
    public var style: ModalPresentationStyle {
        switch self {
        case .touchesPresentingView, .sourceLeftHidden, .cancelNotRestored, .leakedController: .custom
        default: .fullScreen
        }
    }

    /// The scripted drag of the dismissal, for the mistakes of an interactive dismissal; `nil` for the others.
    public var dismissalDrag: MistakeScenario.Drag? {
        switch self {
        case .cancelLeavesPresenter: .percentDriven
        case .cancelNotRestored: .dragDown
        default: nil
        }
    }

    /// The delegate vending the mistake's animators, with the mistake made or (`fixed`) fixed; the direction the
    /// mistake does not concern gets a ``/ChoreographMistakes/CorrectSlide``.
    @MainActor
    public func transitioning(fixed: Bool) -> MistakeTransitioning {
        let (present, dismiss): (any AnimatedTransitioning, any AnimatedTransitioning)
        switch self {
        case .touchesPresentingView:
            (present, dismiss) = (TouchesPresenterFade(fixed: fixed), CorrectSlide(presenting: false))
        case .presenterLeftTransparent:
            (present, dismiss) = (FadeOutPresenter(fixed: fixed), CorrectSlide(presenting: false))
        case .rootLeftScaled:
            (present, dismiss) = (
                ScaleBackRoot(presenting: true, fixed: fixed), ScaleBackRoot(presenting: false, fixed: fixed)
            )
        case .sourceLeftHidden:
            (present, dismiss) = (
                HideSourceStrip(presenting: true, fixed: fixed), HideSourceStrip(presenting: false, fixed: fixed)
            )
        case .dismissalCovered: (present, dismiss) = (CorrectSlide(presenting: true), SlideDownDismissal(fixed: fixed))
        case .cancelLeavesPresenter:
            (present, dismiss) = (CorrectSlide(presenting: true), CancellableSlideDismissal(fixed: fixed))
        case .snapshotLeft: (present, dismiss) = (FlyingSnapshotPush(fixed: fixed), CorrectSlide(presenting: false))
        case .dimmingViewLeft: (present, dismiss) = (DimmingPush(fixed: fixed), CorrectSlide(presenting: false))
        case .pictureLeftOnScreen:
            (present, dismiss) = (CorrectSlide(presenting: true), PictureLandingPop(fixed: fixed))
        case .snapshotOfUnlaidView:
            (present, dismiss) = (SnapshotFadePush(fixed: fixed), CorrectSlide(presenting: false))
        case .containerCast: (present, dismiss) = (CastingGrow(fixed: fixed), CorrectSlide(presenting: false))
        case .cancelNotRestored: (present, dismiss) = (CorrectSlide(presenting: true), CorrectSlide(presenting: false))
        case .leakedController:
            (present, dismiss) = (
                RememberingFade(presenting: true, fixed: fixed), RememberingFade(presenting: false, fixed: fixed)
            )
        }
        return MistakeTransitioning(presenting: present, dismissing: dismiss)
    }
}
