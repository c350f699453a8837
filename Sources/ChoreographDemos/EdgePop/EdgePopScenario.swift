import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The edge-pop demo: a navigation stack (`nav`) whose detail screen is pushed with a library transition and popped
/// by the swipe from the left edge, which keeps working with the custom animation.
///
/// The list screen (`edge-list`, rows `edge-row-0` … `edge-row-3`) pushes the detail screen (`edge-detail`, with a
/// header `edge-detail-header`) with ``transition`` in one line
/// (``/ChoreographHeadless/NavigationController/pushViewController(_:transition:)``). Popping runs the transition's
/// dismissing side; the library's navigation delegate drives it from its left-edge pan
/// (``/ChoreographHeadless/TimelineNavigationDelegate/edgePan``, a ``/ChoreographHeadless/DragInteractionController``
/// with the navigation edge swipe's release rule), so with `--operation pop --drag "4,400 -> 300,400 in 0.4s"` the
/// swipe finishes the pop, and a short slow one springs the detail back.
///
/// Operations: ``/ChoreographHeadless/ScenarioOperation/push`` and ``/ChoreographHeadless/ScenarioOperation/pop``;
/// anything else is reported as `scenario.unsupportedOperation`.
@MainActor
public final class EdgePopScenario: Scenario {
    /// `"edge-pop"`.
    nonisolated public static let name = "edge-pop"
    /// A one-line description for listings.
    nonisolated public static let summary = "A library push whose swipe-back from the left edge finishes or cancels"
    /// The push: ``/Choreograph/Transition/push(from:)`` from the right, for 0.35 s.
    nonisolated public static let transition = Transition.push(from: .right).duration(0.35)
    /// The number of rows on the list screen: 4.
    public static let rowCount = 4

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``navigationController``.
    public let window: Window
    /// Push, then pop.
    public let operations: [ScenarioOperation] = [.push, .pop]
    /// The navigation controller (`nav`).
    public let navigationController: NavigationController
    /// The list screen at the bottom of the stack (`edge-list`).
    public let listController: ViewController

    /// Builds the stack in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        listController = Self.listScreen()
        navigationController = NavigationController(rootViewController: listController, identifier: "nav")
        window = Window(size: size)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// Pushes a new detail screen with ``transition``, or pops it.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .push: navigationController.pushViewController(Self.detailScreen(), transition: Self.transition)
        case .pop: navigationController.popViewController(animated: true)
        default: reportUnsupported(operation)
        }
    }

    // MARK: - Internal API

    private static func listScreen() -> ViewController {
        let list = ViewController(identifier: "edge-list")
        list.view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        for index in 0..<rowCount {
            let row = View(
                frame: CGRect(x: 16, y: 120 + CGFloat(index) * 72, width: 358, height: 60),
                identifier: "edge-row-\(index)")
            row.backgroundColor = .white
            row.layer.cornerRadius = 10
            list.view.addSubview(row)
        }
        return list
    }

    private static func detailScreen() -> ViewController {
        let detail = ViewController(identifier: "edge-detail")
        detail.view.backgroundColor = .white
        let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 260), identifier: "edge-detail-header")
        header.backgroundColor = Color(red: 0.35, green: 0.55, blue: 0.85, alpha: 1)
        detail.view.addSubview(header)
        return detail
    }
}
