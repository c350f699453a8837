import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pizza-push demo's root screen: a title and a grid of pizza cells, two to a row; selecting a cell pushes its
/// detail screen with the pizza transition.
///
/// Each cell (`pizza-N`) holds a rounded coloured card (`pizza-N-card`) with the pizza's picture (`pizza-N-image`)
/// and name (`pizza-N-name`) on it. As a ``PizzaTransitionable`` the screen answers for the selected cell: its card
/// and picture, and the grid (`pizza-grid`) as the content to hide. Identifiers: `pizzas` (the view),
/// `pizzas-title`, `pizza-grid` and the cells'.
@MainActor
public final class PizzaGridViewController: ViewController {
    /// The size of a cell: 171 × 210 points, so that two columns and three gaps fill 390 points.
    public static let cellSize = CGSize(width: 171, height: 210)
    /// The gap between cells, and between the cells and the grid's edges: 16 points.
    public static let spacing: CGFloat = 16
    /// The size of a cell's picture: 130 × 130 points, centred near the top of the card.
    public static let imageSize = CGSize(width: 130, height: 130)
    /// The card's corner radius: 16 points.
    public static let cardCornerRadius: CGFloat = 16
    /// The grid's top edge in the screen: 120 points, below the title.
    public static let gridTop: CGFloat = 120

    /// The pizzas, in grid order.
    public let pizzas: [Pizza]
    /// The index of the cell whose detail screen was pushed last; `nil` before the first push.
    public private(set) var selectedIndex: Int?
    /// The cells, in grid order; empty until the view loads.
    public private(set) var cells: [View] = []
    private let grid = View(identifier: "pizza-grid")
    private let titleLabel = View(identifier: "pizzas-title")

    /// Creates the grid of `pizzas` (default ``Pizza/all``).
    public init(pizzas: [Pizza] = Pizza.all) {
        self.pizzas = pizzas
        super.init(nibName: nil, bundle: nil)
        identifier = "pizzas"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Lifecycle

    /// Builds the screen: the title and one cell per pizza, each with a tap recognizer that selects it.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "pizzas")
        root.backgroundColor = DemoColors.paper
        titleLabel.content = .text(TextContent("Pizzas", fontSize: 34, isBold: true))
        grid.clipsToBounds = true
        root.addSubview(titleLabel)
        root.addSubview(grid)
        cells = pizzas.enumerated().map { index, pizza in
            let cell = makeCell(for: pizza, at: index)
            grid.addSubview(cell)
            return cell
        }
        view = root
        layoutContent(in: root.bounds.size)
    }

    /// Places the content for the view's current size.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent(in: view.bounds.size)
    }

    // MARK: - Selecting

    /// Selects the cell at `index` and pushes its detail screen with animation; an index outside the grid is
    /// ignored, and so is a call made while a detail screen is on top.
    ///
    /// While a transition runs the push is still asked for (the host refuses and reports it), but the selection is
    /// left alone, so the running transition keeps its cell.
    public func showDetail(forPizza index: Int) {
        guard pizzas.indices.contains(index), cells.indices.contains(index), let navigation = navigationController
        else { return }
        let isIdle = transitionCoordinator == nil
        guard !isIdle || navigation.topViewController === self else { return }
        if isIdle { selectedIndex = index }
        navigation.pushViewController(PizzaDetailViewController(pizza: pizzas[index]), animated: true)
    }

    // MARK: - Layout

    private func makeCell(for pizza: Pizza, at index: Int) -> View {
        let cell = View(identifier: "pizza-\(index)")
        let card = View(identifier: "pizza-\(index)-card")
        card.backgroundColor = pizza.color
        card.layer.cornerRadius = Self.cardCornerRadius
        let image = View(identifier: "pizza-\(index)-image")
        image.content = .image(ImageContent(name: pizza.imageName, size: Self.imageSize, contentMode: .scaleAspectFit))
        let name = View(identifier: "pizza-\(index)-name")
        name.content = .text(TextContent(pizza.name, fontSize: 17, isBold: true, alignment: .center))
        card.addSubview(image)
        card.addSubview(name)
        cell.addSubview(card)
        let tap = TapGestureRecognizer { [weak self] _ in self?.showDetail(forPizza: index) }
        tap.name = "pizza-\(index)"
        cell.addGestureRecognizer(tap)
        return cell
    }

    /// The title at the top; the grid below it to the bottom edge; cells in rows of two; each card fills its cell,
    /// with the picture centred 20 points from its top and the name under it.
    private func layoutContent(in size: CGSize) {
        titleLabel.frame = CGRect(x: 20, y: 60, width: size.width - 40, height: 44)
        grid.frame = CGRect(x: 0, y: Self.gridTop, width: size.width, height: max(size.height - Self.gridTop, 0))
        let (cellSize, spacing, imageSize) = (Self.cellSize, Self.spacing, Self.imageSize)
        for (index, cell) in cells.enumerated() {
            let column = CGFloat(index % 2)
            let row = CGFloat(index / 2)
            let origin = CGPoint(
                x: spacing + column * (cellSize.width + spacing), y: spacing + row * (cellSize.height + spacing))
            cell.frame = CGRect(origin: origin, size: cellSize)
            let card = cell.subviews[0]
            card.frame = CGRect(origin: .zero, size: cellSize)
            card.subviews[0].frame = CGRect(
                x: (cellSize.width - imageSize.width) / 2, y: 20, width: imageSize.width, height: imageSize.height)
            card.subviews[1].frame = CGRect(x: 8, y: 162, width: cellSize.width - 16, height: 32)
        }
    }
}
