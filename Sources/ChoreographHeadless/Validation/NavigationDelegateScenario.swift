import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A ``Scenario`` that pushes and pops a controller on a navigation controller whose delegate is the
/// ``NavigationControllerDelegate`` under test: what a ``TransitionValidator`` runs to validate the delegate, with
/// the animators and interaction controllers it vends.
///
/// The window shows a navigation controller (`nav`) holding ``rootController``; ``ScenarioOperation/push`` pushes
/// ``pushedController``, ``ScenarioOperation/pop`` pops it. The scenario keeps the delegate alive.
@MainActor
public final class NavigationDelegateScenario: NonAnimatedScenario {
    /// The scenario's name. Default `"navigation-delegate"`.
    public let name: String
    /// A one-line description naming the delegate's type.
    public var summary: String { "Pushes and pops a controller through \(type(of: delegate))" }
    /// The window, showing ``navigationController``.
    public let window: Window
    /// Push, then pop.
    public let operations: [ScenarioOperation] = [.push, .pop]
    /// The delegate under test, kept alive by the scenario.
    public let delegate: any NavigationControllerDelegate
    /// The window's root, with ``delegate`` as its delegate.
    public let navigationController: NavigationController
    /// The navigation controller's root.
    public let rootController: ViewController
    /// The controller pushed.
    public let pushedController: ViewController

    /// Builds the window on the current host.
    ///
    /// - Parameters:
    ///   - name: The scenario's name. Default `"navigation-delegate"`.
    ///   - delegate: The delegate under test.
    ///   - root: The navigation controller's root. Default: a plain controller (`root`) with a grey background.
    ///   - pushed: The controller pushed. Default: a plain controller (`pushed`) with a blue background.
    ///   - size: The window's size. Default ``Window/defaultSize`` (390 × 844).
    public init(
        name: String = "navigation-delegate",
        delegate: any NavigationControllerDelegate,
        root: ViewController? = nil,
        pushed: ViewController? = nil,
        size: CGSize = Window.defaultSize
    ) {
        self.name = name
        self.delegate = delegate
        rootController = root ?? TransitioningDelegateScenario.plainController("root", color: .systemGray)
        pushedController = pushed ?? TransitioningDelegateScenario.plainController("pushed", color: .systemBlue)
        navigationController = NavigationController(rootViewController: rootController, identifier: "nav")
        navigationController.delegate = delegate
        window = Window(size: size)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// Pushes or pops ``pushedController`` with animation.
    public func perform(_ operation: ScenarioOperation) {
        perform(operation, animated: true)
    }

    /// Pushes or pops ``pushedController`` without animation.
    public func performWithoutAnimation(_ operation: ScenarioOperation) {
        perform(operation, animated: false)
    }

    private func perform(_ operation: ScenarioOperation, animated: Bool) {
        switch operation {
        case .push: navigationController.pushViewController(pushedController, animated: animated)
        case .pop: _ = navigationController.popViewController(animated: animated)
        default: reportUnsupported(operation, by: self)
        }
    }
}
