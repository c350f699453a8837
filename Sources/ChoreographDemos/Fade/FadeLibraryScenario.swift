import Choreograph
import ChoreographHeadless
import ChoreographSeedTransitions
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fade seed written with a library transition (`fade-library`): the seed's two screens
/// (``/ChoreographSeeds/FadeFirstViewController``, ``/ChoreographSeeds/FadeSecondViewController``), the second presented
/// `.custom` in one line with ``transition`` instead of the seed's transitioning delegate and animator.
///
/// Every frame shows the seed's views where ``FadeScenario``'s modal variant shows them. Operations:
/// ``/ChoreographHeadless/ScenarioOperation/present`` and ``/ChoreographHeadless/ScenarioOperation/dismiss`` (the
/// transition's dismissing side); anything else is reported as `scenario.unsupportedOperation`.
@MainActor
public final class FadeLibraryScenario: Scenario {
    /// `"fade-library"`.
    nonisolated public static let name = "fade-library"
    /// A one-line description for listings.
    nonisolated public static let summary = "The fade seed in one line: .fade.duration(0.7)"
    /// The seed's fade as a library value: ``/Choreograph/Transition/fade`` over 0.7 s on the default ease-in-out
    /// curve, the seed's animator's duration and curve.
    nonisolated public static let transition = SeedTransitions.fade

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``firstController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The first screen, as the seed builds it.
    public let firstController: FadeFirstViewController

    /// Builds the first screen in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        firstController = FadeFirstViewController()
        window = Window(size: size)
        window.rootViewController = firstController
        window.makeKeyAndVisible()
    }

    /// Presents a new second screen with ``transition``, or dismisses it.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present:
            let second = FadeSecondViewController()
            second.modalPresentationStyle = .custom
            firstController.present(second, transition: Self.transition)
        case .dismiss: firstController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
