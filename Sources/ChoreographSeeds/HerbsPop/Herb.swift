#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A herb the herbs-pop screens list: a name, an image name, a short description and the picture's credit.
public struct Herb: Hashable, Sendable {
    /// The herb's name, shown as the details screen's title.
    public var name: String
    /// The name of the herb's picture (`UIImage(named:)`).
    public var imageName: String
    /// A sentence or two about the herb, shown on the details screen.
    public var description: String
    /// Who took the picture, shown at the bottom of the details screen.
    public var credit: String

    /// Creates a herb.
    public init(name: String, imageName: String, description: String, credit: String) {
        self.name = name
        self.imageName = imageName
        self.description = description
        self.credit = credit
    }

    /// The five herbs of the main screen, in the order of the row.
    public static let all: [Herb] = [
        Herb(
            name: "Basil", imageName: "basil",
            description: "Sweet and peppery leaves that lose their scent when cooked for long: add them at the end.",
            credit: "Photo: a kitchen garden"),
        Herb(
            name: "Saffron", imageName: "saffron",
            description: "The dried threads of a crocus flower, picked by hand; a pinch colours a whole pot of rice.",
            credit: "Photo: a spice market"),
        Herb(
            name: "Marjoram", imageName: "marjoram",
            description: "A milder cousin of oregano with a floral note, at home in tomato sauces and stuffings.",
            credit: "Photo: a window box"),
        Herb(
            name: "Rosemary", imageName: "rosemary",
            description: "Woody needles with a piney smell that stands up to roasting and long braises.",
            credit: "Photo: a hillside hedge"),
        Herb(
            name: "Anise", imageName: "anise",
            description: "Seeds that taste of liquorice, used in breads, biscuits and clear spirits.",
            credit: "Photo: a dry-goods shelf"),
    ]
}
