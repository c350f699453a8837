import Choreograph
import ChoreographHeadless
import ChoreographSeedTransitions
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The bikes-card seed written with a library transition (`bikes-card-library`): the seed's map and stations screens
/// (``/ChoreographSeeds/MapViewController``, ``/ChoreographSeeds/StationsViewController``), the card presented
/// `.custom` in one line with ``transition`` instead of the seed's slide animator.
///
/// The seed's ``/ChoreographSeeds/CardTransitioningDelegate`` stays the card's `transitioningDelegate` only for what
/// the library does not vend: ``/ChoreographHeadless/ViewController/present(_:transition:animated:completion:)`` keeps
/// it as the library delegate's forwarding delegate, so the card still gets its presentation controller — 200
/// points at the bottom, the touch-forwarding decoration — while the library animates it. Every frame shows the
/// seed's views where ``BikesCardScenario`` shows them. Operations: ``/ChoreographHeadless/ScenarioOperation/present``
/// and ``/ChoreographHeadless/ScenarioOperation/dismiss`` (the transition's dismissing side, the card leaving to the
/// right); anything else is reported as `scenario.unsupportedOperation`.
@MainActor
public final class BikesCardLibraryScenario: Scenario {
    /// `"bikes-card-library"`.
    nonisolated public static let name = "bikes-card-library"
    /// A one-line description for listings.
    nonisolated public static let summary = "The bikes-card seed in one line: .cover(from: .right).duration(0.35)"
    /// The seed's slide as a library value: ``/Choreograph/Transition/cover(from:)`` from the right over the map,
    /// which stays, for the seed animator's 0.35 s on the default ease-in-out curve.
    nonisolated public static let transition = SeedTransitions.bikesCard

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``mapController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The map screen, as the seed builds it.
    public let mapController: MapViewController

    /// Builds the map screen in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        mapController = MapViewController()
        window = Window(size: size)
        window.rootViewController = mapController
        window.makeKeyAndVisible()
    }

    /// Presents a new stations card with ``transition``, or dismisses it.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present:
            let stations = StationsViewController()
            stations.modalPresentationStyle = .custom
            stations.transitioningDelegate = mapController.cardTransition
            mapController.present(stations, transition: Self.transition)
        case .dismiss: mapController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
