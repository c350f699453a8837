import ChoreographHeadless
import ChoreographSeeds
import Foundation

/// The redview-scale scenario (seed 003): tapping the first screen's red view presents a second screen that scales
/// up out of it; dismissing shrinks it back.
///
/// Three variants show what the seed discusses: ``Variant/fullScreen`` and ``Variant/custom`` differ in which views
/// the transition context hands the animator (``/ChoreographHeadless/TransitionContext/view(forKey:)``), and
/// ``Variant/navigation`` puts the first screen inside a navigation controller, which then is the context's "from"
/// controller — the animator still finds the red view by its identifier.
///
/// Operations: ``/ChoreographHeadless/ScenarioOperation/present`` and
/// ``/ChoreographHeadless/ScenarioOperation/dismiss``; anything else is reported as `scenario.unsupportedOperation`.
@MainActor
public final class RedviewScaleScenario: Scenario {
    /// How the first screen is shown and how the second is presented.
    public enum Variant: String, Hashable, Sendable, CaseIterable {
        /// The first screen is the window's root; the second is presented `.fullScreen`.
        case fullScreen
        /// The first screen is the window's root; the second is presented `.custom`.
        case custom
        /// The first screen is the root of a navigation controller (`nav`), itself the window's root; the second is
        /// presented `.fullScreen`.
        case navigation

        /// The scenario's name for the variant: `redview-scale`, `redview-scale-custom`, `redview-scale-navigation`.
        public var scenarioName: String {
            self == .fullScreen ? RedviewScaleScenario.name : "\(RedviewScaleScenario.name)-\(rawValue)"
        }
    }

    /// `"redview-scale"`, the name of the ``Variant/fullScreen`` variant; the others append their variant.
    nonisolated public static let name = "redview-scale"
    /// A one-line description for listings.
    nonisolated public static let summary = "A red strip scales up into a full red screen and back"

    /// The variant's name (``Variant/scenarioName``).
    public var name: String { variant.scenarioName }
    /// ``summary`` with the variant.
    public var summary: String { "\(Self.summary) (\(variant.rawValue))" }
    /// The window, showing ``rootController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The variant built.
    public let variant: Variant
    /// The first screen (VC1).
    public let sourceController: RedSourceViewController
    /// The window's root: ``sourceController``, or the navigation controller holding it.
    public let rootController: ViewController

    /// Builds the variant (default ``Variant/fullScreen``) in a visible 390 × 844 window on the current host.
    public init(variant: Variant = .fullScreen) {
        self.variant = variant
        sourceController = RedSourceViewController()
        sourceController.detailPresentationStyle = variant == .custom ? .custom : .fullScreen
        // The seed's animator says when it falls back to a cross-fade; the host reports it.
        sourceController.transition.animator.fallbackHandler = { reason in
            HostEnvironment.current.diagnostics.report(.redviewScaleNoSource, reason)
        }
        if variant == .navigation {
            rootController = NavigationController(rootViewController: sourceController, identifier: "nav")
        } else {
            rootController = sourceController
        }
        window = Window()
        window.rootViewController = rootController
        window.makeKeyAndVisible()
    }

    /// Presents or dismisses the second screen.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present: sourceController.showDetail()
        case .dismiss: sourceController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
