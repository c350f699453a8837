import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// iOS 18's zoom in a navigation stack (`zoom-grid`): a grid of photos
/// (``PhotoGridViewController``, `photo-0` … `photo-11`); selecting ``selectedPhoto`` (`photo-4`) pushes its detail
/// (``PhotoDetailViewController``, `photo-detail`) with its ``/ChoreographHeadless/ViewController/preferredTransition``
/// set to the zoom.
///
/// The zoom's source is the selected photo, asked for on the way in and on the way out; the detail's large photo
/// (`photo-detail-image`) is the alignment rect, so the photo grows into the large photo and shrinks back into the
/// cell; the grid is dimmed with black at 0.2. Operations: ``/ChoreographHeadless/ScenarioOperation/push`` pushes the
/// detail; ``/ChoreographHeadless/ScenarioOperation/pop`` pops it. With a drag on the pushed detail (for example
/// `choreo render zoom-grid --operation pop --drag "195,300 -> 195,700 in 0.3s"`) the screen follows the finger down
/// and the release finishes the pop onto `photo-4` when the drag is far or fast enough, and springs back otherwise.
@MainActor
public final class ZoomGridScenario: Scenario {
    /// `"zoom-grid"`.
    nonisolated public static let name = "zoom-grid"
    /// A one-line description for listings.
    nonisolated public static let summary =
        "iOS 18's zoom: photo-4 grows into its detail; drag the detail down to zoom it back into the grid"
    /// The dimming colour: black at 0.2.
    nonisolated public static let dimmingColor = Color(red: 0, green: 0, blue: 0, alpha: 0.2)

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``navigationController``.
    public let window: Window
    /// Push, then pop.
    public let operations: [ScenarioOperation] = [.push, .pop]
    /// The navigation stack, rooted at ``gridController``.
    public let navigationController: NavigationController
    /// The grid.
    public let gridController: PhotoGridViewController
    /// The photo ``/ChoreographHeadless/ScenarioOperation/push`` shows. Default 4.
    public var selectedPhoto = 4

    /// Builds the grid in a navigation stack in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        gridController = PhotoGridViewController()
        gridController.loadViewIfNeeded()
        navigationController = NavigationController(rootViewController: gridController, identifier: "nav")
        window = Window(size: size)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// The detail of photo `index`, its preferred transition the zoom out of that photo.
    public func makeDetail(index: Int) -> PhotoDetailViewController {
        let detail = PhotoDetailViewController(index: index)
        let options = ViewController.PreferredTransition.ZoomOptions()
        options.dimmingColor = Self.dimmingColor
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? PhotoDetailViewController)?.image?.frame
        }
        detail.preferredTransition = .zoom(options: options) { [weak gridController] _ in
            guard let photos = gridController?.photos, photos.indices.contains(index) else { return nil }
            return photos[index]
        }
        return detail
    }

    /// Pushes the selected photo's detail, or pops it. A photo index outside the grid is ignored.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .push:
            guard (0..<PhotoGridViewController.photoCount).contains(selectedPhoto),
                navigationController.topViewController === gridController
            else { return }
            navigationController.pushViewController(makeDetail(index: selectedPhoto), animated: true)
        case .pop: navigationController.popViewController(animated: true)
        default: reportUnsupported(operation)
        }
    }
}
