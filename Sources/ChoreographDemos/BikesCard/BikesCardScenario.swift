import Choreograph
import ChoreographHeadless
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The bikes-card scenario (seed 002): the map presents a stations list as a 200-point card at the bottom that
/// slides in from the right, while the map above it keeps taking touches. The screens, the transitioning delegate, the
/// presentation controller and the animator are the UIKit-written ones of `ChoreographSeeds`
/// (``/ChoreographSeeds/MapViewController``, ``/ChoreographSeeds/CardTransitioningDelegate``).
///
/// Operations: ``/ChoreographHeadless/ScenarioOperation/present`` shows the card;
/// ``/ChoreographHeadless/ScenarioOperation/dismiss`` slides it away. Anything else is reported as
/// `scenario.unsupportedOperation`.
///
/// The demo adds a drag-down dismissal to the seed: once the card is up, a
/// ``/ChoreographHeadless/DragInteractionController`` (recognizer `card-drag`) on the stations view dismisses it
/// interactively through ``BikesCardDragDelegate``, the card sliding down under the finger; released far or fast
/// enough it leaves, otherwise it springs back.
@MainActor
public final class BikesCardScenario: Scenario {
    /// `"bikes-card"`.
    nonisolated public static let name = "bikes-card"
    /// A one-line description for listings.
    nonisolated public static let summary = "A stations card slides in from the right over a map that stays interactive"

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``mapController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The map screen.
    public let mapController: MapViewController
    /// The stations card's transitioning delegate once it is presented: the seed's, with the drag added.
    public let dragDelegate: BikesCardDragDelegate
    /// The drag-down on the stations card, while a card is presented.
    public private(set) var cardDrag: DragInteractionController?

    /// Builds the map screen in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        mapController = MapViewController()
        dragDelegate = BikesCardDragDelegate(seedDelegate: mapController.cardTransition)
        window = Window(size: size)
        window.rootViewController = mapController
        window.makeKeyAndVisible()
    }

    /// Presents or dismisses the stations card; a presented card gets the drag-down dismissal.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present:
            mapController.showStations()
            if let stations = mapController.stationsController { addDrag(to: stations) }
        case .dismiss: mapController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }

    /// Makes `stations`' dismissal go through ``dragDelegate`` and attaches a drag-down (recognizer `card-drag`) to
    /// its view, travelling the card's 200 points.
    private func addDrag(to stations: StationsViewController) {
        let drag = DragInteractionController.panToDismiss(stations, direction: .down)
        drag.recognizer.name = ChoreographHeadless.CardPresentationController.dragName
        drag.travel = { [weak stations] in
            guard let card = stations?.presentationController, let container = card.containerView else { return 1 }
            return Transition.cardSlideTravel(
                frame: card.frameOfPresentedViewInContainerView, containerSize: container.bounds.size, edge: .bottom)
        }
        drag.attach(to: stations.view)
        dragDelegate.drag = drag
        cardDrag = drag
        stations.transitioningDelegate = dragDelegate
    }
}
