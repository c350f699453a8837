import ChoreographHeadless

/// The grid's part in the pizza transition: the selected cell's card and picture, and the grid itself.
extension PizzaGridViewController: PizzaTransitionable {
    /// The selected cell's card (`pizza-N-card`); `nil` with no selection or before the view loads.
    public var pizzaBackgroundView: View? {
        selectedCell?.subviews.first
    }

    /// The selected cell's picture (`pizza-N-image`); `nil` with no selection or before the view loads.
    public var pizzaImageView: View? {
        selectedCell?.subviews.first?.subviews.first
    }

    /// The grid (`pizza-grid`), hidden while the mirrors fly; `nil` before the view loads.
    public var pizzaTransitionContent: View? {
        viewIfLoaded?.view(withIdentifier: "pizza-grid")
    }

    private var selectedCell: View? {
        guard let selectedIndex, cells.indices.contains(selectedIndex) else { return nil }
        return cells[selectedIndex]
    }
}
