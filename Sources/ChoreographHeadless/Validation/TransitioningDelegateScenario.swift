import Choreograph
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A ``Scenario`` that presents and dismisses a controller through a ``TransitioningDelegate``: what a
/// ``TransitionValidator`` runs to validate the delegate, with the animators, interaction controllers and
/// presentation controller it vends.
///
/// The window shows ``presentingController``; ``ScenarioOperation/present`` presents ``presentedController`` with
/// ``delegate`` as its transitioning delegate, ``ScenarioOperation/dismiss`` dismisses it. The scenario keeps the
/// delegate alive (a controller holds its delegate weakly, as in UIKit).
@MainActor
public final class TransitioningDelegateScenario: NonAnimatedScenario {
    /// The scenario's name. Default `"transitioning-delegate"`.
    public let name: String
    /// A one-line description naming the delegate's type.
    public var summary: String { "Presents and dismisses a controller through \(type(of: delegate))" }
    /// The window, showing ``presentingController``.
    public let window: Window
    /// Present, then dismiss.
    public let operations: [ScenarioOperation] = [.present, .dismiss]
    /// The delegate under test, kept alive by the scenario.
    public let delegate: any TransitioningDelegate
    /// The window's root, which presents.
    public let presentingController: ViewController
    /// The controller presented, with ``delegate`` as its transitioning delegate.
    public let presentedController: ViewController

    /// Builds the window on the current host.
    ///
    /// - Parameters:
    ///   - name: The scenario's name. Default `"transitioning-delegate"`.
    ///   - delegate: The delegate under test.
    ///   - style: The presented controller's presentation style. Default ``ModalPresentationStyle/custom``, the style
    ///     that asks the delegate for a presentation controller too.
    ///   - presenting: The window's root. Default: a plain controller (`presenting`) with a grey background.
    ///   - presented: The controller presented. Default: a plain controller (`presented`) with a blue background.
    ///   - size: The window's size. Default ``Window/defaultSize`` (390 × 844).
    public init(
        name: String = "transitioning-delegate",
        delegate: any TransitioningDelegate,
        style: ModalPresentationStyle = .custom,
        presenting: ViewController? = nil,
        presented: ViewController? = nil,
        size: CGSize = Window.defaultSize
    ) {
        self.name = name
        self.delegate = delegate
        presentingController = presenting ?? Self.plainController("presenting", color: .systemGray)
        presentedController = presented ?? Self.plainController("presented", color: .systemBlue)
        presentedController.modalPresentationStyle = style
        presentedController.transitioningDelegate = delegate
        window = Window(size: size)
        window.rootViewController = presentingController
        window.makeKeyAndVisible()
    }

    /// Presents or dismisses ``presentedController`` with animation.
    public func perform(_ operation: ScenarioOperation) {
        perform(operation, animated: true)
    }

    /// Presents or dismisses ``presentedController`` without animation.
    public func performWithoutAnimation(_ operation: ScenarioOperation) {
        perform(operation, animated: false)
    }

    private func perform(_ operation: ScenarioOperation, animated: Bool) {
        switch operation {
        case .present: presentingController.present(presentedController, animated: animated)
        case .dismiss: presentingController.dismiss(animated: animated)
        default: reportUnsupported(operation, by: self)
        }
    }

    /// A controller named `identifier` whose view is filled with `color`.
    static func plainController(_ identifier: String, color: Color) -> ViewController {
        let controller = ViewController(identifier: identifier)
        controller.view.backgroundColor = color
        return controller
    }
}

/// Reports an operation a validation scenario does not perform as `validation.unsupportedOperation`.
@MainActor
func reportUnsupported(_ operation: ScenarioOperation, by scenario: any Scenario) {
    HostEnvironment.current.diagnostics.report(
        .validationUnsupportedOperation,
        "\(scenario.name) cannot \(operation.rawValue); it supports \(scenario.operations.map(\.rawValue)); "
            + "nothing changed")
}
