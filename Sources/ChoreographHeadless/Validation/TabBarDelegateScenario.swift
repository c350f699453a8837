import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A ``Scenario`` that switches between the tabs of a tab bar controller whose delegate is the
/// ``TabBarControllerDelegate`` under test: what a ``TransitionValidator`` runs to validate the delegate, with the
/// animators and interaction controllers it vends.
///
/// The window shows a tab bar controller (`tabs`) with ``tabControllers``, the first selected;
/// ``ScenarioOperation/selectTab`` selects the next tab (the first after the last), as a programmatic
/// `selectedIndex` change does. The scenario keeps the delegate alive.
@MainActor
public final class TabBarDelegateScenario: Scenario {
    /// The scenario's name. Default `"tab-bar-delegate"`.
    public let name: String
    /// A one-line description naming the delegate's type.
    public var summary: String { "Switches tabs through \(type(of: delegate))" }
    /// The window, showing ``tabBarController``.
    public let window: Window
    /// Select the next tab.
    public let operations: [ScenarioOperation] = [.selectTab]
    /// The delegate under test, kept alive by the scenario.
    public let delegate: any TabBarControllerDelegate
    /// The window's root, with ``delegate`` as its delegate.
    public let tabBarController: TabBarController
    /// The tabs' controllers.
    public let tabControllers: [ViewController]

    /// Builds the window on the current host.
    ///
    /// - Parameters:
    ///   - name: The scenario's name. Default `"tab-bar-delegate"`.
    ///   - delegate: The delegate under test.
    ///   - tabs: The tabs' controllers; fewer than two get plain ones added. Default: two plain controllers
    ///     (`first`, grey; `second`, blue).
    ///   - size: The window's size. Default ``Window/defaultSize`` (390 × 844).
    public init(
        name: String = "tab-bar-delegate",
        delegate: any TabBarControllerDelegate,
        tabs: [ViewController] = [],
        size: CGSize = Window.defaultSize
    ) {
        self.name = name
        self.delegate = delegate
        var controllers = tabs
        if controllers.isEmpty {
            controllers.append(TransitioningDelegateScenario.plainController("first", color: .systemGray))
        }
        if controllers.count < 2 {
            controllers.append(TransitioningDelegateScenario.plainController("second", color: .systemBlue))
        }
        tabControllers = controllers
        tabBarController = TabBarController(identifier: "tabs")
        tabBarController.setViewControllers(controllers, animated: false)
        tabBarController.delegate = delegate
        window = Window(size: size)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
    }

    /// Selects the next tab.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .selectTab: tabBarController.selectedIndex = (tabBarController.selectedIndex + 1) % tabControllers.count
        default: reportUnsupported(operation, by: self)
        }
    }
}
