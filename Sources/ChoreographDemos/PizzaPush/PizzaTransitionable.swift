import ChoreographHeadless

/// A screen that takes part in the pizza transition: it names the two views the animator mirrors.
///
/// The grid answers for its selected cell (the card and its picture); the detail screen for its background panel and
/// its large picture. The animator reads these from the transition's controllers, so it never needs to know their
/// types. A screen with nothing to offer (a grid with no selection) returns `nil`, and the animator then swaps the
/// screens without the mirrors.
@MainActor
public protocol PizzaTransitionable: AnyObject {
    /// The view whose copy becomes the growing (or shrinking) background: the selected cell's card, or the detail
    /// screen's background panel; `nil` when there is none.
    var pizzaBackgroundView: View? { get }
    /// The view whose copy turns and travels between the two screens: the selected cell's picture, or the detail
    /// screen's picture; `nil` when there is none.
    var pizzaImageView: View? { get }
    /// The content hidden while the mirrors fly, besides the two shared views: the grid of cells on the grid screen.
    /// Default `nil`: nothing else is hidden.
    var pizzaTransitionContent: View? { get }
}
