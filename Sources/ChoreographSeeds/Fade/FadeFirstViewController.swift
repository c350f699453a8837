#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The fade seed's first screen (`first`): a blue screen with a centred button (`first-button`) that shows the
/// second screen with the fade — presented `.custom`, or pushed when the screen is in a navigation controller.
///
/// It owns the ``FadeTransitioningDelegate`` (``transition``) and the ``FadeNavigationDelegate``
/// (``navigationTransition``): a controller holds its transitioning delegate weakly, and a navigation controller its
/// delegate, so someone must hold them.
public final class FadeFirstViewController: UIViewController {
    /// The size of both screens' buttons: 200 × 44 points, centred.
    public static let buttonSize = CGSize(width: 200, height: 44)

    /// The transitioning delegate of the second screen, held strongly here.
    public let transition = FadeTransitioningDelegate()
    /// The delegate of the navigation controller that holds this screen, held strongly here; whoever builds the
    /// stack installs it (``FadeNavigationDelegate/install(on:)``).
    public let navigationTransition = FadeNavigationDelegate()
    /// The second screen being presented or pushed, on screen or leaving; `nil` once it is gone. Weak: the
    /// presentation or the stack keeps it alive.
    public private(set) weak var secondController: FadeSecondViewController?
    private lazy var button = UIButton.seedButton(title: "Present Second", identifier: "first-button") {
        [weak self] in self?.showSecond()
    }

    /// Builds the screen with its button.
    public override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.accessibilityIdentifier = "first"
        root.backgroundColor = .seedFirst
        root.addSubview(button)
        view = root
    }

    /// Keeps the button centred.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        FadeFirstViewController.centre(button, in: view.bounds)
    }

    /// Shows a new second screen with the fade: pushes it when this screen is in a navigation controller, presents
    /// it otherwise.
    public func showSecond() {
        if navigationController != nil {
            pushSecond()
        } else {
            presentSecond()
        }
    }

    /// Pushes a new second screen, which pops itself from its button, with the fade; does nothing outside a
    /// navigation controller.
    public func pushSecond() {
        guard let navigation = navigationController else { return }
        let second = FadeSecondViewController(navigates: true)
        navigation.pushViewController(second, animated: true)
        if navigation.topViewController === second { secondController = second }
    }

    /// Presents a new second screen with the fade.
    public func presentSecond() {
        let second = FadeSecondViewController()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = transition
        transition.dismissInteraction = second.dismissInteraction
        present(second, animated: true)
        if second.isBeingPresented || second.presentingViewController != nil { secondController = second }
    }

    /// Centres `button` (``buttonSize``) in `bounds`.
    static func centre(_ button: UIView, in bounds: CGRect) {
        button.frame = CGRect(
            x: bounds.midX - buttonSize.width / 2, y: bounds.midY - buttonSize.height / 2,
            width: buttonSize.width, height: buttonSize.height)
    }
}
