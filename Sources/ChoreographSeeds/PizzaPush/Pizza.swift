#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A pizza the pizza-push screens list: a name, an image name and the colour of its card.
public struct Pizza: Hashable {
    /// The pizza's name, shown on its card and on the detail screen.
    public var name: String
    /// The name of the pizza's picture (`UIImage(named:)`).
    public var imageName: String
    /// The colour of the pizza's card and of its detail screen's background panel.
    public var color: UIColor

    /// Creates a pizza.
    public init(name: String, imageName: String, color: UIColor) {
        self.name = name
        self.imageName = imageName
        self.color = color
    }

    /// The six pizzas of the grid, in order (left to right, top to bottom).
    public static var all: [Pizza] {
        [
            Pizza(
                name: "Margherita", imageName: "margherita",
                color: UIColor(red: 0.95, green: 0.80, blue: 0.45, alpha: 1)),
            Pizza(
                name: "Marinara", imageName: "marinara", color: UIColor(red: 0.93, green: 0.55, blue: 0.45, alpha: 1)),
            Pizza(
                name: "Quattro Formaggi", imageName: "quattro-formaggi",
                color: UIColor(red: 0.98, green: 0.90, blue: 0.65, alpha: 1)),
            Pizza(name: "Diavola", imageName: "diavola", color: UIColor(red: 0.85, green: 0.35, blue: 0.30, alpha: 1)),
            Pizza(name: "Funghi", imageName: "funghi", color: UIColor(red: 0.75, green: 0.65, blue: 0.55, alpha: 1)),
            Pizza(
                name: "Ortolana", imageName: "ortolana", color: UIColor(red: 0.60, green: 0.78, blue: 0.50, alpha: 1)),
        ]
    }
}
