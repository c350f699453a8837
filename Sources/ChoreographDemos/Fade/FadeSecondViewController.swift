import Choreograph
import ChoreographHeadless
import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The fade demo's second screen (`second`): a pink screen with a centred button (`second-button`) that dismisses
/// it, and a pan anywhere on it that dismisses it interactively (``PanToDismissInteraction``) — or, when it was
/// pushed, a button that pops it and no pan (the navigation delegate's edge swipe pops it interactively).
@MainActor
public final class FadeSecondViewController: ViewController {
    /// The pan-to-dismiss interaction, attached to the view when it loads unless the screen ``navigates``.
    public private(set) lazy var dismissInteraction = PanToDismissInteraction(controller: self)
    /// Whether the screen is pushed: its button pops it and no pan is attached. Default `false`.
    public let navigates: Bool
    private let button: ButtonView

    /// Creates the second screen, to be presented or, with `navigates` true, pushed (default `false`).
    public init(navigates: Bool = false) {
        self.navigates = navigates
        button = ButtonView(title: navigates ? "Pop" : "Dismiss", identifier: "second-button")
        super.init(nibName: nil, bundle: nil)
        identifier = "second"
    }

    /// Always fails: the host has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen with its button and, unless it ``navigates``, the pan.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "second")
        root.backgroundColor = DemoColors.second
        if navigates {
            button.action = { [weak self] in self?.navigationController?.popViewController(animated: true) }
        } else {
            button.action = { [weak self] in self?.dismiss(animated: true) }
            dismissInteraction.attach(to: root)
        }
        root.addSubview(button)
        view = root
        centre(button, in: root.bounds.size)
    }

    /// Keeps the button centred.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        centre(button, in: view.bounds.size)
    }

    private func centre(_ button: View, in size: CGSize) {
        let buttonSize = FadeFirstViewController.buttonSize
        button.frame = CGRect(center: CGPoint(x: size.width / 2, y: size.height / 2), size: buttonSize)
    }
}
