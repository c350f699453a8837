import ChoreographHeadless
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pizza-push scenario (seed 001): a navigation stack whose root is a grid of pizzas; selecting one pushes its
/// detail screen while mirror copies of its card and picture fly into place, and popping flies them back. The screens,
/// the navigation delegate and the animator are the UIKit-written ones of `ChoreographSeeds`
/// (``/ChoreographSeeds/PizzaGridViewController``, ``/ChoreographSeeds/PizzaNavigationDelegate``,
/// ``/ChoreographSeeds/PizzaTransitionAnimator``); the grid installs the delegate when its view loads.
///
/// Operations: ``/ChoreographHeadless/ScenarioOperation/push`` (the cell at ``pushIndex``, pizza-2 unless changed;
/// ``push(pizzaAt:)`` picks another) and ``/ChoreographHeadless/ScenarioOperation/pop``; anything else is reported as
/// `scenario.unsupportedOperation`.
@MainActor
public final class PizzaPushScenario: Scenario {
    /// `"pizza-push"`.
    nonisolated public static let name = "pizza-push"
    /// A one-line description for listings.
    nonisolated public static let summary =
        "A pizza card is pressed, grows into its detail screen and its picture turns"

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
    /// The grid, the root of the stack.
    public let gridController: PizzaGridViewController
    /// The navigation controller's delegate, which the grid holds and installed.
    public var navigationDelegate: PizzaNavigationDelegate { gridController.navigationDelegate }
    /// The cell ``/ChoreographHeadless/ScenarioOperation/push`` selects. Default 2.
    public var pushIndex = 2

    /// Builds the grid in a navigation controller in a visible window of `size` (default 390 × 844) on the current
    /// host.
    public init(size: CGSize = Window.defaultSize) {
        gridController = PizzaGridViewController()
        navigationController = NavigationController(rootViewController: gridController, identifier: "nav")
        window = Window(size: size)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// Pushes the detail screen of the cell at `index`, as a tap on that cell does.
    public func push(pizzaAt index: Int) {
        gridController.showDetail(forPizza: index)
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
