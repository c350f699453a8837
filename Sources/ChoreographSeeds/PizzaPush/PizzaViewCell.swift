#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A pizza cell of the grid: a rounded card in the pizza's colour (``containerView``) holding the pizza's picture
/// (``pizzaImage``) and its name.
///
/// The grid fills each cell it dequeues with ``configure(with:index:)``. Accessibility identifiers, given there:
/// `pizza-N` (the cell), `pizza-N-card`, `pizza-N-image` and `pizza-N-name`.
@MainActor
public final class PizzaViewCell: UICollectionViewCell {
    /// The reuse identifier the grid registers the cell under.
    public static let reuseIdentifier = "PizzaViewCell"
    /// The size of the picture: 130 × 130 points, centred 20 points from the card's top.
    public static let imageSize = CGSize(width: 130, height: 130)
    /// The card's corner radius: 16 points.
    public static let cornerRadius: CGFloat = 16

    /// The card: the pizza's colour with rounded corners, filling the cell.
    public let containerView = UIView()
    /// The pizza's picture on the card.
    public let pizzaImage = UIImageView()
    private let nameLabel = UILabel()

    /// Shows `pizza` as the cell at `index` of the grid.
    public func configure(with pizza: Pizza, index: Int) {
        installSubviewsIfNeeded()
        accessibilityIdentifier = "pizza-\(index)"
        containerView.accessibilityIdentifier = "pizza-\(index)-card"
        pizzaImage.accessibilityIdentifier = "pizza-\(index)-image"
        nameLabel.accessibilityIdentifier = "pizza-\(index)-name"
        containerView.backgroundColor = pizza.color
        pizzaImage.image = UIImage(named: pizza.imageName)
        nameLabel.text = pizza.name
    }

    /// Puts the card, the picture and the name in the content view, the first time the cell is configured. (A cell
    /// that builds its content in `init(frame:)` must declare that initializer `override` for UIKit and `required` for
    /// the headless host, which then warns that `override` is implied; building it here needs neither.)
    private func installSubviewsIfNeeded() {
        guard containerView.superview == nil else { return }
        containerView.layer.cornerRadius = Self.cornerRadius
        pizzaImage.contentMode = .scaleAspectFit
        nameLabel.font = .boldSystemFont(ofSize: 17)
        nameLabel.textAlignment = .center
        containerView.addSubview(pizzaImage)
        containerView.addSubview(nameLabel)
        contentView.addSubview(containerView)
    }

    /// The card fills the cell; the picture is centred 20 points from its top, the name under it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        let imageSize = Self.imageSize
        containerView.frame = CGRect(origin: .zero, size: size)
        pizzaImage.frame = CGRect(
            x: (size.width - imageSize.width) / 2, y: 20, width: imageSize.width, height: imageSize.height)
        nameLabel.frame = CGRect(x: 8, y: 162, width: max(size.width - 16, 0), height: 32)
    }
}
