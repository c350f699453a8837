#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The bikes-card map screen: a map with a few station pins that stays interactive while the stations card is up.
///
/// A tap on the map is recorded in ``tapLocations`` — the stand-in for what a real map does with it (select a pin,
/// recentre) — so that a test or a preview can tell the map received it. ``showStations()`` presents the card.
///
/// Accessibility identifiers: `map` (the view) and `pin-0` … `pin-2`.
@MainActor
public final class MapViewController: UIViewController {
    /// Where the station pins stand, in the map's coordinates.
    public static let pinLocations = [CGPoint(x: 90, y: 180), CGPoint(x: 260, y: 320), CGPoint(x: 150, y: 520)]

    /// The transitioning delegate of the stations card, held strongly here: a controller holds its transitioning
    /// delegate weakly.
    public let cardTransition = CardTransitioningDelegate()
    /// Where the map was tapped, in the map view's coordinates, oldest first.
    public private(set) var tapLocations: [CGPoint] = []
    /// The stations card being presented, on screen or being dismissed; `nil` once it is gone. Weak: the
    /// presentation keeps it alive.
    public private(set) weak var stationsController: StationsViewController?

    /// Creates the map screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails: the screen is built in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the map with its pins and a tap recognizer.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "map"
        view.backgroundColor = UIColor(red: 0.78, green: 0.88, blue: 0.85, alpha: 1)
        for (index, point) in Self.pinLocations.enumerated() {
            let pin = UIView(frame: CGRect(x: point.x - 12, y: point.y - 12, width: 24, height: 24))
            pin.accessibilityIdentifier = "pin-\(index)"
            pin.backgroundColor = UIColor(red: 0.96, green: 0.26, blue: 0.21, alpha: 1)
            pin.layer.cornerRadius = 12
            view.addSubview(pin)
        }
        let tap = UITapGestureRecognizer()
        tap.name = "map"
        tap.addHandler { [weak self] tap in
            guard let self else { return }
            tapLocations.append(tap.location(in: view))
        }
        view.addGestureRecognizer(tap)
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
