import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Dismisses a presented controller or pops a navigation stack with a pan or a screen-edge pan, driving the real
/// interactive transition through a ``TransitionInteraction`` (<doc:CardsAndInteractions#Interaction-controllers>).
///
/// The gesture never moves a view: it sets the transition's progress, and the transition's animator moves the
/// screens. Following the recognizer's states:
/// - **began**: a fresh ``TransitionInteraction`` with ``releaseRule`` is made and the ``Action`` is started
///   (`dismiss(animated: true)` or `popViewController(animated: true)`). While the transition starts,
///   ``interactionController`` returns it: the transitioning or navigation delegate returns that from
///   `interactionControllerForDismissal(using:)` or `navigationController(_:interactionControllerFor:)`. When no
///   transition started, the rest of the gesture is ignored. When the transition this controller released is still
///   completing, the gesture grabs it instead (``TransitionInteraction/pause()``): it stops where it is on screen and
///   follows the finger again from there.
/// - **changed**: the progress is the start progress plus the translation along ``direction`` over ``travel``
///   (``/Choreograph/DragProgress`` and ``/Choreograph/InteractiveProgress``).
/// - **ended**: ``TransitionInteraction/release(velocity:)`` with the velocity along ``direction`` over ``travel``,
///   so the core's projection decides between finishing and cancelling and the completion spring starts at the
///   finger's speed.
/// - **cancelled** or **failed**: the transition is cancelled.
///
/// The recognizer may begin only when the action can start (the controller is presented and nothing else is in
/// flight; the stack holds more than one controller), or to grab this controller's own completing transition.
@MainActor
public final class DragInteractionController: GestureRecognizerDelegate {
    /// What the gesture starts.
    public enum Action {
        /// Dismisses the controller (held weakly).
        case dismiss(ViewController)
        /// Pops the top controller of the navigation controller (held weakly).
        case pop(NavigationController)
    }

    /// The way the finger moves to complete the transition.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Towards the top of the screen.
        case up
        /// Towards the bottom of the screen.
        case down
        /// Towards the left.
        case left
        /// Towards the right.
        case right
        /// Towards the leading edge: left in a left-to-right layout, right in a right-to-left one. The controller
        /// resolves it with the layout direction of the navigation controller's view (or the recognizer's view) when
        /// the gesture begins.
        case leading
        /// Towards the trailing edge: right in a left-to-right layout, left in a right-to-left one — the way a swipe
        /// back moves. Resolved as ``leading`` is.
        case trailing

        /// The edge of the screen the direction moves towards: ``/Choreograph/TransitionEdge/top`` for ``up``,
        /// ``/Choreograph/TransitionEdge/bottom`` for ``down``, the left or right edge, and the leading or trailing
        /// edge (resolved with a layout direction by ``/Choreograph/DragProgress``).
        public var edge: TransitionEdge {
            switch self {
            case .up: .top
            case .down: .bottom
            case .left: .left
            case .right: .right
            case .leading: .leading
            case .trailing: .trailing
            }
        }

        /// Whether the direction is ``leading`` or ``trailing``, so that its physical way depends on the layout
        /// direction.
        public var followsLayoutDirection: Bool {
            self == .leading || self == .trailing
        }

        /// The component of `vector` along the direction: positive when it points the direction's way
        /// (``/Choreograph/DragProgress/component(of:)``), ``leading`` and ``trailing`` resolved with
        /// `layoutDirection` (default ``/Choreograph/LayoutDirection/leftToRight``).
        public func component(of vector: CGPoint, layoutDirection: LayoutDirection = .leftToRight) -> CGFloat {
            CGFloat(DragProgress(towards: edge, layoutDirection: layoutDirection, travel: 1).component(of: vector))
        }

        /// The length of `size` along the direction: its height for ``up`` and ``down``, its width otherwise
        /// (``/Choreograph/DragProgress/length(of:towards:)``).
        public func length(of size: CGSize) -> CGFloat {
            CGFloat(DragProgress.length(of: size, towards: edge))
        }
    }

    /// The recognizer: a ``PanGestureRecognizer``, or a ``ScreenEdgePanGestureRecognizer`` for the edge variants.
    /// Its delegate is this controller. Attach it with ``attach(to:)``.
    public let recognizer: PanGestureRecognizer
    /// The way the finger moves to complete the transition.
    public let direction: Direction
    /// How a release decides between finishing and cancelling. Default
    /// ``TransitionInteraction/ReleaseRule/projection(threshold:)`` with a threshold of 0.5.
    public var releaseRule: TransitionInteraction.ReleaseRule
    /// The distance, in points, the finger travels for the whole transition, asked when the gesture begins; `nil`
    /// reads the length along ``direction`` of the recognizer's view. A value that is not a finite number greater than
    /// 0 counts as 1. Default `nil`.
    public var travel: (@MainActor () -> CGFloat)?
    /// A further condition for starting a transition (not for grabbing one), asked when the gesture would begin;
    /// `nil` adds none. Default `nil`.
    public var shouldBegin: (@MainActor () -> Bool)?
    /// The interaction the gesture drives or last released; `nil` before the first gesture.
    public var interaction: TransitionInteraction? {
        driver.interaction
    }

    private let driver: InteractionDriver
    private var drag = DragProgress(towards: .bottom, travel: 1)

    /// Creates a controller whose `recognizer` starts `action` when the finger moves the `direction` way.
    ///
    /// - Parameters:
    ///   - action: What the gesture starts.
    ///   - direction: The way the finger moves to complete the transition.
    ///   - recognizer: The recognizer to follow. Default: a new ``PanGestureRecognizer``.
    ///   - releaseRule: How a release decides. Default: a projection past half way.
    public init(
        _ action: Action,
        direction: Direction,
        recognizer: PanGestureRecognizer = PanGestureRecognizer(),
        releaseRule: TransitionInteraction.ReleaseRule = .projection(threshold: 0.5)
    ) {
        self.direction = direction
        self.recognizer = recognizer
        self.releaseRule = releaseRule
        driver = InteractionDriver(action)
        recognizer.delegate = self
        recognizer.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            handle(pan)
        }
    }

    /// A pan (`pan-to-dismiss`) that dismisses `controller` when dragged `direction` (default ``Direction/down``).
    public static func panToDismiss(
        _ controller: ViewController, direction: Direction = .down
    ) -> DragInteractionController {
        let made = DragInteractionController(.dismiss(controller), direction: direction)
        made.recognizer.name = "pan-to-dismiss"
        return made
    }

    /// A screen-edge pan (`edge-pan-to-dismiss`) from `edge` (default ``RectEdge/left``) that dismisses
    /// `controller`, the finger moving away from the edge.
    public static func edgePanToDismiss(_ controller: ViewController, edge: RectEdge = .left)
        -> DragInteractionController
    {
        let made = DragInteractionController(
            .dismiss(controller), direction: Self.direction(awayFrom: edge), recognizer: edgePan(edge))
        made.recognizer.name = "edge-pan-to-dismiss"
        return made
    }

    /// A pan (`pan-to-pop`) that pops `navigation` when dragged `direction` (default ``Direction/right``).
    public static func panToPop(_ navigation: NavigationController, direction: Direction = .right)
        -> DragInteractionController
    {
        let made = DragInteractionController(.pop(navigation), direction: direction)
        made.recognizer.name = "pan-to-pop"
        return made
    }

    /// A screen-edge pan (`edge-pan-to-pop`) from `edge` (default ``RectEdge/left``) that pops `navigation` with the
    /// navigation edge swipe's release rule (``TransitionInteraction/ReleaseRule/edgeSwipe(width:)``, asked with the
    /// navigation controller's width when the gesture begins).
    public static func edgePanToPop(_ navigation: NavigationController, edge: RectEdge = .left)
        -> DragInteractionController
    {
        let made = DragInteractionController(
            .pop(navigation), direction: Self.direction(awayFrom: edge), recognizer: edgePan(edge),
            releaseRule: .edgeSwipe(width: 1))
        made.recognizer.name = "edge-pan-to-pop"
        return made
    }

    /// Adds ``recognizer`` to `view`.
    public func attach(to view: View) {
        view.addGestureRecognizer(recognizer)
    }

    /// Removes ``recognizer`` from its view.
    public func detach() {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    /// The interaction controller for the transition the gesture is starting, while it starts; `nil` at any other
    /// time, so that a dismissal or pop started another way runs by itself.
    public var interactionController: TransitionInteraction? {
        driver.isStarting ? interaction : nil
    }

    /// Whether the finger is driving a transition now.
    public var isInteracting: Bool {
        driver.isDriving
    }

    // MARK: - GestureRecognizerDelegate

    /// Whether the gesture may begin: to grab this controller's own completing transition, or when the action can
    /// start — the controller is presented and not being dismissed, or the navigation stack holds more than one
    /// controller — no transition runs, and ``shouldBegin`` agrees.
    ///
    /// A ``ScreenEdgePanGestureRecognizer`` with a ``Direction/leading`` or ``Direction/trailing`` direction (give it
    /// both `[.left, .right]` edges) also begins only from the edge the direction moves away from, as the layout
    /// direction is now: a touch that went down in the half of the view towards the direction's edge fails it
    /// (``/Choreograph/DragProgress/startsAwayFromEdge(location:translation:in:)``).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard startsAwayFromDirectionEdge else { return false }
        return driver.mayBegin(shouldBegin?() ?? true)
    }

    // MARK: - Internal API

    private static func edgePan(_ edge: RectEdge) -> ScreenEdgePanGestureRecognizer {
        let recognizer = ScreenEdgePanGestureRecognizer()
        recognizer.edges = edge
        return recognizer
    }

    private static func direction(awayFrom edge: RectEdge) -> Direction {
        if edge.contains(.right) { return .left }
        if edge.contains(.top) { return .down }
        if edge.contains(.bottom) { return .up }
        return .right
    }

    private func handle(_ pan: PanGestureRecognizer) {
        if pan.state == .began {
            drag = DragProgress(
                towards: direction.edge, layoutDirection: layoutDirection(of: referenceView(pan)),
                travel: measuredTravel(pan))
        }
        driver.follow(
            pan.state, rule: resolvedRule,
            contribution: { drag.contribution(translation: pan.translation(in: nil)) },
            velocity: { drag.progressVelocity(pan.velocity(in: nil)) })
    }

    private var resolvedRule: TransitionInteraction.ReleaseRule {
        guard case .edgeSwipe = releaseRule else { return releaseRule }
        return .edgeSwipe(width: drag.travel)
    }

    /// The travel asked, or the length of the navigation controller's view or of the recognizer's view along the
    /// direction; ``/Choreograph/DragProgress`` applies its fallback.
    private func measuredTravel(_ pan: PanGestureRecognizer) -> Double {
        if let travel { return Double(travel()) }
        return DragProgress.length(of: referenceView(pan)?.bounds.size ?? .zero, towards: direction.edge)
    }

    /// The navigation controller's view, or the recognizer's view: the view whose size is the travel and whose
    /// layout direction resolves ``Direction/leading`` and ``Direction/trailing``.
    private func referenceView(_ pan: PanGestureRecognizer) -> View? {
        driver.target.navigation?.view ?? pan.view
    }

    private func layoutDirection(of view: View?) -> LayoutDirection {
        view.map { LayoutDirection($0.effectiveUserInterfaceLayoutDirection) } ?? .leftToRight
    }

    /// Whether an edge pan with a leading or trailing direction started in the half of the reference view away from
    /// the direction's edge; `true` for any other recognizer or direction.
    private var startsAwayFromDirectionEdge: Bool {
        guard direction.followsLayoutDirection, recognizer is ScreenEdgePanGestureRecognizer,
            let view = referenceView(recognizer)
        else { return true }
        let drag = DragProgress(towards: direction.edge, layoutDirection: layoutDirection(of: view), travel: 1)
        return drag.startsAwayFromEdge(
            location: recognizer.location(in: view), translation: recognizer.translation(in: view), in: view.bounds)
    }
}
