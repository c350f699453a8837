import Choreograph
import ChoreographHeadless
import Foundation

/// The fade demo's second screen (`second`): a pink screen with a centred button (`second-button`) that dismisses
/// it, and a pan anywhere on it that dismisses it interactively (``PanToDismissInteraction``).
@MainActor
public final class FadeSecondViewController: ViewController {
    /// The pan-to-dismiss interaction, attached to the view when it loads.
    public private(set) lazy var dismissInteraction = PanToDismissInteraction(controller: self)
    private let button = ButtonView(title: "Dismiss", identifier: "second-button")

    /// Creates the second screen.
    public init() {
        super.init(identifier: "second")
    }

    /// Builds the screen with its button and the pan.
    public override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: Window.defaultSize), identifier: "second")
        root.backgroundColor = DemoColors.second
        button.action = { [weak self] in self?.dismiss(animated: true) }
        root.addSubview(button)
        dismissInteraction.attach(to: root)
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
