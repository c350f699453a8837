import ChoreographHeadless

/// The detail screen's part in the pizza transition: its panel and its picture.
extension PizzaDetailViewController: PizzaTransitionable {
    /// The background panel (`detail-background`).
    public var pizzaBackgroundView: View? { background }
    /// The picture (`detail-image`).
    public var pizzaImageView: View? { image }
}
