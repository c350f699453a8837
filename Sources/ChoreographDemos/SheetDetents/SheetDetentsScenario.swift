import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The sheet-detents scenario: a list screen presents a page sheet (`sheet`) with the medium and large detents and a
/// grabber, resting at medium — its top at half the window's height — and at large 56 points below the window's top.
///
/// Operations: ``/ChoreographHeadless/ScenarioOperation/present`` shows the sheet at medium;
/// ``/ChoreographHeadless/ScenarioOperation/dismiss`` slides it away. A drag on the presented sheet moves it between
/// its detents: dragged up past half way it settles at large, a downward flick dismisses it, and a short slow drag
/// settles back at medium; presenting while the sheet is up does nothing. Anything else is reported as
/// `scenario.unsupportedOperation`.
@MainActor
public final class SheetDetentsScenario: Scenario {
    /// `"sheet-detents"`.
    nonisolated public static let name = "sheet-detents"
    /// A one-line description for listings.
    nonisolated public static let summary =
        "A sheet with medium and large detents, dragged between them and down to dismiss"

    /// ``name``.
    public var name: String { Self.name }
    /// ``summary``.
    public var summary: String { Self.summary }
    /// The window, showing ``listController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The presenting screen (`list`, with rows `row-0` … `row-5`).
    public let listController: ViewController
    /// The sheet's controller (its view is `sheet`).
    public let sheetController: ViewController

    /// Builds the screens in a visible window of `size` (default 390 × 844) on the current host.
    public init(size: CGSize = Window.defaultSize) {
        listController = ViewController()
        listController.view.identifier = "list"
        listController.view.backgroundColor = .systemGroupedBackground
        for index in 0..<6 {
            let row = View(
                frame: CGRect(x: 16, y: 100 + CGFloat(index) * 60, width: size.width - 32, height: 48),
                identifier: "row-\(index)")
            row.backgroundColor = .white
            row.layer.cornerRadius = 10
            listController.view.addSubview(row)
        }
        sheetController = ViewController()
        sheetController.view.identifier = "sheet"
        sheetController.view.backgroundColor = .systemBackground
        let title = View(frame: CGRect(x: 16, y: 24, width: size.width - 32, height: 32), identifier: "sheet-title")
        title.backgroundColor = .systemGray5
        title.layer.cornerRadius = 8
        sheetController.view.addSubview(title)
        window = Window(size: size)
        window.rootViewController = listController
        window.makeKeyAndVisible()
    }

    /// Presents the sheet at medium, or dismisses it.
    public func perform(_ operation: ScenarioOperation) {
        switch operation {
        case .present:
            // The sheet is up, or still on its way in or out: the list it would be presented from is under it, so
            // there is nothing to tap (the same controller cannot be presented twice).
            guard sheetController.presentingViewController == nil else { return }
            if let sheet = sheetController.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            listController.present(sheetController, animated: true)
        case .dismiss:
            sheetController.dismiss(animated: true)
        default:
            reportUnsupported(operation)
        }
    }
}
