import Choreograph

/// A pizza the pizza-push demo lists: a name, an image name and the colour of its card.
public struct Pizza: Hashable, Sendable {
    /// The pizza's name, shown on its card and on the detail screen.
    public var name: String
    /// The name of the pizza's picture, for previews.
    public var imageName: String
    /// The colour of the pizza's card and of its detail screen's background panel.
    public var color: Color

    /// Creates a pizza.
    public init(name: String, imageName: String, color: Color) {
        self.name = name
        self.imageName = imageName
        self.color = color
    }

    /// The six pizzas of the demo, in grid order (left to right, top to bottom).
    public static let all: [Pizza] = [
        Pizza(name: "Margherita", imageName: "margherita", color: Color(red: 0.95, green: 0.80, blue: 0.45)),
        Pizza(name: "Marinara", imageName: "marinara", color: Color(red: 0.93, green: 0.55, blue: 0.45)),
        Pizza(
            name: "Quattro Formaggi", imageName: "quattro-formaggi", color: Color(red: 0.98, green: 0.90, blue: 0.65)),
        Pizza(name: "Diavola", imageName: "diavola", color: Color(red: 0.85, green: 0.35, blue: 0.30)),
        Pizza(name: "Funghi", imageName: "funghi", color: Color(red: 0.75, green: 0.65, blue: 0.55)),
        Pizza(name: "Ortolana", imageName: "ortolana", color: Color(red: 0.60, green: 0.78, blue: 0.50)),
    ]
}
