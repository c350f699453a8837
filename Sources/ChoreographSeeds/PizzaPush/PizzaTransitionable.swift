#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A screen that takes part in the pizza transition: it names the two views the animator mirrors.
///
/// The grid answers for its selected cell (the card and its picture); the detail screen for its background panel and
/// its large picture. The animator reads these from the transition's controllers, so the two screens never need to
/// know each other. A screen with nothing to offer (a grid with no selection) returns `nil`, and the animator then
/// swaps the screens without the mirrors.
@MainActor
public protocol PizzaTransitionable: AnyObject {
    /// The view whose colour and corners the growing (or shrinking) background copies: the selected cell's card, or
    /// the detail screen's background panel; `nil` when there is none.
    var pizzaBackgroundView: UIView? { get }
    /// The picture the turning, travelling copy shows: the selected cell's picture, or the detail screen's; `nil`
    /// when there is none.
    var pizzaImageView: UIImageView? { get }
    /// The content hidden while the mirrors fly, besides the two shared views: the collection view on the grid
    /// screen. Default `nil`: nothing else is hidden.
    var pizzaTransitionContent: UIView? { get }
}
