import ChoreographHeadless
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fade scenario (seed 004): the first screen shows the second with a 0.7 s fade, modally or on a navigation
/// stack, and the second goes away with the same fade run backwards.
///
/// Two variants:
/// - ``Variant/modal`` (`fade`): the second screen is presented `.custom` through a transitioning delegate and
///   dismissed by its button (a fade) or by a downward pan that scrubs the fade and finishes or cancels on release.
///   Operations: ``/ChoreographHeadless/ScenarioOperation/present`` and
///   ``/ChoreographHeadless/ScenarioOperation/dismiss``.
/// - ``Variant/navigation`` (`fade-navigation`): the first screen is the root of a navigation controller (`nav`)
///   whose delegate vends the fade; the second screen is pushed, and popped by its button or by the delegate's own
///   left-edge swipe (``/ChoreographSeeds/FadeNavigationDelegate/edgeSwipe``), which scrubs the fade. Operations:
///   ``/ChoreographHeadless/ScenarioOperation/push`` and ``/ChoreographHeadless/ScenarioOperation/pop``.
///
/// Any other operation is reported as `scenario.unsupportedOperation`.
@MainActor
public final class FadeScenario: Scenario {
    /// How the second screen is shown.
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// Presented modally, `.custom`, through a transitioning delegate.
        case modal
        /// Pushed onto a navigation stack, through a navigation controller delegate.
        case navigation

        /// The scenario's name for the variant: `fade` or `fade-navigation`.
        public var scenarioName: String {
            self == .modal ? FadeScenario.name : "\(FadeScenario.name)-\(rawValue)"
        }
    }

    /// `"fade"`, the name of the ``Variant/modal`` variant; the navigation variant appends its variant.
    nonisolated public static let name = "fade"
    /// A one-line description of the ``Variant/modal`` variant, for listings.
    nonisolated public static let summary = "A second screen fades in, and fades out by a button or a downward pan"
    /// A one-line description of the ``Variant/navigation`` variant, for listings.
    nonisolated public static let navigationSummary =
        "A second screen is pushed with a fade, and popped by a button or the edge swipe"

    /// The one-line description of `variant`: ``summary-swift.type.property`` or ``navigationSummary``.
    nonisolated public static func summary(of variant: Variant) -> String {
        variant == .modal ? summary : navigationSummary
    }

    /// The variant's name (``Variant/scenarioName``).
    public var name: String { variant.scenarioName }
    /// The variant's description (``summary(of:)``).
    public var summary: String { Self.summary(of: variant) }
    /// The window, showing ``rootController``.
    public let window: Window
    /// Present then dismiss, or push then pop.
    public let operations: [ScenarioOperation]
    /// The variant built.
    public let variant: Variant
    /// The first screen.
    public let firstController: FadeFirstViewController
    /// The window's root: ``firstController``, or the navigation controller holding it.
    public let rootController: ViewController

    /// Builds the variant (default ``Variant/modal``) in a visible window of `size` (default 390 × 844) on the
    /// current host.
    public init(variant: Variant = .modal, size: CGSize = Window.defaultSize) {
        self.variant = variant
        firstController = FadeFirstViewController()
        switch variant {
        case .modal:
            operations = [.present, .dismiss]
            rootController = firstController
        case .navigation:
            operations = [.push, .pop]
            let navigation = NavigationController(rootViewController: firstController, identifier: "nav")
            firstController.navigationTransition.install(on: navigation)
            rootController = navigation
        }
        window = Window(size: size)
        window.rootViewController = rootController
        window.makeKeyAndVisible()
    }

    /// Performs one of the variant's ``operations``, as the buttons do.
    public func perform(_ operation: ScenarioOperation) {
        switch (variant, operation) {
        case (.modal, .present): firstController.presentSecond()
        case (.modal, .dismiss): firstController.dismiss(animated: true)
        case (.navigation, .push): firstController.pushSecond()
        case (.navigation, .pop): firstController.navigationController?.popViewController(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
