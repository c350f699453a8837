import Choreograph
import ChoreographHeadless
import ChoreographSeedTransitions
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pizza-push seed written with a library transition (`pizza-push-library`): the seed's grid and detail screens
/// (``/ChoreographSeeds/PizzaGridViewController``, ``/ChoreographSeeds/PizzaDetailViewController``), the detail
/// screen pushed in one line with ``transition(forPizzaAt:)`` instead of the seed's navigation delegate and animator.
///
/// The grid's view is loaded before the grid joins the navigation controller, so the grid does not install the
/// seed's ``/ChoreographSeeds/PizzaNavigationDelegate`` (nor its edge swipe): the library's navigation delegate,
/// installed by the push, animates the push and the pop and keeps swipe-back. Every frame shows the selected cell's
/// card and picture and the detail screen's background panel and picture where ``PizzaPushScenario`` shows them, the
/// library's ghosts standing where the seed's mirror copies fly. Operations:
/// ``/ChoreographHeadless/ScenarioOperation/push`` (the cell at ``pushIndex``, pizza-2 unless changed;
/// ``push(pizzaAt:)`` picks another) and ``/ChoreographHeadless/ScenarioOperation/pop`` (the transition's dismissing
/// side, the push played backwards); anything else is reported as `scenario.unsupportedOperation`.
@MainActor
public final class PizzaPushLibraryScenario: Scenario {
    /// `"pizza-push-library"`.
    nonisolated public static let name = "pizza-push-library"
    /// A one-line description for listings.
    nonisolated public static let summary =
        "The pizza-push seed in one line: the card and picture fly as sourced ghosts in two keyframed phases"
    /// The whole transition's duration, the seed animator's: 1.5 s.
    nonisolated public static let duration = SeedTransitions.pizzaDuration
    /// When the press ends and the flight starts, as a fraction of ``duration``: a third, as in the seed.
    nonisolated public static let pressEnd = SeedTransitions.pizzaPressEnd
    /// How far the card is pressed: 0.9, the seed animator's
    /// ``/ChoreographSeeds/PizzaTransitionAnimator/pressedScale``.
    nonisolated public static let pressedScale = SeedTransitions.pizzaPressedScale

    /// The seed's animation for the cell at `index` as a library value: ``/Choreograph/Transition/matchedGeometry(fade:fit:)``
    /// for ``duration``, moving no screen, with
    ///
    /// - `detail-background` flying from the cell's card (`pizza-N-card`, ``/Choreograph/ElementModifier/source(_:)``)
    ///   in two ``/Choreograph/ElementModifier/keyframes(_:)`` phases: pressed to ``pressedScale`` in place on a
    ///   critically damped spring until ``pressEnd``, then grown to the panel on ease-in-out;
    /// - `detail-image` flying from the cell's picture (`pizza-N-image`), held on the cell until ``pressEnd``, then
    ///   moved onto the detail picture on ease-in-out while it turns by π;
    /// - the detail screen (`pizza-detail`) and the grid (`pizza-grid`) held transparent while it runs.
    ///
    /// Popped, the dismissing side plays the keyframes backwards, as the seed's pop does: the flight back first, then
    /// the press released on the cell. The originals stand hidden behind their ghosts, and every view is put back when
    /// the transition ends.
    nonisolated public static func transition(forPizzaAt index: Int) -> Transition {
        SeedTransitions.pizzaPush(forPizzaAt: index)
    }

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``navigationController``.
    public let window: Window
    /// Push, then pop.
    public let operations: [ScenarioOperation] = [.push, .pop]
    /// The navigation controller (`nav`), the window's root.
    public let navigationController: NavigationController
    /// The grid, the root of the stack, as the seed builds it.
    public let gridController: PizzaGridViewController
    /// The cell ``/ChoreographHeadless/ScenarioOperation/push`` selects. Default 2.
    public var pushIndex = 2

    /// Builds the grid in a navigation controller in a visible window of `size` (default 390 × 844) on the current
    /// host.
    public init(size: CGSize = Window.defaultSize) {
        gridController = PizzaGridViewController()
        gridController.loadViewIfNeeded()
        navigationController = NavigationController(rootViewController: gridController, identifier: "nav")
        window = Window(size: size)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// Pushes the detail screen of the cell at `index` with ``transition(forPizzaAt:)``; an index outside the grid is
    /// ignored, and so is a call made while the grid is not on top.
    public func push(pizzaAt index: Int) {
        let pizzas = gridController.pizzas
        guard pizzas.indices.contains(index), navigationController.topViewController === gridController else { return }
        navigationController.pushViewController(
            PizzaDetailViewController(pizza: pizzas[index]), transition: Self.transition(forPizzaAt: index))
    }

    /// Pushes the detail screen of the cell at ``pushIndex``, or pops back to the grid.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .push: push(pizzaAt: pushIndex)
        case .pop: navigationController.popViewController(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
