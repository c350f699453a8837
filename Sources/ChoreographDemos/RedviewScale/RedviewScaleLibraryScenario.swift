import Choreograph
import ChoreographHeadless
import ChoreographSeedTransitions
import ChoreographSeeds
import Foundation

/// The redview-scale seed written with a library transition (`redview-scale-library`): the seed's screens
/// (``/ChoreographSeeds/RedSourceViewController``, ``/ChoreographSeeds/RedDetailViewController``), the second presented
/// `.fullScreen` in one line with ``transition`` instead of the seed's transitioning delegate and animator.
///
/// The library finds the red strip by its identifier in the captured screen, as the seed's animator does through any
/// container. Every frame shows the seed's views where ``RedviewScaleScenario``'s ``RedviewScaleScenario/Variant/fullScreen``
/// variant shows them. Operations: ``/ChoreographHeadless/ScenarioOperation/present`` and
/// ``/ChoreographHeadless/ScenarioOperation/dismiss`` (the transition's dismissing side, the second screen shrinking
/// back onto the strip in front); anything else is reported as `scenario.unsupportedOperation`.
@MainActor
public final class RedviewScaleLibraryScenario: Scenario {
    /// `"redview-scale-library"`.
    nonisolated public static let name = "redview-scale-library"
    /// A one-line description for listings.
    nonisolated public static let summary =
        "The redview-scale seed in one line: .zoom(from: \"red-1\", fades: false).duration(1)"
    /// The seed's scale-up as a library value: ``/Choreograph/Transition/zoom(from:fades:)`` out of `red-1`, opaque
    /// as the seed's screen is, over 1 s on the default ease-in-out curve.
    nonisolated public static let transition = SeedTransitions.redviewScale

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``sourceController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The first screen, as the seed builds it.
    public let sourceController: RedSourceViewController

    /// Builds the first screen in a visible 390 × 844 window on the current host.
    public init() {
        sourceController = RedSourceViewController()
        window = Window()
        window.rootViewController = sourceController
        window.makeKeyAndVisible()
    }

    /// Presents a new detail screen with ``transition``, or dismisses it.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present:
            let detail = RedDetailViewController()
            detail.modalPresentationStyle = .fullScreen
            sourceController.present(detail, transition: Self.transition)
        case .dismiss: sourceController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
