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

    /// Builds the map screen in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        mapController = MapViewController()
        window = Window(size: size)
        window.rootViewController = mapController
        window.makeKeyAndVisible()
    }

    /// Presents or dismisses the stations card.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present: mapController.showStations()
        case .dismiss: mapController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
