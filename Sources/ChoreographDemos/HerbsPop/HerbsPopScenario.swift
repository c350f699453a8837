import ChoreographHeadless
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The herbs-pop scenario (seed 000): tapping a herb grows its details screen out of the picture with a spring;
/// tapping the details shrinks it back. The screens and the animator are the UIKit-written ones of
/// `ChoreographSeeds` (``/ChoreographSeeds/HerbsViewController``, ``/ChoreographSeeds/HerbDetailViewController``,
/// ``/ChoreographSeeds/HerbPopAnimator``).
///
/// Operations: ``/ChoreographHeadless/ScenarioOperation/present`` shows the details of ``selectedHerb`` (default 2, the
/// third picture); ``/ChoreographHeadless/ScenarioOperation/dismiss`` dismisses them. Anything else is reported as
/// `scenario.unsupportedOperation`. When the animator falls back to a fade (the herb has no visible area), the
/// scenario reports `herbsPop.zeroSizeOrigin`.
@MainActor
public final class HerbsPopScenario: Scenario {
    /// `"herbs-pop"`.
    nonisolated public static let name = "herbs-pop"
    /// A one-line description for listings.
    nonisolated public static let summary =
        "A herb picture grows into its details screen with a bouncy spring, and shrinks back"

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``herbsController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The main screen.
    public let herbsController: HerbsViewController
    /// The index of the herb ``/ChoreographHeadless/ScenarioOperation/present`` taps. Default 2.
    public var selectedHerb: Int

    /// Builds the main screen in a visible window of `size` (default 390 × 844) on the current host.
    public init(selectedHerb: Int = 2, size: CGSize = Window.defaultSize) {
        self.selectedHerb = selectedHerb
        herbsController = HerbsViewController()
        let animator = herbsController.transition
        animator.fadeFallbackHandler = { [weak animator] frame in
            let source = animator?.originView?.accessibilityIdentifier ?? "no source"
            HostEnvironment.current.diagnostics.report(
                .herbsPopZeroSizeOrigin,
                "\(source) has no visible area (frame \(frame)): the details view fades instead of scaling by a "
                    + "factor of width/0"
            )
        }
        window = Window(size: size)
        window.rootViewController = herbsController
        window.makeKeyAndVisible()
    }

    /// Presents the selected herb's details, or dismisses them.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present: herbsController.showDetail(forHerb: selectedHerb)
        case .dismiss: herbsController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
