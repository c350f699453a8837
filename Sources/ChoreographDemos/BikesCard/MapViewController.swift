import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The bikes-card demo's map screen: a map (`map`) with a few station pins that stays interactive while the
/// stations card is up.
///
/// A tap on the map is recorded in ``tapLocations`` — the stand-in for what a real map does with it (select a pin,
/// recentre) — so that a test or a preview can tell the map received it. ``showStations()`` presents the card.
///
/// Identifiers: `map` (the view) and `pin-0` … `pin-2`.
@MainActor
public final class MapViewController: ViewController {
    /// The transitioning delegate of the stations card, held strongly here.
    public let cardTransition = CardTransitioningDelegate()
    /// Where the map was tapped, in the map view's coordinates, oldest first.
    public private(set) var tapLocations: [CGPoint] = []
    /// The stations card being presented, on screen or being dismissed; `nil` once it is gone. Weak: the
    /// presentation keeps it alive.
    public private(set) weak var stationsController: StationsViewController?

    /// Creates the map screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        identifier = "map"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the map with its pins and a tap recognizer.
    public override func loadView() {
        let map = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "map")
        map.backgroundColor = DemoColors.map
        let pins = [CGPoint(x: 90, y: 180), CGPoint(x: 260, y: 320), CGPoint(x: 150, y: 520)]
        for (index, point) in pins.enumerated() {
            let pin = View(
                frame: CGRect(x: point.x - 12, y: point.y - 12, width: 24, height: 24), identifier: "pin-\(index)")
            pin.backgroundColor = DemoColors.red
            pin.layer.cornerRadius = 12
            map.addSubview(pin)
        }
        let tap = TapGestureRecognizer { [weak self] recognizer in
            guard let self else { return }
            tapLocations.append(recognizer.location(in: view))
        }
        tap.name = "map"
        map.addGestureRecognizer(tap)
        view = map
    }

    /// Presents the stations card with the custom card presentation.
    public func showStations() {
        let stations = StationsViewController()
        stations.modalPresentationStyle = .custom
        stations.transitioningDelegate = cardTransition
        present(stations, animated: true)
        if stations.isBeingPresented || presentedViewController === stations { stationsController = stations }
    }
}
