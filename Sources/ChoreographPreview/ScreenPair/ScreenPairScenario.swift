import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Two screens of one's own (``ScreenFile`` values) run through a library `Transition`: the scenario
/// behind `choreo render --from --to --transition` and the gallery's presets.
///
/// The window has the "from" screen's size and shows it, and the "to" screen is the view of a second controller:
///
/// - ``Style/modal``: the "from" screen is the window's root controller's view; ``/ChoreographHeadless/ScenarioOperation/present``
///   presents the second controller with the transition (``/ChoreographHeadless/ViewController/present(_:transition:animated:completion:)``,
///   full screen) and ``/ChoreographHeadless/ScenarioOperation/dismiss`` dismisses it, which runs the transition's
///   dismissing side.
/// - ``Style/navigation``: the "from" screen is the root of a navigation controller (``navigationIdentifier``);
///   ``/ChoreographHeadless/ScenarioOperation/push`` pushes the second controller with the transition
///   (``/ChoreographHeadless/NavigationController/pushViewController(_:transition:)``) and
///   ``/ChoreographHeadless/ScenarioOperation/pop`` pops it with the transition's dismissing side. Once pushed, the
///   second screen can also be popped by the library's swipe-back from the left edge
///   (``/ChoreographHeadless/TimelineNavigationDelegate/edgePan``).
///
/// The screens' root views are named ``fromIdentifier`` and ``toIdentifier``; their views keep the identifiers their
/// files give, which is what a transition's elements are matched by. The "to" screen's root view is sized to fill
/// the window (or the navigation controller's content) when it is shown, as UIKit sizes a full-screen presentation
/// or a pushed controller's view; the views inside keep their frames.
///
/// ```swift
/// let list = ScreenFile(size: CGSize(width: 390, height: 844))
/// let detail = ScreenFile(size: CGSize(width: 390, height: 844))
/// HostEnvironment.install(clock: ManualClock())
/// let scenario = ScreenPairScenario(from: list, to: detail, transition: .slide(from: .right), style: .modal)
/// let recording = try FrameRecorder().record(scenario, operation: .present)
/// ```
@MainActor
public final class ScreenPairScenario: Scenario {
    /// How the second screen is shown.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Presented modally, full screen: operations present then dismiss.
        case modal
        /// Pushed onto a navigation stack: operations push then pop.
        case navigation

        /// The style whose operations include `operation`: ``modal`` for present and dismiss, ``navigation`` for
        /// push and pop, `nil` for a tab switch.
        public init?(operation: ScenarioOperation) {
            switch operation {
            case .present, .dismiss: self = .modal
            case .push, .pop: self = .navigation
            case .selectTab: return nil
            }
        }

        /// The style's operations, the forward one first: present and dismiss, or push and pop.
        public var operations: [ScenarioOperation] {
            switch self {
            case .modal: [.present, .dismiss]
            case .navigation: [.push, .pop]
            }
        }
    }

    /// The identifier of the "from" screen's root view: `from-screen`.
    nonisolated public static let fromIdentifier = "from-screen"
    /// The identifier of the "to" screen's root view: `to-screen`.
    nonisolated public static let toIdentifier = "to-screen"
    /// The identifier of the navigation controller and its view in the ``Style/navigation`` style: `navigation`.
    nonisolated public static let navigationIdentifier = "navigation"
    /// The name a scenario gets when none is given: `screens`.
    nonisolated public static let defaultName = "screens"

    /// The name given when the scenario was made; recordings are titled by it. Default ``defaultName``.
    public let name: String
    /// The transition and the style, for listings: `slide(from: .right), modal`.
    public let summary: String
    /// The window, of the "from" screen's size.
    public let window: Window
    /// The style's operations (``Style/operations``).
    public var operations: [ScenarioOperation] { style.operations }
    /// How the second screen is shown.
    public let style: Style
    /// The transition every operation runs.
    public let transition: Transition
    /// The controller whose view is the "from" screen.
    public let fromController: ViewController
    /// The controller whose view is the "to" screen.
    public let toController: ViewController
    /// The navigation controller holding ``fromController`` in the ``Style/navigation`` style; `nil` otherwise.
    public let navigationController: NavigationController?

    /// Builds the scenario on the current host: a visible window of `from`'s size showing `from`, ready for the
    /// style's forward operation.
    ///
    /// - Parameters:
    ///   - from: The screen shown first.
    ///   - to: The screen the transition shows.
    ///   - transition: The transition of every operation.
    ///   - style: How the second screen is shown.
    ///   - name: The scenario's name. Default ``defaultName``.
    ///   - summary: A one-line description. Default: the style's raw value.
    public init(
        from: ScreenFile, to: ScreenFile, transition: Transition, style: Style, name: String = defaultName,
        summary: String? = nil
    ) {
        self.name = name
        self.summary = summary ?? style.rawValue
        self.style = style
        self.transition = transition
        fromController = Self.controller(showing: from, identifier: Self.fromIdentifier)
        toController = Self.controller(showing: to, identifier: Self.toIdentifier)
        let root: ViewController
        switch style {
        case .modal:
            navigationController = nil
            root = fromController
        case .navigation:
            let navigation = NavigationController(
                rootViewController: fromController, identifier: Self.navigationIdentifier)
            navigationController = navigation
            root = navigation
        }
        window = Window(size: from.size)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    /// Starts `operation` with ``transition``: present or dismiss in the ``Style/modal`` style, push or pop in the
    /// ``Style/navigation`` style. Any other operation is reported as `preview.unsupportedOperation` and changes
    /// nothing.
    public func perform(_ operation: ScenarioOperation) {
        switch (style, operation) {
        case (.modal, .present):
            fromController.present(toController, transition: transition)
        case (.modal, .dismiss):
            toController.dismiss(animated: true)
        case (.navigation, .push):
            navigationController?.pushViewController(toController, transition: transition)
        case (.navigation, .pop):
            navigationController?.popViewController(transition: transition)
        default:
            HostEnvironment.current.diagnostics.report(
                .previewUnsupportedOperation,
                "\(name) cannot \(operation.rawValue) in the \(style.rawValue) style; it supports "
                    + "\(operations.map(\.rawValue).joined(separator: ", ")); nothing changed")
        }
    }

    // MARK: - Internal API

    private static func controller(showing screen: ScreenFile, identifier: String) -> ViewController {
        let controller = ViewController(identifier: identifier)
        let root = screen.makeRootView()
        root.identifier = identifier
        controller.view = root
        return controller
    }
}
