import ChoreographHeadless
import Foundation

/// The fade scenario (seed 004), modal part: the first screen presents the second with a 0.7 s fade; the second is
/// dismissed by its button (a fade) or by a downward pan that scrubs the fade and finishes or cancels on release.
///
/// Operations: ``ScenarioOperation/present`` and ``ScenarioOperation/dismiss`` (the buttons' actions). Push and pop
/// with the same animator need animated navigation, which this package does not have yet; anything else is
/// reported as `scenario.unsupportedOperation`.
@MainActor
public final class FadeScenario: Scenario {
    /// `"fade"`.
    nonisolated public static let name = "fade"
    /// A one-line description for listings.
    nonisolated public static let summary = "A second screen fades in, and fades out by a button or a downward pan"

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``firstController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The first screen.
    public let firstController: FadeFirstViewController

    /// Builds the first screen in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        firstController = FadeFirstViewController()
        window = Window(size: size)
        window.rootViewController = firstController
        window.makeKeyAndVisible()
    }

    /// Presents or dismisses the second screen.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present: firstController.presentSecond()
        case .dismiss: firstController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
