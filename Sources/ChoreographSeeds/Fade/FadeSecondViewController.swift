#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The fade seed's second screen (`second`): a pink screen with a centred button (`second-button`) that dismisses
/// it, and a pan anywhere on it that dismisses it interactively (``PanToDismissInteraction``) — or, when it was
/// pushed, a button that pops it and no pan (the navigation delegate's edge swipe pops it interactively).
public final class FadeSecondViewController: UIViewController {
    /// The pan-to-dismiss interaction, attached to the view when it loads unless the screen ``navigates``.
    public private(set) lazy var dismissInteraction = PanToDismissInteraction(controller: self)
    /// Whether the screen is pushed: its button pops it and no pan is attached. Default `false`.
    public let navigates: Bool
    private lazy var button = UIButton.seedButton(
        title: navigates ? "Pop" : "Dismiss", identifier: "second-button"
    ) { [weak self] in self?.close() }

    /// Creates the second screen, to be presented or, with `navigates` true, pushed (default `false`).
    public init(navigates: Bool = false) {
        self.navigates = navigates
        super.init(nibName: nil, bundle: nil)
    }

    /// The seed is built in code, not in a storyboard.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the screen with its button and, unless it ``navigates``, the pan.
    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "second"
        root.backgroundColor = .seedSecond
        if !navigates { dismissInteraction.attach(to: root) }
        root.addSubview(button)
        view = root
    }

    /// Keeps the button centred.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        FadeFirstViewController.centre(button, in: view.bounds)
    }

    private func close() {
        if navigates {
            navigationController?.popViewController(animated: true)
        } else {
            dismiss(animated: true)
        }
    }
}
