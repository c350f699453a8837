import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The bikes-card demo's stations list, shown as a card: a few station rows and a close button that dismisses it.
///
/// Identifiers: `stations` (the view), `station-0` … `station-2` and `stations-close`.
@MainActor
public final class StationsViewController: ViewController {
    /// The station names, in list order.
    public static let stationNames = ["Harbour Gate", "Market Square", "Old Mill"]

    private var rows: [View] = []
    private let closeButton = ButtonView(title: "Close", identifier: "stations-close")

    /// Creates the stations list.
    public init() {
        super.init(nibName: nil, bundle: nil)
        identifier = "stations"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the list: rows and a close button on a white card with rounded top corners.
    public override func loadView() {
        let card = View(frame: CGRect(x: 0, y: 0, width: Window.defaultSize.width, height: 200), identifier: "stations")
        card.backgroundColor = .white
        card.layer.cornerRadii = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)
        card.clipsToBounds = true
        rows = Self.stationNames.enumerated().map { index, name in
            let row = View(identifier: "station-\(index)")
            row.content = .text(TextContent(name, fontSize: 17))
            card.addSubview(row)
            return row
        }
        closeButton.action = { [weak self] in self?.dismiss(animated: true) }
        card.addSubview(closeButton)
        view = card
        layoutContent(in: card.bounds.size)
    }

    /// Places the rows and the button for the card's current size.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent(in: view.bounds.size)
    }

    private func layoutContent(in size: CGSize) {
        let margin: CGFloat = 16
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: margin, y: 20 + CGFloat(index) * 44, width: max(size.width - 120, 0), height: 44)
        }
        closeButton.frame = CGRect(x: max(size.width - 96, 0), y: 20, width: 80, height: 36)
    }
}
