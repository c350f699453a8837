import Choreograph
import ChoreographHeadless
import ChoreographSeedTransitions
import ChoreographSeeds
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The herbs-pop seed written with a library transition (`herbs-pop-library`): the seed's screens
/// (``/ChoreographSeeds/HerbsViewController``, ``/ChoreographSeeds/HerbDetailViewController``), the details presented
/// `.fullScreen` in one line with ``transition(forHerb:)`` instead of the seed's transitioning delegate and
/// ``/ChoreographSeeds/HerbPopAnimator``.
///
/// The transition carries the seed's polish list as values: the details grow out of the tapped herb on the seed's
/// spring; the herb is hidden while they grow and while they shrink back; the description fades in over the second
/// half of the presentation and out over the first half of the dismissal; the corner radius eases from the herb's,
/// seen through the zoom, to square over the first half. Everything is planned when each transition starts, from the
/// screens as they are then, so a dismissal after a rotation shrinks onto the herb's new place with the landscape
/// radius. A herb with no visible area (scrolled out of its row) cannot be zoomed from: the transition falls back to
/// the seed's cross-fade, the herb still hidden, and the host reports the planner's note as `library.planNote`.
///
/// The details view clips its content, as the seed's animator makes it, so that the rounded corners round its
/// picture. Every frame shows the seed's views where ``HerbsPopScenario`` shows them. Operations:
/// ``/ChoreographHeadless/ScenarioOperation/present`` shows the details of ``selectedHerb``;
/// ``/ChoreographHeadless/ScenarioOperation/dismiss`` dismisses them (the transition's dismissing side); anything else
/// is reported as `scenario.unsupportedOperation`.
@MainActor
public final class HerbsPopLibraryScenario: Scenario {
    /// `"herbs-pop-library"`.
    nonisolated public static let name = "herbs-pop-library"
    /// A one-line description for listings.
    nonisolated public static let summary =
        "The herbs-pop seed in one line: .zoom(from: herb, fades: false) on a 0.4 spring, the herb hidden, the text "
        + "fading, the corners easing"

    /// The seed's pop as a library value, for the herb at `index`.
    ///
    /// - ``/Choreograph/Transition/zoom(from:fades:)`` out of `herb-<index>`, opaque, on UIKit's spring with damping
    ///   ratio 0.4 and initial velocity 0 over 1 s, as the seed animator's `usingSpringWithDamping`.
    /// - The herb ``/Choreograph/ElementModifier/hidden`` for the whole presentation and the whole dismissal.
    /// - `detail`'s corners rounded by ``/Choreograph/ElementModifier/cornerRadius(fractionOfWidth:)`` with the herb's
    ///   radius over its width (20/120): the herb's corners seen through the zoom's horizontal scale, as the seed
    ///   divides the radius by it. They ease to square over the first half second, ease out.
    /// - `detail-description` faded (``/Choreograph/ElementModifier/fade``) over half a second, ease in-out: after a
    ///   half-second delay when presenting, at once when dismissing.
    /// - ``/Choreograph/Transition/fallback(_:)``: when the herb has no visible area, a
    ///   ``/Choreograph/Transition/fade`` over 1 s, ease in-out, with the herb hidden — the seed's cross-fade.
    public static func transition(forHerb index: Int) -> Transition {
        SeedTransitions.herbsPop(forHerb: index)
    }

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``herbsController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The main screen, as the seed builds it.
    public let herbsController: HerbsViewController
    /// The index of the herb ``/ChoreographHeadless/ScenarioOperation/present`` shows. Default 2.
    public var selectedHerb: Int

    /// Builds the main screen in a visible window of `size` (default 390 × 844) on the current host.
    public init(selectedHerb: Int = 2, size: CGSize = Window.defaultSize) {
        self.selectedHerb = selectedHerb
        herbsController = HerbsViewController()
        window = Window(size: size)
        window.rootViewController = herbsController
        window.makeKeyAndVisible()
    }

    /// Presents the selected herb's details with ``transition(forHerb:)``, or dismisses them. A herb index outside
    /// the row is ignored, as the seed ignores it.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present:
            let herbs = herbsController.herbs
            guard herbs.indices.contains(selectedHerb) else { return }
            let details = HerbDetailViewController(herb: herbs[selectedHerb])
            details.modalPresentationStyle = .fullScreen
            details.view.clipsToBounds = true
            herbsController.present(details, transition: Self.transition(forHerb: selectedHerb))
        case .dismiss: herbsController.dismiss(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
