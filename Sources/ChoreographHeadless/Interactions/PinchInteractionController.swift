import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Dismisses a presented controller or pops a navigation stack with a pinch closing, driving the real interactive
/// transition through a ``TransitionInteraction`` (<doc:CardsAndInteractions#Interaction-controllers>).
///
/// The pinch never moves a view: it sets the transition's progress, `(1 − scale) / (1 − closedScale)`
/// (``/Choreograph/PinchProgress``) — 0 with the fingers as they came down, 1 once they have closed to ``closedScale``
/// of their distance — and the transition's
/// animator moves the screens. Following the recognizer's states, as ``DragInteractionController`` follows a pan's:
/// - **began**: the ``DragInteractionController/Action`` is started (animated) with a fresh ``TransitionInteraction``,
///   which ``interactionController`` returns while the transition starts; once it has started, ``closedScale`` is
///   asked. When no transition started the rest of the gesture is ignored. When the transition this controller
///   released is still completing, the pinch grabs it instead (``TransitionInteraction/pause()``) and drives it on
///   from where it shows.
/// - **changed**: the progress follows the scale.
/// - **ended**: ``TransitionInteraction/release(velocity:)`` with the pinch's velocity turned into progress per
///   second, `−velocity / (1 − closedScale)`, so the completion spring starts at the fingers' speed.
/// - **cancelled** or **failed**: the transition is cancelled.
@MainActor
public final class PinchInteractionController: GestureRecognizerDelegate {
    /// The closed scale used when ``closedScale`` is `nil` or gives a value outside `0..<1`: 0.5
    /// (``/Choreograph/PinchProgress/defaultClosedScale``).
    public static let defaultClosedScale = CGFloat(PinchProgress.defaultClosedScale)

    /// The recognizer; its delegate is this controller. Attach it with ``attach(to:)``.
    public let recognizer: PinchGestureRecognizer
    /// How a release decides between finishing and cancelling. Default
    /// ``TransitionInteraction/ReleaseRule/projection(threshold:)`` with a threshold of 0.5.
    public var releaseRule: TransitionInteraction.ReleaseRule
    /// The pinch scale that completes the transition, asked once the transition has started; `nil`, or a value that
    /// is not a finite number in `0..<1`, counts as ``defaultClosedScale``. Default `nil`.
    public var closedScale: (@MainActor () -> CGFloat)?
    /// A further condition for starting a transition (not for grabbing one), asked when the pinch would begin; `nil`
    /// adds none. Default `nil`.
    public var shouldBegin: (@MainActor () -> Bool)?
    /// The interaction the pinch drives or last released; `nil` before the first pinch.
    public var interaction: TransitionInteraction? {
        driver.interaction
    }

    private let driver: InteractionDriver
    private var pinchProgress = PinchProgress()

    /// Creates a controller whose `recognizer` starts `action` when the fingers close.
    ///
    /// - Parameters:
    ///   - action: What the pinch starts.
    ///   - recognizer: The recognizer to follow. Default: a new ``PinchGestureRecognizer``.
    ///   - releaseRule: How a release decides. Default: a projection past half way.
    public init(
        _ action: DragInteractionController.Action,
        recognizer: PinchGestureRecognizer = PinchGestureRecognizer(),
        releaseRule: TransitionInteraction.ReleaseRule = .projection(threshold: 0.5)
    ) {
        driver = InteractionDriver(action)
        self.recognizer = recognizer
        self.releaseRule = releaseRule
        recognizer.name = {
            switch action {
            case .dismiss: "pinch-to-dismiss"
            case .pop: "pinch-to-pop"
            }
        }()
        recognizer.delegate = self
        recognizer.addTarget { [weak self] recognizer in
            guard let self, let pinch = recognizer as? PinchGestureRecognizer else { return }
            handle(pinch)
        }
    }

    /// Adds ``recognizer`` to `view`.
    public func attach(to view: View) {
        view.addGestureRecognizer(recognizer)
    }

    /// Removes ``recognizer`` from its view.
    public func detach() {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    /// The interaction controller for the transition the pinch is starting, while it starts; `nil` at any other time.
    public var interactionController: TransitionInteraction? {
        driver.isStarting ? interaction : nil
    }

    /// Whether the fingers are driving a transition now.
    public var isInteracting: Bool {
        driver.isDriving
    }

    // MARK: - GestureRecognizerDelegate

    /// Whether the pinch may begin: to grab this controller's own completing transition, or when the action can start
    /// (as for ``DragInteractionController``) and ``shouldBegin`` agrees.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        driver.mayBegin(shouldBegin?() ?? true)
    }

    // MARK: - Internal API

    private func handle(_ pinch: PinchGestureRecognizer) {
        driver.follow(
            pinch.state, rule: releaseRule,
            started: { pinchProgress = PinchProgress(closedScale: Double(closedScale?() ?? Self.defaultClosedScale)) },
            contribution: { pinchProgress.contribution(scale: Double(pinch.scale)) },
            velocity: { pinchProgress.progressVelocity(Double(pinch.velocity)) })
    }
}
