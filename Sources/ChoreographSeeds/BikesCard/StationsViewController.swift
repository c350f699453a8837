#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The bikes-card stations list, shown as a card: a few station rows and a close button that dismisses it.
///
/// Accessibility identifiers: `stations` (the view), `station-0` … `station-2` and `stations-close`.
@MainActor
public final class StationsViewController: UIViewController {
    /// The station names, in list order.
    public static let stationNames = ["Harbour Gate", "Market Square", "Old Mill"]

    private var rows: [UILabel] = []
    private let closeButton = UIButton(type: .system)

    /// Creates the stations list.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails: the screen is built in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the list: rows and a close button on a white card with rounded top corners.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "stations"
        view.backgroundColor = .white
        view.layer.cornerRadius = 12
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
        rows = Self.stationNames.enumerated().map { index, name in
            let row = UILabel()
            row.accessibilityIdentifier = "station-\(index)"
            row.text = name
            row.font = .systemFont(ofSize: 17)
            view.addSubview(row)
            return row
        }
        closeButton.accessibilityIdentifier = "stations-close"
        closeButton.setTitle("Close", for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(closeButton)
    }

    /// Places the rows down the left and the close button at the top right, for the card's current size.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        let margin: CGFloat = 16
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: margin, y: 20 + CGFloat(index) * 44, width: max(size.width - 120, 0), height: 44)
        }
        closeButton.frame = CGRect(x: max(size.width - 96, 0), y: 20, width: 80, height: 36)
    }
}
