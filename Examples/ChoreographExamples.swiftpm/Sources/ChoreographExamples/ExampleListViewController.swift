import Choreograph
import ChoreographSeeds
import ChoreographUIKit
import UIKit

/// The app's first screen: each seed scenario with its seed button and its library button side by side, then the
/// presets, then a sheet and a card.
final class ExampleListViewController: UIViewController {
    private let scroll = UIScrollView()
    /// Where the next row goes.
    private var nextRowY: CGFloat = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choreograph"
        view.backgroundColor = .white
        scroll.frame = view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scroll)

        addHeader("Seed scenarios: the seed's animator, then the library one-liner")
        for seed in SeedExample.allCases {
            addHeader(seed.name)
            addButton("Seed — \(seed.seedSummary)") { [weak self] in self?.show(seed, library: false) }
            addButton("Library — \(seed.libraryLine)") { [weak self] in self?.show(seed, library: true) }
        }
        addHeader("Presets")
        for preset in PresetExample.all {
            addButton(preset.title) { [weak self] in self?.show(preset) }
        }
        addHeader("Sheet")
        addButton("A sheet with peek, medium and large detents") { [weak self] in self?.showSheet() }
        addHeader("Card")
        addButton("A card over the list, dragged down to dismiss") { [weak self] in self?.showCard() }
        scroll.contentSize = CGSize(width: view.bounds.width, height: nextRowY + 16)
    }

    /// The seed's first screen in a navigation controller of its own, presented full screen; with `library`, its
    /// Library button runs the one-liner.
    private func show(_ seed: SeedExample, library: Bool) {
        let root = seed.makeRoot()
        root.title = library ? "\(seed.name) — library" : seed.name
        let navigation = UINavigationController(rootViewController: root)
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak navigation] _ in navigation?.dismiss(animated: true) })
        if library {
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Library", primaryAction: UIAction { [weak root] _ in root.map { seed.runLibrary(from: $0) } })
        }
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    /// The preset on a plain detail screen: a SwiftUI view presented with it, or a UIKit screen pushed with it.
    private func show(_ preset: PresetExample) {
        switch preset.style {
        case .present:
            presentDetail(preset.title, transition: preset.transition, from: self)
        case .push:
            let detail = UIViewController()
            detail.title = preset.title
            detail.view.backgroundColor = UIColor(red: 0.98, green: 0.85, blue: 0.6, alpha: 1)
            navigationController?.pushViewController(detail, transition: preset.transition)
        }
    }

    /// A page sheet with a peek detent (a quarter of the tallest height, from the core's `SheetDetent`) and UIKit's
    /// medium and large detents, from which a detail is presented with a library zoom.
    private func showSheet() {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Present a detail with .zoom", for: .normal)
        button.frame = CGRect(x: 16, y: 24, width: 300, height: 44)
        button.addAction(
            UIAction { [weak self, weak sheet] _ in
                guard let self, let sheet else { return }
                presentDetail(".zoom from a sheet", transition: .zoom, from: sheet)
            }, for: .touchUpInside)
        sheet.view.addSubview(button)
        sheet.modalPresentationStyle = .pageSheet
        let peek = SheetDetent.custom(identifier: .init("peek")) { maximum in maximum * 0.25 }
        sheet.sheetPresentationController?.detents = [.library(peek), .medium(), .large()]
        present(sheet, animated: true)
    }

    /// A card 280 points high at the bottom over the dimmed list, which stays interactive; dragging the card down
    /// dismisses it interactively.
    private func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = UIColor(red: 0.85, green: 0.93, blue: 0.85, alpha: 1)
        let label = UILabel()
        label.text = "presentCard(_:transition:configuration:) — drag down to dismiss"
        label.numberOfLines = 0
        label.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 60)
        label.autoresizingMask = [.flexibleWidth]
        card.view.addSubview(label)
        presentCard(card, transition: .cover(from: .bottom), configuration: .init(height: 280, dimming: 0.2))
    }

    /// Presents ``PresetDetail`` from `presenter` with `transition`; a tap dismisses it with the dismissing side.
    private func presentDetail(_ title: String, transition: Transition, from presenter: UIViewController) {
        let host = presenter.present(PresetDetail(title: title), transition: transition)
        let tap = UITapGestureRecognizer()
        tap.addHandler { [weak host] _ in host?.dismiss(animated: true) }
        host.view.addGestureRecognizer(tap)
    }

    private func addHeader(_ text: String) {
        let label = UILabel()
        label.text = text
        label.font = .boldSystemFont(ofSize: 17)
        label.numberOfLines = 0
        addRow(label, height: 32)
    }

    private func addButton(_ title: String, action: @escaping @MainActor () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.numberOfLines = 0
        button.titleLabel?.font = .systemFont(ofSize: 14)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        addRow(button, height: 44)
    }

    /// Adds `row` below the rows added before, as wide as the list less its margins.
    private func addRow(_ row: UIView, height: CGFloat) {
        row.frame = CGRect(x: 16, y: nextRowY, width: view.bounds.width - 32, height: height)
        row.autoresizingMask = [.flexibleWidth]
        scroll.addSubview(row)
        nextRowY += height + 4
    }
}
