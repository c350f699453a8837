#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The pizza-push root screen: a title and a collection view of pizza cells, two to a row; selecting a cell pushes
/// its detail screen with the pizza transition.
///
/// When its view loads inside a navigation controller, the screen installs ``navigationDelegate`` on it, as the seed
/// makes its grid the navigation controller's delegate: every push and pop then runs a ``PizzaTransitionAnimator``.
/// As a ``PizzaTransitionable`` the screen answers for the selected cell — its card and picture — and hides the
/// collection view while the mirrors fly.
///
/// Accessibility identifiers: `pizzas` (the view), `pizzas-title`, `pizza-grid` (the collection view) and the cells'
/// (``PizzaViewCell``).
@MainActor
public final class PizzaGridViewController: UIViewController {
    /// The size of a cell: 171 × 210 points, so that two columns and three gaps fill 390 points.
    public static let cellSize = CGSize(width: 171, height: 210)
    /// The gap between cells, and between the cells and the grid's edges: 16 points.
    public static let spacing: CGFloat = 16
    /// The grid's top edge in the screen: 120 points, below the title.
    public static let gridTop: CGFloat = 120

    /// The pizzas, in grid order.
    public let pizzas: [Pizza]
    /// The navigation controller's delegate, held strongly here: a navigation controller holds its delegate weakly.
    public let navigationDelegate = PizzaNavigationDelegate()
    /// The index of the cell whose detail screen was pushed last; `nil` before the first push.
    public private(set) var selectedIndex: Int?
    /// The grid of cells.
    public let collectionView: UICollectionView
    private let titleLabel = UILabel()

    /// Creates the grid of `pizzas` (default ``Pizza/all``).
    public init(pizzas: [Pizza] = Pizza.all) {
        self.pizzas = pizzas
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = Self.cellSize
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        layout.sectionInset = UIEdgeInsets(
            top: Self.spacing, left: Self.spacing, bottom: Self.spacing, right: Self.spacing)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails: the screen is built in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Lifecycle

    /// Builds the screen and makes ``navigationDelegate`` the navigation controller's delegate.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "pizzas"
        view.backgroundColor = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
        titleLabel.accessibilityIdentifier = "pizzas-title"
        titleLabel.text = "Pizzas"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        collectionView.accessibilityIdentifier = "pizza-grid"
        collectionView.backgroundColor = .clear
        collectionView.register(PizzaViewCell.self, forCellWithReuseIdentifier: PizzaViewCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(titleLabel)
        view.addSubview(collectionView)
        if let navigationController { navigationDelegate.install(on: navigationController) }
    }

    /// The title at the top; the grid below it, to the bottom edge.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        titleLabel.frame = CGRect(x: 20, y: 60, width: size.width - 40, height: 44)
        collectionView.frame = CGRect(
            x: 0, y: Self.gridTop, width: size.width, height: max(size.height - Self.gridTop, 0))
    }

    // MARK: - Selecting

    /// Selects the cell at `index` and pushes its detail screen with animation; an index outside the grid is
    /// ignored, and so is a call made while a detail screen is on top.
    ///
    /// While a transition runs the push is still asked for (UIKit ignores it), but the selection is left alone, so
    /// the running transition keeps its cell.
    public func showDetail(forPizza index: Int) {
        guard pizzas.indices.contains(index), let navigationController else { return }
        let isIdle = transitionCoordinator == nil
        guard !isIdle || navigationController.topViewController === self else { return }
        if isIdle { selectedIndex = index }
        navigationController.pushViewController(PizzaDetailViewController(pizza: pizzas[index]), animated: true)
    }

    /// The visible cell of the selected pizza, if any.
    var selectedCell: PizzaViewCell? {
        guard let selectedIndex else { return nil }
        return collectionView.cellForItem(at: IndexPath(item: selectedIndex, section: 0)) as? PizzaViewCell
    }
}

// MARK: - UICollectionViewDataSource

extension PizzaGridViewController: UICollectionViewDataSource {
    /// One cell per pizza.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pizzas.count
    }

    /// A ``PizzaViewCell`` showing the pizza at `indexPath`.
    public func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: PizzaViewCell.reuseIdentifier, for: indexPath)
        (cell as? PizzaViewCell)?.configure(with: pizzas[indexPath.item], index: indexPath.item)
        return cell
    }
}

// MARK: - UICollectionViewDelegate

extension PizzaGridViewController: UICollectionViewDelegate {
    /// Pushes the detail screen of the selected pizza.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        showDetail(forPizza: indexPath.item)
    }
}

// MARK: - PizzaTransitionable

extension PizzaGridViewController: PizzaTransitionable {
    /// The selected cell's card (`pizza-N-card`); `nil` with no selection or when the cell is not on screen.
    public var pizzaBackgroundView: UIView? {
        selectedCell?.containerView
    }

    /// The selected cell's picture (`pizza-N-image`); `nil` with no selection or when the cell is not on screen.
    public var pizzaImageView: UIImageView? {
        selectedCell?.pizzaImage
    }

    /// The collection view (`pizza-grid`), hidden while the mirrors fly; `nil` before the view loads.
    public var pizzaTransitionContent: UIView? {
        viewIfLoaded == nil ? nil : collectionView
    }
}
